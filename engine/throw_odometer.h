// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "throw_evaluation.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace umpire {

struct Assessment;

/// Steps through every distinct throw of an assessed step with the number of equally likely
/// dice outcomes giving it: each number of hits, each total of unnamed dice, or each
/// combination of the named groups' totals. One ThrowDice is reused, so counting the odds
/// allocates nothing per throw.
class ThrowOdometer {
public:
    explicit ThrowOdometer(const Assessment& a);

    /// Moves to the next throw (the first on the first call); false once all were seen.
    bool next();
    const ThrowDice& dice() const { return dice_; }
    std::uint64_t ways() const { return ways_; }

    /// How many throws next() visits, saturating just past `limit`, without visiting them.
    static std::uint64_t count(const Assessment& a, std::uint64_t limit);

private:
    bool advance();

    /// Ways to make each total (index = total) of each group; one group for unnamed dice.
    std::vector<std::vector<std::uint64_t>> waysByTotal_;
    std::vector<std::size_t> first_;  ///< The smallest total of each group.
    std::vector<std::size_t> at_;
    std::vector<std::uint64_t> hitWays_;  ///< Count procedures: ways of each number of hits.
    ThrowDice dice_;
    std::uint64_t ways_ = 0;
    bool started_ = false;
};

}  // namespace umpire
