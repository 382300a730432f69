// SPDX-License-Identifier: GPL-3.0-or-later
// What the luck report concludes from its numbers: the verdict on a total of luck against the
// spread fair dice give it, and whether a die's faces look fair.

#include "core/dice_fairness.h"
#include "core/luck_verdict.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <stdexcept>

using namespace umpire;

namespace {

using LuckKind = LuckVerdict::Kind;
using FairnessVerdict = DiceFairness::Verdict;

/// The verdict on a total of `z` standard deviations over 40 rolls of variance 1/10 each: the
/// deviation 2 keeps the total and z exact, so the boundaries are met exactly.
LuckVerdict luckVerdictAtZ(double z)
{
    return luckVerdict(40, 2 * z, 4);
}

}  // namespace

TEST_CASE("A total of luck is judged by its z-score")
{
    const auto verdict = luckVerdict(40, 2.5, 4);
    CHECK(verdict.kind == LuckKind::AsExpected);
    CHECK(verdict.z == Approx(1.25));
    CHECK(verdict.pValue == Approx(std::erfc(1.25 / std::sqrt(2.0))));
    CHECK(verdict.ordinaryBand == Approx(3.92));
}

TEST_CASE("Luck verdicts at their boundaries")
{
    CHECK(luckVerdictAtZ(0).kind == LuckKind::AsExpected);
    CHECK(luckVerdictAtZ(1.999).kind == LuckKind::AsExpected);
    CHECK(luckVerdictAtZ(2).kind == LuckKind::Lucky);
    CHECK(luckVerdictAtZ(2.999).kind == LuckKind::Lucky);
    CHECK(luckVerdictAtZ(3).kind == LuckKind::VeryLucky);
    CHECK(luckVerdictAtZ(8).kind == LuckKind::VeryLucky);
    CHECK(luckVerdictAtZ(-1.999).kind == LuckKind::AsExpected);
    CHECK(luckVerdictAtZ(-2).kind == LuckKind::Unlucky);
    CHECK(luckVerdictAtZ(-2.999).kind == LuckKind::Unlucky);
    CHECK(luckVerdictAtZ(-3).kind == LuckKind::VeryUnlucky);
    CHECK(luckVerdictAtZ(-8).kind == LuckKind::VeryUnlucky);
}

TEST_CASE("The p-value of a luck verdict is two-sided")
{
    CHECK(luckVerdictAtZ(0).pValue == 1);
    CHECK(luckVerdictAtZ(1.96).pValue == Approx(0.05).epsilon(1e-3));
    CHECK(luckVerdictAtZ(-1.96).pValue == Approx(0.05).epsilon(1e-3));
    CHECK(luckVerdictAtZ(3).pValue == Approx(0.0026997960632601913));
    CHECK(luckVerdictAtZ(-3).pValue == Approx(0.0026997960632601913));
}

TEST_CASE("Too few rolls or no spread tell nothing")
{
    const auto few = luckVerdict(LuckVerdict::minimumRolls - 1, 4, 1);
    CHECK(few.kind == LuckKind::TooFew);
    CHECK(few.z == 0);
    CHECK(few.pValue == 1);
    CHECK(few.ordinaryBand == 0);
    CHECK(luckVerdict(LuckVerdict::minimumRolls, 4, 1).kind == LuckKind::VeryLucky);
    CHECK(luckVerdict(0, 0, 0).kind == LuckKind::TooFew);
    CHECK(luckVerdict(100, 0, 0).kind == LuckKind::TooFew);
    CHECK(luckVerdict(100, 1, -1).kind == LuckKind::TooFew);
    CHECK(luckVerdict(100, 1, std::numeric_limits<double>::quiet_NaN()).kind == LuckKind::TooFew);
    CHECK(luckVerdict(100, std::numeric_limits<double>::infinity(), 1).kind == LuckKind::TooFew);
}

