// SPDX-License-Identifier: GPL-3.0-or-later
// Which resolutions were read on a row made of dice of different roles: the window, the CLI and
// the JSON give that row instead of a sum of the dice.
#include "engine/resolution.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

/// Abbeville's initiative as thrown: the French die 5, the German die 2, row 3, FRENCH.
Resolution namedDiceRead()
{
    Resolution r;
    r.dice.dice = {5, 2};
    r.natural = 7;
    r.modified = 3;
    r.row = 3;
    r.named = {{"french", "French die", {5}}, {"german", "German die", {2}}};
    r.outcome.code = "FRENCH";
    return r;
}

}  // namespace

TEST_CASE("A row made of dice of different roles is the row read", "[engine][resolution]")
{
    CHECK(namedDiceRead().rowReadFromNamedDice());
}

TEST_CASE("A roll of summed dice is not read from named dice", "[engine][resolution]")
{
    Resolution r;
    r.dice.dice = {3, 4};
    r.natural = 7;
    r.modified = 7;
    r.row = 7;
    r.outcome.code = "DR";
    CHECK_FALSE(r.rowReadFromNamedDice());
}

TEST_CASE("Named dice whose result is still on the printed chart read no row", "[engine][resolution]")
{
    Resolution r = namedDiceRead();
    r.outcome.code.clear();
    r.outcome.chartNeeded = true;
    CHECK_FALSE(r.rowReadFromNamedDice());
    // Nor named dice without any code, chart or not.
    r.outcome.chartNeeded = false;
    CHECK_FALSE(r.rowReadFromNamedDice());
}
