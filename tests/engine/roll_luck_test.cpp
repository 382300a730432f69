// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/luck_order.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"
#include "engine/roll_luck.h"

#include <catch2/catch.hpp>

#include <string>

using namespace umpire;

namespace {

OutcomeDistribution luckChances(std::initializer_list<OutcomeDistribution::Entry> entries)
{
    OutcomeDistribution distribution;
    for (const auto& entry : entries) {
        distribution.entries.push_back(entry);
        distribution.totalOutcomes += entry.ways;
    }
    return distribution;
}

LuckOrder ranked(std::initializer_list<std::pair<const char*, std::int64_t>> values)
{
    LuckOrder order;
    order.favours = "The thrower";
    for (const auto& [code, value] : values)
        order.values[code] = value;
    return order;
}

// Sum over every result of its chance times its luck.
Fraction expectedLuck(const OutcomeDistribution& distribution, const LuckOrder& order)
{
    Fraction sum;
    for (const auto& entry : distribution.entries) {
        const auto luck = rollLuck(distribution, order, entry.code);
        REQUIRE(luck);
        const Fraction chance(static_cast<std::int64_t>(entry.ways), static_cast<std::int64_t>(distribution.totalOutcomes));
        sum = sum + chance * *luck;
    }
    return sum;
}

const OutcomeDistribution d6 = luckChances({{"1", 1}, {"2", 1}, {"3", 1}, {"4", 1}, {"5", 1}, {"6", 1}});
const LuckOrder d6Order = ranked({{"1", 1}, {"2", 2}, {"3", 3}, {"4", 4}, {"5", 5}, {"6", 6}});

}  // namespace

TEST_CASE("the luck of a d6 read from worst to best is exact", "[luck]")
{
    CHECK(rollLuck(d6, d6Order, "6") == Fraction(5, 12));
    CHECK(rollLuck(d6, d6Order, "1") == Fraction(-5, 12));
    CHECK(rollLuck(d6, d6Order, "4") == Fraction(1, 12));
    CHECK(rollLuck(d6, d6Order, "3") == Fraction(-1, 12));
    CHECK(expectedLuck(d6, d6Order) == Fraction(0));
}

TEST_CASE("results ranked alike share their luck", "[luck]")
{
    // A test on 2d6: passes on 2..8 (26 ways), fails on 9..12 (10 ways).
    const auto test = luckChances({{"PASS", 26}, {"FAIL", 10}});
    const auto order = ranked({{"PASS", 1}, {"FAIL", 0}});
    CHECK(rollLuck(test, order, "PASS") == Fraction(10, 36) + Fraction(26, 72) - Fraction(1, 2));
    CHECK(rollLuck(test, order, "FAIL") == Fraction(10, 72) - Fraction(1, 2));
    CHECK(expectedLuck(test, order) == Fraction(0));

    // Two codes as good as each other are one rank: the luck of each is that of the tie.
    const auto tied = luckChances({{"DR", 1}, {"D1", 2}, {"NE", 3}});
    const auto tiedOrder = ranked({{"DR", 2}, {"D1", 2}, {"NE", 1}});
    CHECK(rollLuck(tied, tiedOrder, "DR") == Fraction(1, 4));
    CHECK(rollLuck(tied, tiedOrder, "D1") == Fraction(1, 4));
    CHECK(rollLuck(tied, tiedOrder, "NE") == Fraction(-1, 4));
    CHECK(expectedLuck(tied, tiedOrder) == Fraction(0));

    // A certain result is neither lucky nor unlucky.
    CHECK(rollLuck(luckChances({{"NE", 6}}), tiedOrder, "NE") == Fraction(0));
}

TEST_CASE("the number of hits ranks a count", "[luck]")
{
    // Two dice hitting on a 6: 0 hits 25/36, 1 hit 10/36, 2 hits 1/36.
    const auto count = luckChances({{"0", 25}, {"1", 10}, {"2", 1}});
    LuckOrder more;
    more.ranking = LuckOrder::Ranking::MoreHits;
    CHECK(rollLuck(count, more, "2") == Fraction(35, 36) + Fraction(1, 72) - Fraction(1, 2));
    CHECK(rollLuck(count, more, "0") == Fraction(25, 72) - Fraction(1, 2));
    LuckOrder fewer;
    fewer.ranking = LuckOrder::Ranking::FewerHits;
    CHECK(rollLuck(count, fewer, "0") == -*rollLuck(count, more, "0"));
    CHECK(expectedLuck(count, more) == Fraction(0));
    CHECK(expectedLuck(count, fewer) == Fraction(0));
    CHECK_FALSE(rollLuck(count, more, "two"));
}

TEST_CASE("what only the printed chart settles is not rated, never guessed", "[luck]")
{
    const auto order = ranked({{"-", 0}, {"N", 1}, {"D", 2}, {"1", 3}});
    // Two outcomes read off the chart, which can give any result.
    const auto anyCode = luckChances({{"-", 2}, {"N", 2}, {"", 2}});
    CHECK_FALSE(rollLuck(anyCode, order, "-"));
    CHECK_FALSE(rollLuck(anyCode, order, "N"));
    CHECK_FALSE(rollLuck(anyCode, order, ""));

    // The chart can give only - or N: every result above them is rated, those it may tie are not.
    auto someCodes = luckChances({{"-", 2}, {"N", 1}, {"1", 1}, {"", 2}});
    someCodes.entries.back().chartCodes = {"-", "N"};
    CHECK(rollLuck(someCodes, order, "1") == Fraction(5, 6) + Fraction(1, 12) - Fraction(1, 2));
    CHECK_FALSE(rollLuck(someCodes, order, "N"));

    // A result read off the chart has no known chance, whatever its code.
    Outcome fromChart;
    fromChart.code = "1";
    fromChart.fromChart = true;
    CHECK_FALSE(rollLuck(someCodes, order, fromChart));
    Outcome fromTable;
    fromTable.code = "1";
    CHECK(rollLuck(someCodes, order, fromTable) == rollLuck(someCodes, order, "1"));
}

TEST_CASE("chances not counted or a result they do not give are not rated", "[luck]")
{
    auto notCounted = d6;
    notCounted.notCounted = "too many dice";
    CHECK_FALSE(rollLuck(notCounted, d6Order, "6"));
    CHECK_FALSE(rollLuck(d6, d6Order, "7"));
    CHECK_FALSE(rollLuck(luckChances({{"1", 1}, {"2", 0}}), d6Order, "2"));
    CHECK_FALSE(rollLuck(luckChances({{"1", 1}, {"X", 1}}), d6Order, "1"));
}