TEST_CASE("A perfectly even die is fair")
{
    const auto fairness = judgeDice(DiceOrigin::Rolled, {100, 100, 100, 100, 100, 100});
    CHECK(fairness.origin == DiceOrigin::Rolled);
    CHECK(fairness.sides == 6);
    CHECK(fairness.thrown == 600);
    CHECK(fairness.faces == std::vector<std::int64_t>{100, 100, 100, 100, 100, 100});
    CHECK(fairness.chiSquare == 0);
    CHECK(fairness.pValue == 1);
    CHECK(fairness.verdict == FairnessVerdict::Fair);
}

TEST_CASE("A die showing mostly sixes is unfair with its p-value")
{
    // 100 throws with 50 sixes: chi-square 80 on 5 degrees of freedom.
    const auto fairness = judgeDice(DiceOrigin::Physical, {10, 10, 10, 10, 10, 50});
    CHECK(fairness.origin == DiceOrigin::Physical);
    CHECK(fairness.thrown == 100);
    CHECK(fairness.chiSquare == Approx(80));
    CHECK(fairness.pValue == Approx(8.3918251148316100895e-16).epsilon(1e-10));
    CHECK(fairness.verdict == FairnessVerdict::Unfair);
}

TEST_CASE("Dice fairness verdicts at their boundaries")
{
    // 600 throws of a d6 with one face's excess taken from another; p-values from 40-digit
    // arithmetic on either side of 0.01 and 0.001.
    const auto judged = [](std::int64_t excess) {
        return judgeDice(DiceOrigin::Physical, {100 + excess, 100 - excess, 100, 100, 100, 100});
    };
    CHECK(judged(27).pValue == Approx(0.0123160822903686));
    CHECK(judged(27).verdict == FairnessVerdict::Fair);
    CHECK(judged(28).pValue == Approx(0.007819630632576522));
    CHECK(judged(28).verdict == FairnessVerdict::Doubtful);
    CHECK(judged(32).pValue == Approx(0.001015293475626826));
    CHECK(judged(32).verdict == FairnessVerdict::Doubtful);
    CHECK(judged(33).pValue == Approx(0.0005764899920675503));
    CHECK(judged(33).verdict == FairnessVerdict::Unfair);
}

TEST_CASE("Too few throws per face cannot tell a die's fairness")
{
    const auto few = judgeDice(DiceOrigin::Physical, {1, 1, 1, 1, 1, 19});
    CHECK(few.thrown == 24);
    CHECK(few.verdict == FairnessVerdict::TooFew);
    CHECK(few.chiSquare == 0);
    CHECK(few.pValue == 1);
    // Exactly 5 expected per face is enough.
    CHECK(judgeDice(DiceOrigin::Physical, {5, 5, 5, 5, 5, 5}).verdict == FairnessVerdict::Fair);
    CHECK(judgeDice(DiceOrigin::Physical, {0, 0, 0, 0, 0, 0}).verdict == FairnessVerdict::TooFew);
    // A d20 needs 100 throws.
    CHECK(judgeDice(DiceOrigin::Rolled, std::vector<std::int64_t>(20, 4)).verdict == FairnessVerdict::TooFew);
    CHECK(judgeDice(DiceOrigin::Rolled, std::vector<std::int64_t>(20, 5)).verdict == FairnessVerdict::Fair);
    // A "die" of one face or none has nothing to compare.
    CHECK(judgeDice(DiceOrigin::Rolled, {1000}).verdict == FairnessVerdict::TooFew);
    const auto none = judgeDice(DiceOrigin::Rolled, {});
    CHECK(none.sides == 0);
    CHECK(none.verdict == FairnessVerdict::TooFew);
}

TEST_CASE("A negative count of a face is a caller's mistake")
{
    CHECK_THROWS_AS(judgeDice(DiceOrigin::Physical, {10, -1, 10, 10, 10, 10}), std::invalid_argument);
}
