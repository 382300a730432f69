// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fraction.h"

#include <optional>
#include <string_view>

namespace umpire {

struct LuckOrder;
struct OutcomeDistribution;
struct Outcome;

/// The luck of one roll for the side its procedure's good results favour. With the results
/// ranked for that side, it is P(a worse result) + P(a result as good)/2 - 1/2: exact, between
/// -1/2 and +1/2, and zero on average over every outcome of the dice (`chances`, counted before
/// the roll's first die). It is also half of P(a worse result) - P(a better one).
///
/// nullopt means "not rated", never a guess: a result read off the printed chart (its chance
/// is not in our sources), chances that were not counted, a code the order does not rank or
/// that the chances give no way to, and a result that outcomes only the printed chart settles
/// could equal or straddle (they could be worse or better: their share is not known).
std::optional<Fraction> rollLuck(const OutcomeDistribution& chances, const LuckOrder& order, std::string_view code,
                                 bool readOffChart = false);

/// The same for a resolved throw: its code, not rated when it was read off the printed chart
/// or still waits for it.
std::optional<Fraction> rollLuck(const OutcomeDistribution& chances, const LuckOrder& order, const Outcome& outcome);

}  // namespace umpire
