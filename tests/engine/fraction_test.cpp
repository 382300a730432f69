// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/arithmetic_error.h"
#include "engine/fraction.h"

#include <catch2/catch.hpp>

using umpire::ArithmeticError;
using umpire::Fraction;

TEST_CASE("fractions stay in lowest terms with a positive denominator", "[fraction]")
{
    CHECK(Fraction(6, 4).toString() == "3/2");
    CHECK(Fraction(3, -6).toString() == "-1/2");
    CHECK(Fraction(8, 4).isWhole());
    CHECK_THROWS_AS(Fraction(1, 0), ArithmeticError);
}

TEST_CASE("floor, ceil and round are exact", "[fraction]")
{
    struct Case { std::int64_t n, d, floor, ceil, round; };
    const auto c = GENERATE(Case{7, 2, 3, 4, 4}, Case{-7, 2, -4, -3, -4}, Case{5, 3, 1, 2, 2}, Case{4, 3, 1, 2, 1},
                            Case{-4, 3, -2, -1, -1}, Case{6, 3, 2, 2, 2}, Case{1, 2, 0, 1, 1}, Case{-1, 2, -1, 0, -1});
    const Fraction f(c.n, c.d);
    CAPTURE(c.n, c.d);
    CHECK(f.floor() == c.floor);
    CHECK(f.ceil() == c.ceil);
    CHECK(f.round() == c.round);
}

TEST_CASE("fractions compare exactly, even where doubles would not", "[fraction]")
{
    CHECK(Fraction(13, 10) > Fraction(129, 100));
    CHECK(Fraction(17, 10) == *Fraction::parse("1.7"));
    CHECK(Fraction(1, 3) < Fraction(333333334, 1000000000));
    CHECK((Fraction(1, 3) + Fraction(1, 6)).toString() == "1/2");
    CHECK((Fraction(2, 3) / Fraction(4, 9)).toString() == "3/2");
}

TEST_CASE("fraction text is parsed strictly", "[fraction]")
{
    CHECK(Fraction::parse("3/2")->toString() == "3/2");
    CHECK(Fraction::parse("-2")->toString() == "-2");
    CHECK(Fraction::parse("1.25")->toString() == "5/4");
    CHECK(Fraction::parse("-0.5")->toString() == "-1/2");
    CHECK_FALSE(Fraction::parse("1/0"));
    CHECK_FALSE(Fraction::parse("abc"));
    CHECK_FALSE(Fraction::parse("1.2.3"));
    CHECK_FALSE(Fraction::parse(""));
}

TEST_CASE("overflow is reported, never wrapped", "[fraction]")
{
    const Fraction big(std::numeric_limits<std::int64_t>::max());
    CHECK_THROWS_AS(big + Fraction(1), ArithmeticError);
    CHECK_THROWS_AS(big * Fraction(2), ArithmeticError);
}
