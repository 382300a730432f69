// SPDX-License-Identifier: GPL-3.0-or-later
// Q(a, x) against its closed forms and reference values, and the chi-square test of counts
// against equal chances: textbook critical values, even and loaded dice, and a seeded
// simulation of fair dice whose p-values must fall below 0.05 about 5 times in 100.

#include "engine/chi_square.h"
#include "engine/regularized_gamma.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

using namespace umpire;

namespace {

/// What the function promises where the value is a normal double.
constexpr double gammaTestTolerance = 1e-12;

}  // namespace

TEST_CASE("Q(1 x) is e^-x")
{
    const double x = GENERATE(0.0, 1e-300, 1e-8, 0.1, 0.5, 1.0, 1.5, 2.0, 3.0, 10.0, 50.0, 300.0, 700.0);
    CAPTURE(x);
    CHECK(upperRegularizedGamma(1, x) == Approx(std::exp(-x)).epsilon(gammaTestTolerance));
}

TEST_CASE("Q(1/2 x) is erfc(sqrt x)")
{
    const double x = GENERATE(1e-12, 0.01, 0.3, 1.0, 1.4999, 1.5, 1.5001, 4.0, 25.0, 100.0, 600.0);
    CAPTURE(x);
    CHECK(upperRegularizedGamma(0.5, x) == Approx(std::erfc(std::sqrt(x))).epsilon(gammaTestTolerance));
}

TEST_CASE("Q of a whole shape is the Poisson tail e^-x (1 + x + ... + x^(n-1)/(n-1)!)")
{
    const int n = GENERATE(2, 3, 5, 10, 20);
    const double x = GENERATE(0.5, 2.0, 4.0, 9.5, 10.0, 11.0, 15.0, 40.0);
    CAPTURE(n, x);
    double term = 1;
    double sum = 1;
    for (int k = 1; k < n; ++k) {
        term *= x / k;
        sum += term;
    }
    CHECK(upperRegularizedGamma(n, x) == Approx(std::exp(-x) * sum).epsilon(gammaTestTolerance));
}

TEST_CASE("Q against reference values from 40-digit arithmetic")
{
    // mpmath.gammainc(a, x, inf, regularized=True) with 40 digits.
    CHECK(upperRegularizedGamma(3.5, 2) == Approx(0.77977740847571592093).epsilon(gammaTestTolerance));
    CHECK(upperRegularizedGamma(0.5, 700) == Approx(2.101014516264217495e-306).epsilon(gammaTestTolerance));
    // A tiny shape: Q is about a E1(x), far below 1 - P's reach.
    CHECK(upperRegularizedGamma(1e-10, 1) == Approx(2.1938393441796777775e-11).epsilon(gammaTestTolerance));
    // A large shape at x = a, where ln Γ(a) and a ln x are near 1.3e7 and must not be subtracted.
    CHECK(upperRegularizedGamma(1e6, 1e6) == Approx(0.49986701923912740876).epsilon(gammaTestTolerance));
}

TEST_CASE("Q at the ends of its domain and outside it")
{
    constexpr double infinity = std::numeric_limits<double>::infinity();
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    CHECK(upperRegularizedGamma(2.5, 0) == 1);
    CHECK(upperRegularizedGamma(2.5, infinity) == 0);
    CHECK(upperRegularizedGamma(infinity, 3) == 1);
    CHECK(upperRegularizedGamma(2, 1e308) == 0);
    CHECK(upperRegularizedGamma(1e308, 2) == 1);
    CHECK(std::isnan(upperRegularizedGamma(0, 1)));
    CHECK(std::isnan(upperRegularizedGamma(-1, 1)));
    CHECK(std::isnan(upperRegularizedGamma(1, -1)));
    CHECK(std::isnan(upperRegularizedGamma(nan, 1)));
    CHECK(std::isnan(upperRegularizedGamma(1, nan)));
    CHECK(std::isnan(upperRegularizedGamma(infinity, infinity)));
}

TEST_CASE("Q answers large shapes and arguments without hanging")
{
    // Near x = a the sums need about 9 sqrt(a) terms: fine at 1e9, beyond the bound at 1e300.
    CHECK(upperRegularizedGamma(1e9, 1e9) == Approx(0.5).margin(1e-4));
    CHECK(upperRegularizedGamma(1e9, 1.1e9) == 0);
    CHECK(upperRegularizedGamma(1e9, 0.9e9) == 1);
    CHECK(std::isnan(upperRegularizedGamma(1e300, 1e300)));
    const double huge = std::numeric_limits<double>::max();
    CHECK(std::isnan(upperRegularizedGamma(huge, huge)));
    CHECK(upperRegularizedGamma(0.5, huge) == 0);
    CHECK(upperRegularizedGamma(huge, 0.5) == 1);
    CHECK(upperRegularizedGamma(std::numeric_limits<double>::denorm_min(), 1) >= 0);
}

