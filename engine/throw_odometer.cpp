// SPDX-License-Identifier: GPL-3.0-or-later
#include "throw_odometer.h"

#include "assessment.h"
#include "dice_count.h"
#include "procedure.h"

#include <algorithm>

namespace umpire {

namespace {

/// Ways to make each total with `count` dice of `sides` faces (index = total).
std::vector<std::uint64_t> totalsOf(std::int64_t count, std::int64_t sides)
{
    std::vector<std::uint64_t> sums{1};
    for (std::int64_t die = 0; die < count; ++die) {
        std::vector<std::uint64_t> next(sums.size() + static_cast<std::size_t>(sides), 0);
        for (std::size_t s = 0; s < sums.size(); ++s)
            for (std::int64_t face = 1; face <= sides; ++face)
                next[s + static_cast<std::size_t>(face)] += sums[s];
        sums = std::move(next);
    }
    return sums;
}

std::uint64_t binomial(std::int64_t n, std::int64_t k)
{
    std::uint64_t r = 1;
    for (std::int64_t i = 1; i <= k; ++i)
        r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

std::uint64_t power(std::uint64_t base, std::int64_t exponent)
{
    std::uint64_t r = 1;
    for (std::int64_t i = 0; i < exponent; ++i)
        r *= base;
    return r;
}

}  // namespace

ThrowOdometer::ThrowOdometer(const Assessment& a)
{
    if (std::holds_alternative<CountMethod>(a.procedure->method)) {
        // Every number of hits, even one no throw gives: its zero ways still reach evaluateThrow.
        const auto hits = hittingFaces(a);
        const auto hitFaces = static_cast<std::uint64_t>(std::count(hits.begin() + 1, hits.end(), true));
        const auto missFaces = static_cast<std::uint64_t>(a.diceSides) - hitFaces;
        for (std::int64_t k = 0; k <= a.diceCount; ++k)
            hitWays_.push_back(binomial(a.diceCount, k) * power(hitFaces, k) * power(missFaces, a.diceCount - k));
        return;
    }
    if (a.diceGroups.empty()) {
        waysByTotal_.push_back(totalsOf(a.diceCount, a.diceSides));
        first_.push_back(static_cast<std::size_t>(a.diceCount));
    } else {
        for (const auto& group : a.diceGroups) {
            waysByTotal_.push_back(totalsOf(group.count, group.sides));
            first_.push_back(static_cast<std::size_t>(group.count));
        }
    }
    at_ = first_;
    dice_.totals.assign(first_.size(), 0);
}

bool ThrowOdometer::next()
{
    const bool first = !started_;
    started_ = true;
    if (!hitWays_.empty()) {
        if (!first && static_cast<std::size_t>(dice_.hits) + 1 >= hitWays_.size())
            return false;
        if (!first)
            ++dice_.hits;
        ways_ = hitWays_[static_cast<std::size_t>(dice_.hits)];
        return true;
    }
    if (!first && !advance())
        return false;
    ways_ = 1;
    for (std::size_t g = 0; g < at_.size(); ++g) {
        dice_.totals[g] = static_cast<std::int64_t>(at_[g]);
        ways_ *= waysByTotal_[g][at_[g]];
    }
    return true;
}

bool ThrowOdometer::advance()
{
    std::size_t g = at_.size();
    while (g > 0) {
        --g;
        if (++at_[g] < waysByTotal_[g].size())
            return true;
        at_[g] = first_[g];
    }
    return false;
}

std::uint64_t ThrowOdometer::count(const Assessment& a, std::uint64_t limit)
{
    if (std::holds_alternative<CountMethod>(a.procedure->method))
        return static_cast<std::uint64_t>(a.diceCount) + 1;
    if (a.diceGroups.empty())
        return static_cast<std::uint64_t>(a.diceCount * (a.diceSides - 1) + 1);
    std::uint64_t n = 1;
    for (const auto& group : a.diceGroups) {
        n *= static_cast<std::uint64_t>(group.count * (group.sides - 1) + 1);
        if (n > limit)
            return limit + 1;
    }
    return n;
}

}  // namespace umpire
