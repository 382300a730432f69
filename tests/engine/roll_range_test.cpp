// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/roll_range.h"

#include <catch2/catch.hpp>

using umpire::RollRange;

TEST_CASE("roll ranges read single rolls, spans and open ends", "[roll-range]")
{
    const auto one = RollRange::parse("5");
    REQUIRE(one);
    CHECK(one->contains(5));
    CHECK_FALSE(one->contains(6));

    const auto span = RollRange::parse("3..4");
    REQUIRE(span);
    CHECK(span->contains(3));
    CHECK(span->contains(4));
    CHECK_FALSE(span->contains(2));

    const auto up = RollRange::parse("7..");
    REQUIRE(up);
    CHECK(up->contains(7));
    CHECK(up->contains(70));
    CHECK_FALSE(up->contains(6));

    const auto down = RollRange::parse("..1");
    REQUIRE(down);
    CHECK(down->contains(-5));
    CHECK_FALSE(down->contains(2));

    const auto negative = RollRange::parse("-2..0");
    REQUIRE(negative);
    CHECK(negative->contains(-2));
    CHECK(negative->toString() == "-2..0");
}

TEST_CASE("bad roll ranges are refused", "[roll-range]")
{
    const auto text = GENERATE("", "..", "4..3", "a", "1..b", "3-4");
    CAPTURE(text);
    CHECK_FALSE(RollRange::parse(text));
}

TEST_CASE("roll ranges detect overlaps", "[roll-range]")
{
    CHECK(RollRange::parse("3..4")->overlaps(*RollRange::parse("4")));
    CHECK_FALSE(RollRange::parse("3..4")->overlaps(*RollRange::parse("5..")));
    CHECK(RollRange::parse("..1")->overlaps(*RollRange::parse("-3")));
}
