// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

namespace {

/// The concentric attack of rule 7.8 of La fleur au fusil.
QStringList example78()
{
    return {QStringLiteral("resolve"), QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat"),
            "--set", "attacker_side=german", "--set", "attacker_quality=superior", "--set", "attacker_steps_lost=1",
            "--set", "defender_quality=normal", "--set", "defender_steps_lost=1", "--set", "attacking_units=3",
            "--set", "attacking_hexes=2", "--set", "attacker_unit=light_infantry", "--set", "attacker_cavalry=true",
            "--set", "defending_units=2", "--set", "defender_terrain=forest", "--set", "attackers_in_forest=some",
            "--set", "defender_pinned=true", "--set", "artillery_support=1"};
}

QJsonObject modifier(const QJsonObject& resolution, const QString& id)
{
    for (const auto& m : resolution["modifiers"].toArray())
        if (m.toObject()["id"].toString() == id)
            return m.toObject();
    return {};
}

}  // namespace

TEST_CASE("the 7.8 example resolves to +1 with every modifier listed", "[cli][resolve]")
{
    const CliRun run = runCli(example78() << "--roll" << "4" << "--json");
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QJsonObject r = run.json();
    CHECK(r["drm_total"].toInt() == 1);
    CHECK(r["column"].isNull());
    struct Line { const char* id; bool applied; int value; };
    const auto line = GENERATE(Line{"attacker_quality", true, 1}, Line{"attacker_steps_lost", true, -1},
                               Line{"defender_quality", false, 0}, Line{"defender_steps_lost", true, 1},
                               Line{"artillery_support", false, 0}, Line{"terrain", true, -1}, Line{"not_pinned", false, 0},
                               Line{"additional_attackers", true, 2}, Line{"additional_defenders", true, -1});
    CAPTURE(line.id);
    const QJsonObject m = modifier(r, QString::fromLatin1(line.id));
    REQUIRE_FALSE(m.isEmpty());
    CHECK(m["applied"].toBool() == line.applied);
    CHECK(m["value"].toInt() == line.value);
    CHECK_FALSE(m["rule"].toString().isEmpty());
    CHECK_FALSE(m["reason"].toString().isEmpty());
    // The nine modifiers of 7.2-7.7 and the line confirming each unit attacks once (7).
    CHECK(r["modifiers"].toArray().size() == 10);
    CHECK(modifier(r, "attacks_once")["applied"].toBool() == false);

    const QJsonObject roll = r["roll"].toObject();
    CHECK(roll["dice"].toArray() == QJsonArray{4});
    CHECK(roll["natural"].toInt() == 4);
    CHECK(roll["modified"].toInt() == 5);
    CHECK(r["result"].toObject()["code"].toString() == "DR");
    CHECK_FALSE(r["result"].toObject()["text"].toString().isEmpty());
}

TEST_CASE("the exact chances of the 7.8 example are sixths", "[cli][resolve]")
{
    const CliRun run = runCli(example78() << "--no-roll" << "--json");
    REQUIRE(run.exitCode == 0);
    const QJsonObject r = run.json();
    CHECK(r["roll"].isNull());
    QMap<QString, QString> chances;
    for (const auto& entry : r["distribution"].toArray())
        chances[entry.toObject()["code"].toString()] = entry.toObject()["probability"].toString();
    const QMap<QString, QString> expected{{"AR", "1/6"}, {"NE", "1/3"}, {"DR", "1/6"}, {"DL", "1/6"}, {"DLR", "1/6"}};
    CHECK(chances == expected);
}

TEST_CASE("the text output shows the ledger, the chances and the roll", "[cli][resolve]")
{
    const CliRun run = runCli(example78() << "--roll" << "6");
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("Die modifier total: +1"));
    CHECK(run.out.contains("(7.2)"));
    CHECK(run.out.contains("(7.7)"));
    CHECK(run.out.contains("not applied"));
    CHECK(run.out.contains("natural 6, modified 7"));
    CHECK(run.out.contains("DLR"));
}

