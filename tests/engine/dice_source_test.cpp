// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/dice_source.h"

#include <catch2/catch.hpp>

#include <vector>

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

namespace {

/// Chi-square of `rolls` faces of a die of `sides` from `roll` against the uniform law.
template <typename Roll>
double chiSquare(std::int64_t sides, int rolls, Roll roll)
{
    std::vector<double> counts(static_cast<std::size_t>(sides), 0.0);
    for (int i = 0; i < rolls; ++i) {
        const auto face = roll();
        REQUIRE(face >= 1);
        REQUIRE(face <= sides);
        counts[static_cast<std::size_t>(face - 1)] += 1;
    }
    const double expected = rolls / static_cast<double>(sides);
    double sum = 0;
    for (const double c : counts)
        sum += (c - expected) * (c - expected) / expected;
    return sum;
}

}  // namespace

TEST_CASE("d6 and d10 are uniform (chi-square over a million seeded faces)", "[dice]")
{
    // 0.999 quantiles of chi-square with 5 and 9 degrees of freedom: a fair die fails one
    // seed in a thousand. The seeds are fixed, so the test is deterministic; a biased face
    // rule (a plain modulo of a 32-bit draw, say) would also pass this, so the reach test
    // below and the pinned faces above guard the rest.
    const auto [sides, limit] = GENERATE(table<std::int64_t, double>({{6, 20.52}, {10, 27.88}}));
    DiceSource source(static_cast<std::uint64_t>(20261121 + sides));
    const double value = chiSquare(sides, 1000000, [&] { return source.roll(sides); });
    INFO("d" << sides << ": chi-square " << value);
    CHECK(value < limit);
}

TEST_CASE("a grossly biased die fails the chi-square check", "[dice]")
{
    // The check itself can fail: one face in 100 moved from 6 to 1 is caught.
    DiceSource source(7);
    int i = 0;
    const double value = chiSquare(6, 1000000, [&] {
        const auto face = source.roll(6);
        return (++i % 100 == 0 && face == 6) ? std::int64_t{1} : face;
    });
    CHECK(value > 20.52);
}

TEST_CASE("two unseeded sources throw different dice", "[dice]")
{
    DiceSource a = DiceSource::fromEntropy();
    DiceSource b = DiceSource::fromEntropy();
    CHECK(a.seed() != b.seed());
    std::vector<std::int64_t> first;
    std::vector<std::int64_t> second;
    for (int i = 0; i < 64; ++i) {
        first.push_back(a.roll(6));
        second.push_back(b.roll(6));
    }
    // 64 equal d6 faces by chance: 6^-64.
    CHECK(first != second);
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
