// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"

#include <QString>

#include <cstdint>

namespace umpire {

/// The luck report's sentences in English, for the command line and the exports (the window
/// words its own, to be translated).
namespace luck_words {

/// "+0.42" / "−0.08": a luck with its sign, two decimals.
QString signedLuck(double luck);
/// Whether English says "an" before `n` read aloud: an 8, an 11, an 18, an 80-something, an
/// 11,000...; the thousands are read first, so only the leading group counts.
bool readsWithAn(std::int64_t n);
/// "a 1-in-36" / "an 8-in-36": the chance of a result as a player says it, with its article.
QString chanceWithArticle(const Fraction& chance);
/// "a 1-in-36 DE at 1:1 on turn 4 (Combat, entry #12), for the attacker, rolled by Anne".
QString rollSentence(const RatedRoll& roll);
/// What a tally's luck means, with how sure one can be for that many rolls.
QString verdictSentence(const LuckTally& tally);
/// "Consistent with fair dice", "Too few throws to tell (about 30 needed)"...
QString diceVerdictSentence(const DiceFairness& dice);
/// "Program d6" / "Table d10".
QString diceKindName(const DiceFairness& dice);
/// The rolls left out of the luck and why; empty when none.
QString unratedSentence(const UnratedRolls& unrated);
/// What a roll's luck is, in one sentence.
QString luckDefinition();

}  // namespace luck_words

}  // namespace umpire