TEST_CASE("a modifier without a sentence of its own gets the program's words", "[cli][resolve]")
{
    // The test module's headquarters modifier gives no not_applied sentence (every shipped
    // modifier does): the engine says which case it is, and the CLI words it in English, in the
    // text and the JSON alike.
    const QString tables = testData("games");
    const QStringList args{"resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--no-roll"};
    const CliRun text = runCli(args, tables);
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains("Headquarters target (T1.3): not applied: Its condition does not hold"));
    const CliRun json = runCli(QStringList(args) << "--json", tables);
    REQUIRE(json.exitCode == 0);
    CHECK(modifier(json.json(), "headquarters")["reason"].toString() == "Its condition does not hold");
    // Applied, it needs no words beyond its label.
    const CliRun applied = runCli(QStringList(args) << "--set" << "target_is_hq=true", tables);
    REQUIRE(applied.exitCode == 0);
    CHECK(applied.out.contains("Headquarters target (T1.3)\n"));
}

TEST_CASE("impossible situations are refused with the rule and exit 1", "[cli][resolve]")
{
    struct Case { QStringList sets; const char* message; };
    const auto c = GENERATE(
        Case{{"attacker_side=french", "artillery_support=4"}, "7.4"},
        Case{{"attacker_side=german", "artillery_support=3"}, "7.4"},
        Case{{"artillery_support=1", "artillery_adjacent=2"}, "adjacent"},
        Case{{"attacker_steps_lost=3"}, "attacker_steps_lost must be"},
        Case{{"attacker_steps_lost=2"}, "at most 1 step(s)"},
        Case{{"attacking_units=2", "attackers_in_forest=some"}, "share its terrain"},
        Case{{"already_attacked=true"}, "only once per combat phase"},
        Case{{"defender_terrain=swamp"}, "clear | hill | forest | village"},
        Case{{"attakcer_side=french"}, "unknown input 'attakcer_side'"});
    QStringList args{"resolve", "la-fleur-au-fusil", "combat", "--roll", "3"};
    for (const QString& set : c.sets)
        args << "--set" << set;
    const CliRun run = runCli(args);
    CAPTURE(args.join(' ').toStdString(), run.err.toStdString());
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains(QString::fromLatin1(c.message)));
}

TEST_CASE("usage mistakes exit 2 and say what is wrong", "[cli][resolve]")
{
    CHECK(runCli({"resolve", "no-such-game", "combat"}).err.contains("unknown game 'no-such-game'"));
    CHECK(runCli({"resolve", "no-such-game", "combat"}).exitCode == 2);
    const CliRun procedure = runCli({"resolve", "la-fleur-au-fusil", "charge"});
    CHECK(procedure.exitCode == 2);
    CHECK(procedure.err.contains("the procedures are combat, bombardment, rally"));
    CHECK(runCli({"resolve", "la-fleur-au-fusil", "combat", "--roll", "x"}).exitCode == 2);
    CHECK(runCli({"resolve", "la-fleur-au-fusil", "combat", "--frobnicate"}).exitCode == 2);
    CHECK(runCli({"frobnicate"}).exitCode == 2);
}

TEST_CASE("physical dice are checked against the dice the roll takes", "[cli][resolve]")
{
    const CliRun face = runCli({"resolve", "la-fleur-au-fusil", "combat", "--roll", "7"});
    CHECK(face.exitCode == 1);
    CHECK(face.err.contains("1 to 6, not 7"));
    const CliRun count = runCli({"resolve", "la-fleur-au-fusil", "combat", "--roll", "3,4"});
    CHECK(count.exitCode == 1);
    CHECK(count.err.contains("more than the roll"));
}

TEST_CASE("a seed replays the same dice and is printed", "[cli][resolve]")
{
    const QStringList args{"resolve", "la-fleur-au-fusil", "bombardment", "--set", "artillery_units=5", "--seed", "99", "--json"};
    const CliRun first = runCli(args);
    const CliRun second = runCli(args);
    REQUIRE(first.exitCode == 0);
    CHECK(first.json()["seed"].toString() == "99");
    CHECK(first.json()["roll"].toObject()["dice"].toArray().size() == 5);
    CHECK(first.json()["roll"] == second.json()["roll"]);
    const CliRun unseeded = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "units=2"});
    CHECK(unseeded.exitCode == 0);
    CHECK(unseeded.out.contains("seed"));
}

