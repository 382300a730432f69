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

TEST_CASE("fractions read as the rules print them", "[fraction]")
{
    CHECK(Fraction(17, 2).toMixedString() == "8\u00bd");
    CHECK(Fraction(1, 2).toMixedString() == "\u00bd");
    CHECK(Fraction(-5, 4).toMixedString() == "-1\u00bc");
    CHECK(Fraction(11, 4).toMixedString() == "2\u00be");
    CHECK(Fraction(7, 3).toMixedString() == "2\u2153");
    CHECK(Fraction(59, 7).toMixedString() == "8 3/7");
    CHECK(Fraction(3, 7).toMixedString() == "3/7");
    CHECK(Fraction(8).toMixedString() == "8");
    CHECK(Fraction(std::numeric_limits<std::int64_t>::min()).toMixedString() == "-9223372036854775808");
    CHECK(Fraction(std::numeric_limits<std::int64_t>::min() + 1, 2).toMixedString() == "-4611686018427387903\u00bd");
}

TEST_CASE("fractions in a sentence read as decimals when they end", "[fraction]")
{
    CHECK(Fraction(15, 2).toReadableString() == "7.5");  // a percentage: 7.5%, not 15/2%
    CHECK(Fraction(-1, 8).toReadableString() == "-0.125");
    CHECK(Fraction(1, 16).toReadableString() == "0.0625");
    CHECK(Fraction(1, 32).toReadableString() == "1/32");  // five places: too long for a sentence
    CHECK(Fraction(25, 3).toReadableString() == "8\u2153");
    CHECK(Fraction(4).toReadableString() == "4");
}
