// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_report_words.h"

#include <QStringList>

#include <cmath>

namespace umpire::luck_words {

namespace {

QString pValueText(double p)
{
    if (p < 0.0001)
        return QStringLiteral("p < 0.0001");
    return QStringLiteral("p = %1").arg(p, 0, 'g', 2);
}

}  // namespace

QString signedLuck(double luck)
{
    const double rounded = std::round(luck * 100.0) / 100.0;
    if (rounded == 0.0)
        return QStringLiteral("0.00");
    return (rounded > 0 ? QStringLiteral("+") : QStringLiteral("\u2212")) + QString::number(std::fabs(rounded), 'f', 2);
}

bool readsWithAn(std::int64_t n)
{
    while (n >= 1000)
        n /= 1000;
    return n == 8 || n == 11 || n == 18 || (n >= 80 && n < 90) || (n >= 800 && n < 900);
}

QString chanceWithArticle(const Fraction& chance)
{
    const QString numerator = QString::number(chance.numerator());
    return QStringLiteral("%1 %2-in-%3")
        .arg(readsWithAn(chance.numerator()) ? QStringLiteral("an") : QStringLiteral("a"), numerator)
        .arg(chance.denominator());
}

QString rollSentence(const RatedRoll& roll)
{
    QString sentence = chanceWithArticle(roll.chance) + QLatin1Char(' ') + roll.result;
    if (!roll.column.isEmpty())
        sentence += QStringLiteral(" at %1").arg(roll.column);
    if (!roll.turn.isEmpty())
        sentence += QStringLiteral(" on turn %1").arg(roll.turn);
    sentence += QStringLiteral(" (%1, entry #%2)").arg(roll.procedure).arg(roll.entryId);
    if (!roll.favours.isEmpty())
        sentence += QStringLiteral(", for %1").arg(roll.favours.at(0).toLower() + roll.favours.mid(1));
    if (!roll.player.isEmpty())
        sentence += QStringLiteral(", rolled by %1").arg(roll.player);
    return sentence;
}

QString verdictSentence(const LuckTally& tally)
{
    const LuckVerdict v = tally.verdict();
    if (v.kind == LuckVerdict::Kind::TooFew)
        return QStringLiteral("Too few rated rolls to tell luck from chance (%1 of at least %2).")
            .arg(tally.rated)
            .arg(LuckVerdict::minimumRolls);
    QString meaning;
    switch (v.kind) {
    case LuckVerdict::Kind::AsExpected: meaning = QStringLiteral("Within what fair dice give"); break;
    case LuckVerdict::Kind::Lucky: meaning = QStringLiteral("Lucky, beyond what fair dice usually give"); break;
    case LuckVerdict::Kind::Unlucky: meaning = QStringLiteral("Unlucky, beyond what fair dice usually give"); break;
    case LuckVerdict::Kind::VeryLucky: meaning = QStringLiteral("Very lucky: fair dice rarely give this much"); break;
    case LuckVerdict::Kind::VeryUnlucky: meaning = QStringLiteral("Very unlucky: fair dice rarely give this little"); break;
    case LuckVerdict::Kind::TooFew: break;
    }
    return QStringLiteral("%1: for %2 rolls, fair dice keep the total within \u00b1%3 95 times in 100 (z = %4, %5).")
        .arg(meaning)
        .arg(tally.rated)
        .arg(v.ordinaryBand, 0, 'f', 2)
        .arg(v.z, 0, 'f', 2)
        .arg(pValueText(v.pValue));
}

QString diceVerdictSentence(const DiceFairness& dice)
{
    switch (dice.verdict) {
    case DiceFairness::Verdict::TooFew: {
        const auto needed = static_cast<qint64>(std::ceil(DiceFairness::minimumPerFace * dice.sides));
        return QStringLiteral("Too few throws to tell: %1 of the %2 a fair test needs.").arg(dice.thrown).arg(needed);
    }
    case DiceFairness::Verdict::Fair:
        return QStringLiteral("Nothing a fair die would not do (\u03c7\u00b2 = %1, %2).")
            .arg(dice.chiSquare, 0, 'f', 2)
            .arg(pValueText(dice.pValue));
    case DiceFairness::Verdict::Doubtful:
        return QStringLiteral("Doubtful: a fair die does this about once in a hundred times or less (\u03c7\u00b2 = %1, %2).")
            .arg(dice.chiSquare, 0, 'f', 2)
            .arg(pValueText(dice.pValue));
    case DiceFairness::Verdict::Unfair:
        return QStringLiteral("Unfair: a fair die does this less than once in a thousand times (\u03c7\u00b2 = %1, %2).")
            .arg(dice.chiSquare, 0, 'f', 2)
            .arg(pValueText(dice.pValue));
    }
    return {};
}

QString diceKindName(const DiceFairness& dice)
{
    const QString origin = dice.origin == DiceOrigin::Rolled ? QStringLiteral("Program") : QStringLiteral("Table");
    return QStringLiteral("%1 d%2").arg(origin).arg(dice.sides);
}

QString unratedSentence(const UnratedRolls& unrated)
{
    QStringList why;
    if (unrated.readOffChart)
        why << QStringLiteral("%1 read off the printed chart, whose chances our sources lack").arg(unrated.readOffChart);
    if (unrated.noLuckOrder)
        why << QStringLiteral("%1 of procedures that do not say whom a result favours, or of games not loaded")
                   .arg(unrated.noLuckOrder);
    if (unrated.notCounted)
        why << QStringLiteral("%1 whose chances were not counted").arg(unrated.notCounted);
    if (why.isEmpty())
        return {};
    return QStringLiteral("Not rated: %1.").arg(why.join(QStringLiteral("; ")));
}

QString luckDefinition()
{
    return QStringLiteral(
        "A roll's luck is the chance of a worse result for the side it favours, plus half the chance of one as good, less "
        "one half: from \u22120.50 (the worst result there was) to +0.50 (the best), and 0 on average with fair dice.");
}

}  // namespace umpire::luck_words