TEST_CASE("bombardment counts hits die by die", "[cli][resolve]")
{
    const CliRun run = runCli({"resolve", "la-fleur-au-fusil", "bombardment", "--set", "artillery_units=3", "--set", "target_steps=5",
                               "--roll", "6,5,1", "--json"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject r = run.json();
    CHECK(r["result"].toObject()["code"].toString() == "2");
    QMap<QString, QString> chances;
    for (const auto& entry : r["distribution"].toArray())
        chances[entry.toObject()["code"].toString()] = entry.toObject()["probability"].toString();
    CHECK(chances == QMap<QString, QString>{{"0", "8/27"}, {"1", "4/9"}, {"2", "2/9"}, {"3", "1/27"}});
}

TEST_CASE("a follow-up roll takes the next die of --roll", "[cli][resolve][follow-up]")
{
    const QString tables = testData("games");
    const CliRun run = runCli({"resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--roll", "3,5", "--json"}, tables);
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QJsonObject r = run.json();
    CHECK(r["column"].toString() == "3-5");
    CHECK(r["result"].toObject()["code"].toString() == "N");
    // The follow-up stands at the top level beside its parent, not inside it.
    REQUIRE(r["follow_ups"].toArray().size() == 1);
    CHECK_FALSE(r.contains("follow_up"));
    const QJsonObject followUp = r["follow_ups"].toArray().first().toObject();
    CHECK(followUp["procedure"].toString() == "neutralisation");
    CHECK(followUp["roll"].toObject()["natural"].toInt() == 5);
    CHECK(followUp["result"].toObject()["code"].toString() == "NEUT");

    // One die only: the barrage is resolved and shown, the check is shown with its chances, not thrown.
    const CliRun missing = runCli({"resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--roll", "3"}, tables);
    INFO(missing.err.toStdString());
    CHECK(missing.exitCode == 0);
    CHECK(missing.out.contains("Result: N"));
    CHECK(missing.out.contains("Follow-up: Neutralisation check"));
    CHECK(missing.out.contains("Not thrown: give its dice with --roll"));
}

TEST_CASE("a cell missing from our sources asks for the printed chart", "[cli][resolve][chart]")
{
    const QString tables = testData("games");
    const QStringList args{"resolve", "umpire-test", "barrage", "--unit", "guns=points:6", "--roll", "5", "--json"};
    const CliRun run = runCli(args, tables);
    REQUIRE(run.exitCode == 0);
    CHECK(run.json()["result"].toObject()["code"].isNull());
    CHECK(run.json()["result"].toObject()["chart_needed"].toBool());
    const CliRun entered = runCli(QStringList(args) << "--chart-result" << "E", tables);
    CHECK(entered.exitCode == 0);
    CHECK(entered.json()["chart_result"].toString() == "E");
    const CliRun wrong = runCli(QStringList(args) << "--chart-result" << "Z", tables);
    CHECK(wrong.exitCode == 1);
    CHECK(wrong.err.contains("not a result of barrage"));
}

TEST_CASE("list-of-units inputs are given unit by unit", "[cli][resolve][units]")
{
    const QString tables = testData("games");
    const CliRun run = runCli({"resolve", "umpire-test", "barrage", "--unit", "guns=points:2", "--unit", "guns=points:3,neutralised:yes",
                               "--unit", "guns=points:1", "--no-roll", "--json"},
                              tables);
    REQUIRE(run.exitCode == 0);
    CHECK(run.json()["situation"].toObject()["guns"].toArray().size() == 3);
    CHECK(run.json()["column"].toString() == "3-5");
    const CliRun bad = runCli({"resolve", "umpire-test", "barrage", "--unit", "guns=power:2"}, tables);
    CHECK(bad.exitCode == 1);
    CHECK(bad.err.contains("points (0..9)"));
}

TEST_CASE("Verdun's fortress shift is a game option, reported with the resolution", "[cli][resolve][options]")
{
    const QStringList base{"resolve", "verdun-1916", "combat", "--set", "fortress=red", "--unit", "attackers=points:8",
                           "--unit", "defenders=points:2", "--roll", "3", "--json"};
    const CliRun off = runCli(base);
    REQUIRE(off.exitCode == 0);
    CHECK(off.json()["column"].toString() == "2/1");
    CHECK(modifier(off.json(), "fortress_shift")["applied"].toBool() == false);
    const QJsonArray offOptions = off.json()["options"].toArray();
    REQUIRE(offOptions.size() == 1);
    CHECK(offOptions[0].toObject()["id"].toString() == "fortress_shift");
    CHECK(offOptions[0].toObject()["value"].toString() == "false");

    const CliRun on = runCli(QStringList(base) << "--option" << "fortress_shift=true");
    REQUIRE(on.exitCode == 0);
    CHECK(on.json()["column"].toString() == "3/2");
    CHECK(modifier(on.json(), "fortress_shift")["value"].toInt() == -1);
    CHECK(on.json()["options"].toArray()[0].toObject()["value"].toString() == "true");
}

TEST_CASE("a choice game option is printed by its label and given to JSON by its id", "[cli][resolve][options]")
{
    const QStringList base{"resolve",  "campaigns-of-napoleon-light", "withdraw", "--set", "corps_side=french", "--set",
                           "french_sp=30", "--set", "coalition_sp=24", "--option", "withdraw_larger_force=army"};
    const CliRun text = runCli(base);
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains("Game option: In a withdraw, the larger force is (7.4.2, 7.4.3): The army\n"));
    const CliRun json = runCli(QStringList(base) << "--json");
    REQUIRE(json.exitCode == 0);
    const QJsonObject option = json.json()["options"].toArray()[0].toObject();
    CHECK(option["value"].toString() == "army");
    CHECK(option["value_label"].toString() == "The army");

    // The log keeps both and shows the label.
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "campaigns-of-napoleon-light"}).exitCode == 0);
    // A finished roll: physical dice, and the battle table's cell read off the printed chart.
    const CliRun recorded = runCli(QStringList{"--log", log} << base << "--roll" << "4,1,1" << "--chart-result" << "ADV" << "--chart"
                                                             << "battle_larger_force_losses:1:2=5" << "--chart"
                                                             << "battle_smaller_force_losses:1:2=10" << "--record");
    INFO(recorded.err.toStdString());
    REQUIRE(recorded.exitCode == 0);
    const CliRun show = runCli({"--log", log, "log", "show", "1"});
    REQUIRE(show.exitCode == 0);
    CHECK(show.out.contains("game options:\n  In a withdraw, the larger force is (7.4.2, 7.4.3): The army\n"));
    const QString csvFile = dir.filePath("log.csv");
    const CliRun csv = runCli({"--log", log, "log", "export", "csv", "--output", csvFile});
    REQUIRE(csv.exitCode == 0);
    QFile written(csvFile);
    REQUIRE(written.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(written.readAll()).contains("option In a withdraw, the larger force is: The army"));
}

