// SPDX-License-Identifier: GPL-3.0-or-later
// What `resolve` shows before the dice (the shipped modules' shown values) and what it asks
// for (required inputs), in text and JSON.

#include "cli_run.h"
#include "log/game_log.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

using namespace umpire;

namespace {

// French 20 SP with two tactical leaders attack 30 Coalition SP, no artillery: +2 each (the
// Coalition's on the odds), so the Coalition, with more strength points, is advantaged. No die
// can change the bombardment (no guns) or the rounding (nothing to round): none is thrown.
QStringList shownBattle()
{
    return {"resolve", "campaigns-of-napoleon-light", "battle", "--set", "attacker=french", "--set", "french_sp=20",
            "--set", "coalition_sp=30", "--set", "french_tactical_leaders=2", "--no-roll"};
}

QJsonObject shownLine(const QJsonObject& resolution, const QString& id)
{
    for (const auto& line : resolution["shown"].toArray())
        if (line.toObject()["id"].toString() == id)
            return line.toObject();
    return {};
}

}  // namespace

TEST_CASE("a Napoleon battle prints who is advantaged and why before the advantage and battle dice", "[cli][resolve][shown]")
{
    const CliRun run = runCli(shownBattle());
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto side = run.out.indexOf("Advantaged side (7.4.3): The Coalition\n");
    const auto why = run.out.indexOf(
        "Why (7.4.3): Equal modifiers (2); more strength points after the bombardment: Coalition 30 against French 20\n");
    REQUIRE(side >= 0);
    REQUIRE(why > side);
    // Before any die: the battle dice are the first asked for, after it.
    const auto battleDice = run.out.indexOf("Coalition die — advantaged (advantaged_die) 1d6");
    REQUIRE(battleDice > why);
    CHECK_FALSE(run.out.contains("Roll:"));
    CHECK(run.out.indexOf("Rounding die (rounding_die) 1d6") < 0);
}

TEST_CASE("resolve --json carries the shown values as a list of id, label, value and rule", "[cli][resolve][shown]")
{
    const CliRun run = runCli(QStringList(shownBattle()) << "--json");
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    // The advantage step, which throws no die here, then the battle table, not thrown.
    const QJsonArray steps = run.json()["steps"].toArray();
    REQUIRE(steps.size() == 4);
    const QJsonObject advantage = steps[2].toObject();
    CHECK(advantage["step"].toString() == "advantage");
    const QJsonObject side = shownLine(advantage, "advantaged_side");
    CHECK(side == QJsonObject{{"id", "advantaged_side"}, {"label", "Advantaged side"}, {"value", "The Coalition"}, {"rule", "7.4.3"}});
    CHECK(shownLine(advantage, "advantage_reason")["value"].toString().startsWith("Equal modifiers (2)"));
    CHECK(shownLine(advantage, "modifier_difference")["value"].toString() == "0");
}

TEST_CASE("the shipped grids show their odds or factor before and after shifts", "[cli][resolve][shown]")
{
    SECTION("Abbeville's final attack factor, as a number")
    {
        const CliRun run = runCli({"resolve", "abbeville-1940", "fire", "--set", "fire_type=direct", "--set", "base_attack_factor=6",
                                   "--set", "range=2", "--no-roll", "--json"});
        INFO(run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        CHECK(shownLine(run.json(), "final_attack_factor")["value"].toString() == "4");
    }
    SECTION("Verdun's odds and columns")
    {
        const CliRun run = runCli({"resolve", "verdun-1916", "combat", "--no-roll", "--json"});
        INFO(run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        const QJsonObject r = run.json();
        CHECK_FALSE(shownLine(r, "odds")["value"].toString().isEmpty());
        CHECK(shownLine(r, "column_after_shifts")["value"].toString() == r["column"].toString());
        CHECK_FALSE(shownLine(r, "column_before_shifts")["value"].toString().isEmpty());
    }
}

TEST_CASE("a Duel of Eagles fire without the target's combat factor is refused naming it", "[cli][resolve][required]")
{
    const CliRun run = runCli({"resolve", "duel-of-eagles", "fire_combat", "--set", "firing_side=french", "--set",
                               "firing_unit=infantry", "--set", "combat_factor=5", "--roll", "4"});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains("Target's Combat Factor (for a Morale Test) (target_combat_factor) must be given: it has no default"));
    CHECK(run.out.indexOf("Roll:") < 0);
    // The range and the firer's ranges, read off its counter, have no default either: with the
    // target given, the fire asks for those its checks read.
    const CliRun ranges = runCli({"resolve", "duel-of-eagles", "fire_combat", "--set", "firing_side=french", "--set",
                                  "firing_unit=infantry", "--set", "combat_factor=5", "--set", "target_combat_factor=4", "--roll",
                                  "4"});
    CHECK(ranges.exitCode == 1);
    CHECK(ranges.err.contains("(effective_range) must be given: this situation reads it and it has no default"));
    CHECK(ranges.err.contains("(range) must be given: this situation reads it and it has no default"));

    const CliRun given = runCli({"resolve", "duel-of-eagles", "fire_combat", "--set", "firing_side=french", "--set",
                                 "firing_unit=infantry", "--set", "combat_factor=5", "--set", "target_combat_factor=4", "--set",
                                 "range=1", "--set", "effective_range=2", "--set", "extended_range=3", "--roll", "4"});
    INFO(given.err.toStdString());
    CHECK(given.exitCode == 0);
}

TEST_CASE("the log keeps the shown values with the roll, and older entries without them read and verify", "[cli][record][shown]")
{
    // A log of an earlier version: its four entries were written before shown values existed.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(QFile::copy(testData("log/schema-v5.sqlite"), log));
    QFile::setPermissions(log, QFile::ReadOwner | QFile::WriteOwner);
    REQUIRE(runCli({"--log", log, "log", "new", "la-fleur-au-fusil"}).exitCode == 0);
    const CliRun recorded = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "combat", "--set", "artillery_support=2",
                                    "--roll", "4", "--record"});
    INFO(recorded.err.toStdString());
    REQUIRE(recorded.exitCode == 0);
    CHECK(runCli({"--log", log, "log", "verify"}).exitCode == 0);

    GameLog opened;
    REQUIRE(opened.open(log));
    LogFilter all;
    all.withResolution = true;
    const auto entries = opened.entries(all);
    REQUIRE(entries);
    int withShown = 0;
    int without = 0;
    for (const LogEntry& entry : *entries) {
        const QJsonArray shown = entry.resolution().value("shown").toArray();
        if (shown.isEmpty()) {
            ++without;
            continue;
        }
        ++withShown;
        CHECK(entry.procedure == "combat");
        CHECK(shown.at(0).toObject() == QJsonObject{{"id", "artillery_value"},
                                                    {"label", "Artillery value (after halving in forest or village)"},
                                                    {"value", "2"},
                                                    {"rule", "7.4"}});
    }
    CHECK(withShown == 1);
    CHECK(without == 4);
}
