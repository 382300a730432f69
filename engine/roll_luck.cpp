// SPDX-License-Identifier: GPL-3.0-or-later
#include "roll_luck.h"

#include "luck_order.h"
#include "outcome_distribution.h"
#include "resolution.h"

#include <algorithm>

namespace umpire {

namespace {

/// How outcomes only the printed chart settles compare with a result of rank `rank`.
enum class Comparison { Worse, Better, Unknown };

Comparison compareChartOutcomes(const OutcomeDistribution::Entry& entry, const LuckOrder& order, const Fraction& rank)
{
    // The codes the chart can still give: the entry's, or any result the order ranks.
    std::optional<Fraction> lowest;
    std::optional<Fraction> highest;
    const auto take = [&](std::string_view code) {
        const auto value = order.rank(code);
        if (!value)
            return false;
        lowest = lowest ? std::min(*lowest, *value) : *value;
        highest = highest ? std::max(*highest, *value) : *value;
        return true;
    };
    if (!entry.chartCodes.empty()) {
        for (const auto& code : entry.chartCodes)
            if (!take(code))
                return Comparison::Unknown;
    } else if (order.ranking == LuckOrder::Ranking::Results) {
        for (const auto& [code, value] : order.values)
            take(code);
    }
    if (!lowest)
        return Comparison::Unknown;
    if (*highest < rank)
        return Comparison::Worse;
    if (*lowest > rank)
        return Comparison::Better;
    return Comparison::Unknown;
}

}  // namespace

std::optional<Fraction> rollLuck(const OutcomeDistribution& chances, const LuckOrder& order, std::string_view code,
                                 bool readOffChart)
{
    if (readOffChart || code.empty() || !chances.notCounted.empty() || chances.totalOutcomes == 0)
        return std::nullopt;
    const auto rank = order.rank(code);
    if (!rank)
        return std::nullopt;
    std::uint64_t worse = 0;
    std::uint64_t same = 0;
    for (const auto& entry : chances.entries) {
        if (entry.ways == 0)
            continue;
        if (entry.code.empty()) {
            switch (compareChartOutcomes(entry, order, *rank)) {
            case Comparison::Worse: worse += entry.ways; break;
            case Comparison::Better: break;
            case Comparison::Unknown: return std::nullopt;
            }
            continue;
        }
        const auto other = order.rank(entry.code);
        if (!other)
            return std::nullopt;
        if (*other < *rank)
            worse += entry.ways;
        else if (*other == *rank)
            same += entry.ways;
    }
    const auto* own = chances.find(std::string(code));
    if (own == nullptr || own->ways == 0)
        return std::nullopt;
    // P(worse) + P(same)/2 - 1/2 is (P(worse) - P(better)) / 2: one fraction, no sum that could overflow.
    const std::uint64_t better = chances.totalOutcomes - worse - same;
    const auto difference = static_cast<std::int64_t>(worse) - static_cast<std::int64_t>(better);
    return Fraction(difference, static_cast<std::int64_t>(chances.totalOutcomes)) / 2;
}

std::optional<Fraction> rollLuck(const OutcomeDistribution& chances, const LuckOrder& order, const Outcome& outcome)
{
    return rollLuck(chances, order, outcome.code, outcome.fromChart || outcome.chartNeeded);
}

}  // namespace umpire
