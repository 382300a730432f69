// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/luck_report_text.h"

#include "core/luck_report.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <climits>
#include <cmath>

namespace umpire {

namespace {

/// The words of the luck report, in one translation context.
class LuckReportWords {
    Q_DECLARE_TR_FUNCTIONS(umpire::LuckReportText)
};

/// "once in N" for a chance `p`, N to two significant digits: 22, 150, 1,700. A count that
/// looks exact (1,712) would claim more than a normal approximation knows.
QString luckOnceInText(double pValue)
{
    const double n = 1.0 / std::max(pValue, 1e-12);
    const double scale = std::pow(10.0, std::max(0.0, std::floor(std::log10(n)) - 1));
    return QLocale().toString(static_cast<qint64>(std::llround(n / scale) * static_cast<qint64>(scale)));
}

int luckPluralCount(qint64 n) { return static_cast<int>(std::min<qint64>(n, INT_MAX)); }

}  // namespace

QString signedDecimal(double value, int decimals)
{
    // -0.004 to two decimals reads "0.00", not "-0.00".
    const double shown = std::round(value * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    const QString digits = QLocale().toString(std::abs(shown), 'f', decimals);
    if (shown > 0)
        return QStringLiteral("+") + digits;
    if (shown < 0)
        return QStringLiteral("-") + digits;
    return digits;
}

QString pValueText(double pValue)
{
    const QLocale locale;
    if (pValue < 0.001)
        return LuckReportWords::tr("p < %1").arg(locale.toString(0.001, 'f', 3));
    return LuckReportWords::tr("p = %1").arg(locale.toString(pValue, 'f', pValue < 0.01 ? 3 : 2));
}

QString luckVerdictWord(const LuckVerdict& verdict)
{
    switch (verdict.kind) {
    case LuckVerdict::Kind::TooFew: return LuckReportWords::tr("too few rolls");
    case LuckVerdict::Kind::AsExpected: return LuckReportWords::tr("ordinary");
    case LuckVerdict::Kind::Lucky: return LuckReportWords::tr("lucky");
    case LuckVerdict::Kind::Unlucky: return LuckReportWords::tr("unlucky");
    case LuckVerdict::Kind::VeryLucky: return LuckReportWords::tr("very lucky");
    case LuckVerdict::Kind::VeryUnlucky: return LuckReportWords::tr("very unlucky");
    }
    return {};
}

QString luckVerdictSentences(const LuckTally& tally)
{
    const LuckVerdict verdict = tally.verdict();
    const int rated = luckPluralCount(tally.rated);
    if (verdict.kind == LuckVerdict::Kind::TooFew)
        return LuckReportWords::tr("Too few rolls to tell: %n rated, and it takes at least %1.", nullptr, rated)
            .arg(LuckVerdict::minimumRolls);
    QString plain;
    switch (verdict.kind) {
    case LuckVerdict::Kind::TooFew: break;
    case LuckVerdict::Kind::AsExpected: plain = LuckReportWords::tr("Ordinary luck: nothing fair dice do not give."); break;
    case LuckVerdict::Kind::Lucky:
        plain = LuckReportWords::tr("Lucky: fair dice end this far from zero, either way, only about once in %1.")
                    .arg(luckOnceInText(verdict.pValue));
        break;
    case LuckVerdict::Kind::Unlucky:
        plain = LuckReportWords::tr("Unlucky: fair dice end this far from zero, either way, only about once in %1.")
                    .arg(luckOnceInText(verdict.pValue));
        break;
    case LuckVerdict::Kind::VeryLucky:
        plain = LuckReportWords::tr("Very lucky: fair dice end this far from zero, either way, only about once in %1.").arg(luckOnceInText(verdict.pValue));
        break;
    case LuckVerdict::Kind::VeryUnlucky:
        plain =
            LuckReportWords::tr("Very unlucky: fair dice end this far from zero, either way, only about once in %1.").arg(luckOnceInText(verdict.pValue));
        break;
    }
    const QString band = LuckReportWords::tr("Fair dice keep a total within ±%1 for %n rolls 95 times in 100.", nullptr, rated)
                             .arg(QLocale().toString(verdict.ordinaryBand, 'f', 2));
    const QString measure = LuckReportWords::tr("z = %1, %2: the chance that fair dice end at least this far from zero, either way.")
                                .arg(signedDecimal(verdict.z, 2), pValueText(verdict.pValue));
    return plain + QLatin1Char(' ') + band + QLatin1Char('\n') + measure;
}

QString diceOriginText(DiceOrigin origin)
{
    switch (origin) {
    case DiceOrigin::Rolled: return LuckReportWords::tr("Program dice");
    case DiceOrigin::Physical: return LuckReportWords::tr("Dice thrown on the table");
    case DiceOrigin::None: return LuckReportWords::tr("Dice of no known origin");
    }
    return {};
}

QString diceVerdictWord(DiceFairness::Verdict verdict)
{
    switch (verdict) {
    case DiceFairness::Verdict::TooFew: return LuckReportWords::tr("too few throws");
    case DiceFairness::Verdict::Fair: return LuckReportWords::tr("fair");
    case DiceFairness::Verdict::Doubtful: return LuckReportWords::tr("doubtful");
    case DiceFairness::Verdict::Unfair: return LuckReportWords::tr("unfair");
    }
    return {};
}

std::int64_t throwsStillNeeded(const DiceFairness& dice)
{
    const auto needed = static_cast<std::int64_t>(std::ceil(DiceFairness::minimumPerFace * double(dice.sides)));
    return std::max<std::int64_t>(0, needed - dice.thrown);
}

QString diceVerdictSentence(const DiceFairness& dice)
{
    if (dice.verdict == DiceFairness::Verdict::TooFew)
        return LuckReportWords::tr("Too few throws to tell yet: about %n more are needed.", nullptr,
                                   luckPluralCount(std::max<std::int64_t>(1, throwsStillNeeded(dice))));
    const QString measure = LuckReportWords::tr("chi-square %1 with %n degrees of freedom, %2", nullptr, std::max(1, dice.sides - 1))
                                .arg(QLocale().toString(dice.chiSquare, 'f', 1), pValueText(dice.pValue));
    switch (dice.verdict) {
    case DiceFairness::Verdict::TooFew: break;
    case DiceFairness::Verdict::Fair: return LuckReportWords::tr("Nothing a fair die would not do (%1).").arg(measure);
    case DiceFairness::Verdict::Doubtful:
        return LuckReportWords::tr("Doubtful: rare for a fair die, fewer than once in 100 times; worth watching (%1).").arg(measure);
    case DiceFairness::Verdict::Unfair:
        return LuckReportWords::tr("These dice do not look fair: a fair die gives faces this uneven less than once in 1,000 times (%1).")
            .arg(measure);
    }
    return {};
}

QString unratedRollsText(const UnratedRolls& unrated)
{
    if (unrated.total() == 0)
        return LuckReportWords::tr("Every roll read was rated.");
    QStringList why;
    if (unrated.readOffChart > 0)
        why << LuckReportWords::tr("%n read off the printed chart (our sources do not give their chance)", nullptr,
                                   luckPluralCount(unrated.readOffChart));
    if (unrated.noLuckOrder > 0)
        why << LuckReportWords::tr("%n whose procedure does not say whom a result favours, or whose game is not loaded", nullptr,
                                   luckPluralCount(unrated.noLuckOrder));
    if (unrated.notCounted > 0)
        why << LuckReportWords::tr("%n whose chances were too many to count or were not kept", nullptr, luckPluralCount(unrated.notCounted));
    return LuckReportWords::tr("%n in all, never guessed: %1.", nullptr, luckPluralCount(unrated.total()))
        .arg(why.join(QStringLiteral("; ")));
}

}  // namespace umpire
