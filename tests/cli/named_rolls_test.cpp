// SPDX-License-Identifier: GPL-3.0-or-later
// Physical dice given by name reach every step of a chain, even past a decision step that
// throws nothing (Campaigns of Napoleon's battle: bombardment, totals, rounding, battle table).
// The text gives such dice by name, with the row read rather than a sum; the JSON gives that row.

#include "cli_run.h"
#include "napoleon_battle_situation.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QTemporaryDir>

namespace {

QStringList battle() { return napoleonBattleSituation() << "--json"; }

}  // namespace

TEST_CASE("Dice named for later steps pass a step without dice", "[cli][resolve][napoleon]")
{
    const CliRun inOrder = runCli(battle() << "--roll" << "2,4" << "--roll" << "4" << "--roll" << "3,4");
    REQUIRE(inOrder.exitCode == 0);
    const CliRun byName = runCli(battle() << "--roll" << "french_bombardment_die=2" << "--roll" << "coalition_bombardment_die=4"
                                          << "--roll" << "rounding_die=4" << "--roll" << "advantaged_die=3"
                                          << "--roll" << "disadvantaged_die=4");
    INFO(byName.err.toStdString());
    REQUIRE(byName.exitCode == 0);
    CHECK(byName.json() == inOrder.json());
    // Both stop at the missing battle table, at the advantaged die + 2 and the other die.
    CHECK(byName.json()["result"].toObject()["question"].toObject()["key"].toString() == "battle_table:4:5");
}

TEST_CASE("A named die that no step throws is still refused", "[cli][resolve][napoleon]")
{
    const CliRun run = runCli(battle() << "--roll" << "french_bombardment_die=2" << "--roll" << "coalition_bombardment_die=4"
                                       << "--roll" << "rounding_die=4" << "--roll" << "advantaged_die=3"
                                       << "--roll" << "disadvantaged_die=4" << "--roll" << "reserve_die=6"
                                       << "--chart" << "battle_table:4:5=ADV" << "--chart" << "battle_larger_force_losses:4:5=5"
                                       << "--chart" << "battle_smaller_force_losses:4:5=10" << "--chart" << "battle_retreat:4:5=2");
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains("reserve_die"));
}

TEST_CASE("Dice of different roles show the row they were read on, not their sum", "[cli][resolve]")
{
    // Abbeville's initiative reads the French die less the German one: 5 and 2 read row 3, where
    // a sum ("natural 7") would mean nothing.
    const CliRun run = runCli({"resolve", "abbeville-1940", "initiative", "--roll", "5,2"});
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("Roll: French die 5, German die 2  read on row 3\n"));
    CHECK_FALSE(run.out.contains("natural"));
    CHECK(run.out.contains("Result: FRENCH"));
    const CliRun json = runCli({"resolve", "abbeville-1940", "initiative", "--roll", "5,2", "--json"});
    REQUIRE(json.exitCode == 0);
    CHECK(json.json()["roll"].toObject()["row"].toInt() == 3);
}

TEST_CASE("The log gives dice of different roles as resolve does", "[cli][log][record]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "abbeville-1940"}).exitCode == 0);
    const CliRun recorded = runCli({"--log", log, "resolve", "abbeville-1940", "initiative", "--roll", "5,2", "--record"});
    INFO(recorded.err.toStdString());
    REQUIRE(recorded.exitCode == 0);
    const CliRun list = runCli({"--log", log, "log", "list"});
    CHECK(list.out.contains("initiative  French die 5, German die 2  read on row 3 "));
    CHECK_FALSE(list.out.contains("natural"));
    const CliRun show = runCli({"--log", log, "log", "show", "1"});
    CHECK(show.out.contains("roll:          French die 5, German die 2  read on row 3\n"));
    CHECK_FALSE(show.out.contains("natural"));
}

TEST_CASE("Dice in order that run out before a follow-up show the roll and what is not thrown", "[cli][resolve][duel]")
{
    // Duel of Eagles' fire at column 1 reads MT on a 5: a Morale Test follows, with a die of its own.
    const QStringList fire{"resolve", "duel-of-eagles", "fire_combat", "--set", "combat_factor=1", "--set", "target_combat_factor=1",
                           "--set", "range=1", "--set", "effective_range=2", "--set", "extended_range=3", "--roll"};
    const CliRun first = runCli(QStringList(fire) << "5");
    INFO(first.err.toStdString());
    REQUIRE(first.exitCode == 0);
    CHECK(first.out.contains("Result: MT"));
    CHECK(first.out.contains("Follow-up: Morale Test (10.6)"));
    CHECK(first.out.contains("Not thrown: give its dice with --roll, after the ones above\n"));

    const CliRun both = runCli(QStringList(fire) << "5,3");
    REQUIRE(both.exitCode == 0);
    CHECK(both.out.contains("Roll: 3"));
    CHECK_FALSE(both.out.contains("Not thrown"));

    // A step given some of its dice but not all is still refused: that is a typing slip.
    const CliRun partial = runCli(battle() << "--roll" << "2");
    CHECK(partial.exitCode == 1);
    CHECK(partial.err.contains("takes 2 dice, but --roll has 1"));
}

TEST_CASE("Dice that cannot change the result are not asked for", "[cli][resolve][napoleon][dice]")
{
    // Neither side has guns; 21 SP against 20 gives no odds modifier, so the modifiers are equal
    // (0 and 0): nothing to round, and the Coalition, with more SP, is advantaged.
    const QStringList noGuns = {"resolve", "campaigns-of-napoleon-light", "battle", "--set", "french_sp=20", "--set", "coalition_sp=21"};
    const CliRun shown = runCli(QStringList(noGuns) << "--no-roll");
    INFO(shown.out.toStdString() << shown.err.toStdString());
    REQUIRE(shown.exitCode == 0);
    // Who is advantaged, and why, before any die: the steps without a die to throw are gone through.
    CHECK(shown.out.contains("Advantaged side"));
    CHECK(shown.out.contains("The Coalition"));
    // Neither the bombardment dice nor the rounding die is thrown.
    CHECK(shown.out.count("dice: none needed (no throw can change the result here)") == 2);
    CHECK_FALSE(shown.out.contains("French bombardment die (french_bombardment_die) 1d6"));
    CHECK_FALSE(shown.out.contains("Rounding die (rounding_die) 1d6"));

    // Physical dice go to the battle dice, the only ones thrown.
    const CliRun thrown = runCli(QStringList(noGuns) << "--json" << "--roll" << "3,4");
    INFO(thrown.err.toStdString());
    REQUIRE(thrown.exitCode == 0);
    const QJsonArray steps = thrown.json()["steps"].toArray();
    REQUIRE(steps.size() == 4);
    CHECK(steps[0].toObject()["dice_not_needed"].toArray() ==
          QJsonArray{"french_bombardment_die", "coalition_bombardment_die"});
    CHECK(steps[0].toObject()["roll"].toObject()["dice"].toArray().isEmpty());
    CHECK(steps[2].toObject()["dice_not_needed"].toArray() == QJsonArray{"rounding_die"});
    CHECK(steps[3].toObject()["roll"].toObject()["dice"].toArray() == QJsonArray{3, 4});
    // A die given for a step that throws nothing is one too many.
    CHECK(runCli(QStringList(noGuns) << "--roll" << "2,4,3,4").exitCode != 0);
}
