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
/// combination of the named groups' totals. Named dice that are interchangeable (see
/// InterchangeableDice) are visited once per set of totals, in rising order, with the ways of
/// every order of it. One ThrowDice is reused, so counting the odds allocates nothing per throw.
class ThrowOdometer {
public:
    explicit ThrowOdometer(const Assessment& a);
    /// `classOf`: for each named group, the first group it is interchangeable with (itself when
    /// none); empty when every group keeps its place.
    ThrowOdometer(const Assessment& a, const std::vector<std::size_t>& classOf);

    /// Moves to the next throw (the first on the first call); false once all were seen.
    bool next();
    const ThrowDice& dice() const { return dice_; }
    std::uint64_t ways() const { return ways_; }

    /// How many throws next() visits, saturating just past `limit`, without visiting them.
    static std::uint64_t count(const Assessment& a, std::uint64_t limit);
    static std::uint64_t count(const Assessment& a, const std::vector<std::size_t>& classOf, std::uint64_t limit);

private:
    bool advance();
    /// The lowest place of group g: its smallest total, or where the group before it in its class stands.
    std::size_t lowest(std::size_t g) const;
    /// Orders of the current throw's totals within each class, as one number of ways.
    std::uint64_t orders();

    /// Ways to make each total (index = total) of each group; one group for unnamed dice.
    std::vector<std::vector<std::uint64_t>> waysByTotal_;
    std::vector<std::size_t> first_;  ///< The smallest total of each group.
    std::vector<std::size_t> at_;
    /// Per group, the group before it in its class, or itself when it is the first.
    std::vector<std::size_t> previousInClass_;
    std::vector<std::size_t> head_;  ///< Per group, the first group of its class.
    bool interchangeable_ = false;   ///< Some class has two groups or more.
    std::vector<std::uint64_t> members_;  ///< orders(): per class head, members placed so far.
    std::vector<std::uint64_t> run_;      ///< orders(): per class head, the length of the current run.
    std::vector<std::uint64_t> hitWays_;  ///< Count procedures: ways of each number of hits.
    ThrowDice dice_;
    std::uint64_t ways_ = 0;
    bool started_ = false;
};

}  // namespace umpire