TEST_CASE("Textbook chi-square critical values for 5 degrees of freedom")
{
    // Tables print these to 4 or 5 figures; the p-values they stand for agree to that.
    CHECK(upperRegularizedGamma(2.5, 11.0705 / 2) == Approx(0.05).epsilon(1e-5));
    CHECK(upperRegularizedGamma(2.5, 15.0863 / 2) == Approx(0.01).epsilon(1e-4));
    CHECK(upperRegularizedGamma(2.5, 20.515 / 2) == Approx(0.001).epsilon(1e-5));
}

TEST_CASE("An evenly thrown d6 gives statistic 0 and p-value 1")
{
    const auto test = uniformChiSquare({100, 100, 100, 100, 100, 100});
    CHECK(test.statistic == 0);
    CHECK(test.degreesOfFreedom == 5);
    CHECK(test.pValue == 1);
}

TEST_CASE("Dice loaded toward six give a tiny p-value")
{
    // 600 throws with 350 sixes: Σ (o - e)^2 / e = (5 * 50^2 + 250^2) / 100 = 750.
    const auto loaded = uniformChiSquare({50, 50, 50, 50, 50, 350});
    CHECK(loaded.statistic == Approx(750));
    CHECK(loaded.degreesOfFreedom == 5);
    CHECK(loaded.pValue == Approx(7.5633814642117345346e-160).epsilon(gammaTestTolerance));
    // 100 throws with 50 sixes: expected 100/6 each, statistic 80.
    const auto fewer = uniformChiSquare({10, 10, 10, 10, 10, 50});
    CHECK(fewer.statistic == Approx(80));
    CHECK(fewer.pValue == Approx(8.3918251148316100895e-16).epsilon(gammaTestTolerance));
}

TEST_CASE("Counts near what a fair die gives keep a large p-value")
{
    // Expected 100/6 per face: statistic 5.12 on 5 degrees of freedom.
    const auto test = uniformChiSquare({16, 18, 16, 14, 12, 24});
    CHECK(test.statistic == Approx(5.12));
    CHECK(test.pValue == Approx(0.40141159324609533362).epsilon(gammaTestTolerance));
}

TEST_CASE("No counts or nothing counted give statistic 0 and p-value 1")
{
    const auto empty = uniformChiSquare({});
    CHECK(empty.statistic == 0);
    CHECK(empty.degreesOfFreedom == 0);
    CHECK(empty.pValue == 1);
    const auto zeros = uniformChiSquare({0, 0, 0, 0});
    CHECK(zeros.statistic == 0);
    CHECK(zeros.degreesOfFreedom == 3);
    CHECK(zeros.pValue == 1);
    const auto single = uniformChiSquare({42});
    CHECK(single.statistic == 0);
    CHECK(single.degreesOfFreedom == 0);
    CHECK(single.pValue == 1);
}

TEST_CASE("A negative count is a caller's mistake")
{
    CHECK_THROWS_AS(uniformChiSquare({3, -1, 4}), std::invalid_argument);
}

TEST_CASE("Fair dice fall below p 0.05 about 5 times in 100 (seeded simulation)")
{
    // 2,000 tallies of 120 throws of a fair d6 (20 expected per face). The share below 0.05
    // has a binomial spread of sqrt(0.05 * 0.95 / 2000) = 0.0049; 4 of those is the tolerance.
    constexpr int tallies = 2000;
    constexpr int throwsPerTally = 120;
    constexpr double shareTolerance = 4 * 0.0049;
    std::mt19937_64 generator(48);
    std::uniform_int_distribution<int> face(0, 5);
    int belowFivePercent = 0;
    int belowOnePercent = 0;
    for (int tally = 0; tally < tallies; ++tally) {
        std::vector<std::int64_t> counts(6, 0);
        for (int i = 0; i < throwsPerTally; ++i)
            ++counts[std::size_t(face(generator))];
        const double p = uniformChiSquare(counts).pValue;
        belowFivePercent += p < 0.05;
        belowOnePercent += p < 0.01;
    }
    CHECK(double(belowFivePercent) / tallies == Approx(0.05).margin(shareTolerance));
    // sqrt(0.01 * 0.99 / 2000) = 0.0022.
    CHECK(double(belowOnePercent) / tallies == Approx(0.01).margin(4 * 0.0022));
}
