// SPDX-License-Identifier: GPL-3.0-or-later
#include "throw_odometer.h"

#include "assessment.h"
#include "dice_count.h"
#include "procedure.h"

#include <algorithm>
#include <limits>
#include <numeric>

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

/// x * y / z where z divides x * y, without forming x * y; saturates past 64 bits.
std::uint64_t exactTimesOver(std::uint64_t x, std::uint64_t y, std::uint64_t z)
{
    const std::uint64_t g = std::gcd(x, z);
    std::uint64_t r = 0;
    if (__builtin_mul_overflow(x / g, y / (z / g), &r))
        return std::numeric_limits<std::uint64_t>::max();
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

ThrowOdometer::ThrowOdometer(const Assessment& a) : ThrowOdometer(a, {}) {}

ThrowOdometer::ThrowOdometer(const Assessment& a, const std::vector<std::size_t>& classOf)
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
    previousInClass_.resize(first_.size());
    head_.resize(first_.size());
    for (std::size_t g = 0; g < first_.size(); ++g) {
        previousInClass_[g] = g;
        head_[g] = g;
        if (classOf.size() == first_.size())
            for (std::size_t h = g; h-- > 0;)
                if (classOf[h] == classOf[g]) {
                    previousInClass_[g] = h;
                    head_[g] = head_[h];
                    interchangeable_ = true;
                    break;
                }
    }
    members_.assign(first_.size(), 0);
    run_.assign(first_.size(), 0);
    at_ = first_;
    dice_.totals.assign(first_.size(), 0);
}

std::size_t ThrowOdometer::lowest(std::size_t g) const
{
    return previousInClass_[g] == g ? first_[g] : at_[previousInClass_[g]];
}

std::uint64_t ThrowOdometer::orders()
{
    if (!interchangeable_)
        return 1;
    // Per class, members! / (each run of equal totals)!, built one member at a time (each step
    // multiplies by members so far / length of the run so far, exactly) so that no factorial
    // overflows: every partial product divides the step's outcomes.
    std::uint64_t ways = 1;
    std::fill(members_.begin(), members_.end(), 0);
    for (std::size_t g = 0; g < at_.size(); ++g) {
        const std::size_t head = head_[g];
        const bool continues = previousInClass_[g] != g && at_[previousInClass_[g]] == at_[g];
        run_[head] = continues ? run_[head] + 1 : 1;
        ++members_[head];
        ways = exactTimesOver(ways, members_[head], run_[head]);
    }
    return ways;
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
    if (first)
        for (std::size_t g = 0; g < at_.size(); ++g)
            at_[g] = lowest(g);
    ways_ = orders();
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
        if (++at_[g] < waysByTotal_[g].size()) {
            // The groups after it start again from their lowest places, in order.
            for (std::size_t h = g + 1; h < at_.size(); ++h)
                at_[h] = lowest(h);
            return true;
        }
    }
    return false;
}

std::uint64_t ThrowOdometer::count(const Assessment& a, std::uint64_t limit)
{
    return count(a, {}, limit);
}

std::uint64_t ThrowOdometer::count(const Assessment& a, const std::vector<std::size_t>& classOf, std::uint64_t limit)
{
    if (std::holds_alternative<CountMethod>(a.procedure->method))
        return static_cast<std::uint64_t>(a.diceCount) + 1;
    if (a.diceGroups.empty())
        return static_cast<std::uint64_t>(a.diceCount * (a.diceSides - 1) + 1);
    // Per class of k alike groups with t totals each: the sets of k totals, C(t + k - 1, k).
    std::uint64_t n = 1;
    for (std::size_t g = 0; g < a.diceGroups.size(); ++g) {
        if (classOf.size() == a.diceGroups.size() && classOf[g] != g)
            continue;
        const auto totals = static_cast<std::uint64_t>(a.diceGroups[g].count * (a.diceGroups[g].sides - 1) + 1);
        std::uint64_t k = 1;
        for (std::size_t h = g + 1; h < a.diceGroups.size(); ++h)
            if (classOf.size() == a.diceGroups.size() && classOf[h] == g)
                ++k;
        std::uint64_t sets = 1;
        for (std::uint64_t i = 1; i <= k && sets <= limit; ++i)
            sets = exactTimesOver(sets, totals - 1 + i, i);
        if (sets > limit || __builtin_mul_overflow(n, sets, &n) || n > limit)
            return limit + 1;
    }
    return n;
}

}  // namespace umpire
