// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

class Fraction;
struct RatedRoll;

/// A chance as players say it: "1 in 36" when its numerator is 1, else "5 in 36".
QString chanceInWords(const Fraction& chance);
/// One rated roll in a sentence, for the luckiest and unluckiest rolls of a report:
/// "Combat: a 1-in-36 DE at 1:1 on turn 4, for the attacker, rolled by Anne (luck +0.49)".
/// The parts a roll lacks (column, turn, side, player) are left out; `withSession` names its
/// session too (a report of every session).
QString ratedRollSentence(const RatedRoll& roll, bool withSession);

}  // namespace umpire
