// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/rated_roll_text.h"

#include "gui/luck_report_text.h"

#include "core/luck_report.h"
#include "core/luck_report_words.h"
#include "core/luck_scale.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>

namespace umpire {

namespace {

/// The words of a rated roll, in one translation context.
class RatedRollWords {
    Q_DECLARE_TR_FUNCTIONS(umpire::RatedRollText)
};

/// The plural a chance's numerator asks for ("1 chance", "5 chances" in French).
int chanceNumeratorCount(const Fraction& chance) { return static_cast<int>(std::clamp<std::int64_t>(chance.numerator(), 0, INT_MAX)); }

}  // namespace

QString chanceInWords(const Fraction& chance)
{
    const QLocale locale;
    return RatedRollWords::tr("%1 in %2", "a chance: 1 in 36", chanceNumeratorCount(chance))
        .arg(locale.toString(static_cast<qint64>(chance.numerator())), locale.toString(static_cast<qint64>(chance.denominator())));
}

QString ratedRollSentence(const RatedRoll& roll, bool withSession)
{
    const QLocale locale;
    const QString chance = RatedRollWords::tr("%1-in-%2", "a chance said before the result it is of: a 1-in-36 DE",
                                              chanceNumeratorCount(roll.chance))
                               .arg(locale.toString(static_cast<qint64>(roll.chance.numerator())),
                                    locale.toString(static_cast<qint64>(roll.chance.denominator())));
    // English says "an 8-in-36 DR"; other languages translate both the same where they need to.
    QString sentence = luck_words::readsWithAn(roll.chance.numerator())
                           ? RatedRollWords::tr("an %1 %2", "a chance and a result: an 8-in-36 DR").arg(chance, roll.result)
                           : RatedRollWords::tr("a %1 %2", "a chance and a result: a 1-in-36 DE").arg(chance, roll.result);
    if (!roll.column.isEmpty())
        sentence += QLatin1Char(' ') + RatedRollWords::tr("at %1", "an odds column: at 1:1").arg(roll.column);
    if (withSession && !roll.turn.isEmpty())
        sentence += QLatin1Char(' ') + RatedRollWords::tr("on turn %1 of session %2").arg(roll.turn).arg(roll.sessionId);
    else if (withSession)
        sentence += QLatin1Char(' ') + RatedRollWords::tr("in session %1").arg(roll.sessionId);
    else if (!roll.turn.isEmpty())
        sentence += QLatin1Char(' ') + RatedRollWords::tr("on turn %1").arg(roll.turn);
    if (!roll.favours.isEmpty())
        sentence += RatedRollWords::tr(", for %1", "whom the roll favoured: for the attacker").arg(roll.favours);
    if (!roll.player.isEmpty())
        sentence += RatedRollWords::tr(", rolled by %1").arg(roll.player);
    sentence += QLatin1Char(' ') + RatedRollWords::tr("(luck %1)").arg(signedDecimal(luckNumber(roll.luck), 2));
    if (roll.procedure.isEmpty())
        return sentence;
    return RatedRollWords::tr("%1: %2", "a procedure and a roll of it: Combat: a 1-in-36 DE").arg(roll.procedure, sentence);
}

}  // namespace umpire