TEST_CASE("the chances name each trigger by its label and rule", "[cli][resolve][triggers]")
{
    const CliRun run = runCli({"resolve", "duel-of-eagles", "fire_combat", "--set", "firing_side=french", "--set", "firing_unit=infantry",
                               "--set", "combat_factor=5", "--set", "fire_type=defensive_opportunity", "--set", "range=1", "--set",
                               "effective_range=2", "--set", "extended_range=3", "--set", "target_combat_factor=9", "--no-roll"});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("1/6     trigger: Low Ammo marker (10.7)\n"));
    CHECK_FALSE(run.out.contains("trigger: low_ammo"));
}

TEST_CASE("a cell read off the chart is named column then row, as its key and its question are", "[cli][resolve]")
{
    const QString tables = testData("procedures");
    const QStringList args{"resolve", "test-lookup-question", "fire", "--set", "unit=rifle", "--set", "range=4"};
    const CliRun asked = runCli(QStringList(args) << "--no-roll", tables);
    REQUIRE(asked.exitCode == 0);
    CHECK(asked.out.contains("Base attack factor (T3), column 4.., row rifle"));
    CHECK(asked.out.contains("--chart 'base_attack:4..:rifle=VALUE'"));
    const CliRun answered = runCli(QStringList(args) << "--chart" << "base_attack:4..:rifle=2" << "--roll" << "3", tables);
    REQUIRE(answered.exitCode == 0);
    CHECK(answered.out.contains("Your value: Base attack factor, 4.., rifle = 2 (read off your chart)"));
    const CliRun json = runCli(QStringList(args) << "--chart" << "base_attack:4..:rifle=2" << "--roll" << "3" << "--json", tables);
    REQUIRE(json.exitCode == 0);
    const QJsonArray values = json.json()["player_values"].toArray();
    REQUIRE(values.size() == 1);
    CHECK(values[0].toObject()["label"].toString() == "Base attack factor, 4.., rifle");
}
