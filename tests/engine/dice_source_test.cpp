// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dice_source.h"

#include <catch2/catch.hpp>

#include <array>

using umpire::DiceSource;

TEST_CASE("the same seed gives the same dice", "[dice]")
{
    DiceSource a(42);
    DiceSource b(42);
    for (int i = 0; i < 1000; ++i)
        REQUIRE(a.roll(6) == b.roll(6));
}

TEST_CASE("the seed is pinned to fixed faces on every platform", "[dice]")
{
    // mt19937_64 is specified by the standard and faces come from our own rejection step,
    // so these faces may never change: a logged seed must replay the same rolls.
    DiceSource source(20261121);
    const std::vector<std::int64_t> expected{3, 1, 3, 3, 3, 5, 6, 2, 1, 5};
    std::vector<std::int64_t> faces;
    for (std::size_t i = 0; i < expected.size(); ++i)
        faces.push_back(source.roll(6));
    CHECK(faces == expected);
}

TEST_CASE("a d6 is uniform (chi-square over 600,000 rolls)", "[dice]")
{
    DiceSource source(7);
    std::array<double, 6> counts{};
    constexpr int rolls = 600000;
    for (int i = 0; i < rolls; ++i)
        counts[static_cast<std::size_t>(source.roll(6) - 1)] += 1;
    const double expected = rolls / 6.0;
    double chiSquare = 0;
    for (const double c : counts)
        chiSquare += (c - expected) * (c - expected) / expected;
    // 5 degrees of freedom: 20.52 is the 0.999 quantile, so a fair die fails 1 seed in 1000.
    // The seed is fixed, so the test is deterministic.
    CHECK(chiSquare < 20.52);
}

TEST_CASE("dice of other sizes stay in range and reach every face", "[dice]")
{
    const std::int64_t sides = GENERATE(2, 3, 10, 20);
    DiceSource source(static_cast<std::uint64_t>(sides));
    std::vector<bool> seen(static_cast<std::size_t>(sides) + 1, false);
    for (int i = 0; i < 2000; ++i) {
        const auto face = source.roll(sides);
        REQUIRE(face >= 1);
        REQUIRE(face <= sides);
        seen[static_cast<std::size_t>(face)] = true;
    }
    for (std::int64_t f = 1; f <= sides; ++f)
        CHECK(seen[static_cast<std::size_t>(f)]);
}
