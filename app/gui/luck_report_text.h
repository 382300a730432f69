// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice_fairness.h"
#include "core/luck_verdict.h"

#include <QString>

namespace umpire {

struct LuckTally;
struct UnratedRolls;

/// Luck as the report writes it, with its sign, in the window's language: "+1.25", "-0.50".
QString signedDecimal(double value, int decimals);
/// A p-value as the report writes it: "p = 0.31", "p = 0.004", "p < 0.001".
QString pValueText(double pValue);
/// The luck verdict in a word or two, for a table's cell: "ordinary", "very lucky", "too few rolls".
QString luckVerdictWord(const LuckVerdict& verdict);
/// What a tally's luck means, in plain words, with how sure one can be of it: the verdict, the
/// band fair dice keep a total in for that many rolls, its z-score and p-value.
QString luckVerdictSentences(const LuckTally& tally);
/// Where dice came from, as a heading: "Program dice", "Dice thrown on the table".
QString diceOriginText(DiceOrigin origin);
/// A die's verdict in a word or two: "fair", "doubtful", "unfair", "too few throws".
QString diceVerdictWord(DiceFairness::Verdict verdict);
/// What a die's faces say of it, in plain words: the verdict, the chi-square and its p-value, or
/// roughly how many more throws it takes to tell.
QString diceVerdictSentence(const DiceFairness& dice);
/// Roughly how many more throws a die needs before the test can tell (0 when it can).
std::int64_t throwsStillNeeded(const DiceFairness& dice);
/// The rolls left out of the luck and why; "Every roll read was rated." when none was.
QString unratedRollsText(const UnratedRolls& unrated);

}  // namespace umpire
