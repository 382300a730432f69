// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON of a roll of several steps: `resolve --json` prints every step at the top level, in
// the order thrown, with its chances keyed by code; the log keeps the shape it always has (the
// earlier steps inside the last step's object), so entries old and new read the same.

#include "cli_run.h"
#include "napoleon_battle_situation.h"
#include "log/game_log.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace umpire;

namespace {

QStringList battleSituation() { return napoleonBattleSituation() << "--json"; }

/// The battle thrown to its end: bombardment 2 and 4, a decision step without dice, rounding
/// die 4, battle dice 3 and 4, the cells of the battle table read off the printed chart.
QStringList finishedStepsBattle()
{
    return battleSituation() << "--chart" << "battle_table:4:5=ADV" << "--chart" << "battle_larger_force_losses:4:5=5" << "--chart"
                    << "battle_smaller_force_losses:4:5=10" << "--chart" << "battle_retreat:4:5=2" << "--roll" << "2,4,4,3,4";
}

/// Every entry of a step's list of chances is found under its key in the step's "chances",
/// with the same numbers: the keyed form says no more and no less than the list.
void checkKeyedChances(const QJsonObject& step)
{
    CAPTURE(step["step"].toString().toStdString());
    const QJsonObject chances = step["chances"].toObject();
    const QJsonObject results = chances["results"].toObject();
    qsizetype coded = 0;
    for (const auto& item : step["distribution"].toArray()) {
        const QJsonObject entry = item.toObject();
        const QJsonObject keyed = entry["code"].isNull() ? chances["needs_chart"].toObject()
                                                         : results[entry["code"].toString()].toObject();
        CAPTURE(entry["code"].toString().toStdString());
        CHECK(keyed["probability"] == entry["probability"]);
        CHECK(keyed["percent"] == entry["percent"]);
        coded += entry["code"].isNull() ? 0 : 1;
    }
    CHECK(results.size() == coded);
    const QJsonObject outputs = step["output_chances"].toObject();
    CHECK(chances["outputs"].toObject().keys() == outputs.keys());
    for (auto output = outputs.begin(); output != outputs.end(); ++output) {
        const QJsonObject keyed = chances["outputs"].toObject()[output.key()].toObject();
        CHECK_FALSE(keyed["label"].toString().isEmpty());
        for (const auto& item : output.value().toArray()) {
            const QJsonObject entry = item.toObject();
            const QJsonObject value = entry["value"].isNull() ? keyed["not_computed"].toObject()
                                                              : keyed["values"].toObject()[entry["value"].toString()].toObject();
            CHECK(value["probability"] == entry["probability"]);
        }
    }
}

}  // namespace

TEST_CASE("a roll of several steps prints every step at the top level, in the order thrown", "[cli][resolve][steps]")
{
    const CliRun run = runCli(finishedStepsBattle());
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QJsonObject r = run.json();
    // The roll as a whole: what its steps share, and its final result.
    CHECK(r["game"].toString() == "campaigns-of-napoleon-light");
    CHECK(r["procedure"].toString() == "battle");
    CHECK(r["situation"].toObject()["french_sp"].toInt() == 30);
    CHECK(r["result"].toObject()["code"].toString() == "ADV");
    CHECK_FALSE(r.contains("step"));
    CHECK_FALSE(r.contains("follow_ups"));

    const QJsonArray steps = r["steps"].toArray();
    REQUIRE(steps.size() == 4);
    const QStringList ids{"bombardment", "stakes", "advantage", "battle_table"};
    const QList<QJsonArray> dice{{2, 4}, {}, {4}, {3, 4}};
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps[i].toObject();
        CAPTURE(i);
        CHECK(step["step"].toString() == ids[i]);
        CHECK(step["step_index"].toInt() == i);
        CHECK(step["procedure"].toString() == "battle");
        CHECK(step["roll"].toObject()["dice"].toArray() == dice[i]);
        CHECK(step.contains("modifiers"));
        CHECK(step.contains("result"));
        CHECK_FALSE(step.contains("steps"));  // each step whole, none inside another
    }
    CHECK(steps.last().toObject()["result"] == r["result"]);
    // The result of the battle step is keyed by its code, with its label.
    const QJsonObject battle = steps.last().toObject();
    CHECK(battle["chances"].toObject()["results"].toObject()["ADV"].toObject()["label"].toString() == "The advantaged side wins");
    for (const auto& step : steps)
        checkKeyedChances(step.toObject());

    // Before any die, the steps listed are the first alone, and there is no result yet.
    const CliRun shown = runCli(battleSituation() << "--no-roll");
    INFO(shown.err.toStdString());
    REQUIRE(shown.exitCode == 0);
    CHECK(shown.json()["result"].isNull());
    REQUIRE(shown.json()["steps"].toArray().size() == 1);
    CHECK(shown.json()["steps"][0].toObject()["step"].toString() == "bombardment");
}

TEST_CASE("the chances of a step are keyed by result code, output value and trigger", "[cli][resolve][chances]")
{
    SECTION("results by code (a count procedure: its codes are the hits)")
    {
        const CliRun run = runCli({"resolve", "la-fleur-au-fusil", "bombardment", "--set", "artillery_units=3", "--set",
                                   "target_steps=5", "--roll", "6,5,1", "--json"});
        REQUIRE(run.exitCode == 0);
        const QJsonObject results = run.json()["chances"].toObject()["results"].toObject();
        QMap<QString, QString> chances;
        for (auto it = results.begin(); it != results.end(); ++it)
            chances[it.key()] = it.value().toObject()["probability"].toString();
        CHECK(chances == QMap<QString, QString>{{"0", "8/27"}, {"1", "4/9"}, {"2", "2/9"}, {"3", "1/27"}});
        checkKeyedChances(run.json());
    }
    SECTION("results with their labels, the printed chart's share apart, and triggers by id")
    {
        const CliRun run = runCli({"resolve", "duel-of-eagles", "fire_combat", "--set", "firing_side=french", "--set",
                                   "firing_unit=infantry", "--set", "combat_factor=5", "--set", "fire_type=defensive_opportunity",
                                   "--set", "range=1", "--set", "effective_range=2", "--set", "extended_range=3", "--set",
                                   "target_combat_factor=9", "--no-roll", "--json"});
        INFO(run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        const QJsonObject chances = run.json()["chances"].toObject();
        CHECK(chances["results"].toObject()["MT"].toObject() ==
              QJsonObject{{"label", "Morale Test"}, {"probability", "1/6"}, {"percent", 16.67}});
        CHECK(chances["needs_chart"].toObject()["probability"].toString() == "5/6");
        CHECK(chances["triggers"].toObject()["low_ammo"].toObject() ==
              QJsonObject{{"label", "Low Ammo marker"}, {"probability", "1/6"}, {"percent", 16.67}});
        checkKeyedChances(run.json());
    }
}

TEST_CASE("the log keeps a roll of several steps in the shape it always has", "[cli][record][steps]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "campaigns-of-napoleon-light"}).exitCode == 0);
    const CliRun recorded = runCli(QStringList{"--log", log} << finishedStepsBattle() << "--record");
    INFO(recorded.err.toStdString());
    REQUIRE(recorded.exitCode == 0);
    // The output is one JSON document; what was recorded is said on the error stream.
    const QJsonObject report = QJsonDocument::fromJson(recorded.out.toUtf8()).object();
    CHECK(recorded.err.contains(QStringLiteral("recorded in session")));
    const QJsonArray printed = report["steps"].toArray();
    REQUIRE(printed.size() == 4);

    // Stored: the last step's object with the earlier ones under "steps", as entries logged
    // before `resolve --json` put every step at the top level were, and without the keyed chances.
    const auto stored = [](QJsonObject step) {
        step.remove("chances");
        return step;
    };
    QJsonObject expected = stored(printed.last().toObject());
    QJsonArray earlier;
    for (qsizetype i = 0; i + 1 < printed.size(); ++i)
        earlier.append(stored(printed[i].toObject()));
    expected["steps"] = earlier;

    GameLog opened;
    REQUIRE(opened.open(log));
    LogFilter all;
    all.withResolution = true;
    const auto entries = opened.entries(all);
    REQUIRE(entries);
    REQUIRE(entries->size() == 1);
    CHECK(entries->first().resolution() == expected);
    opened.close();

    CHECK(runCli({"--log", log, "log", "verify"}).exitCode == 0);
    const CliRun show = runCli({"--log", log, "log", "show", "1"});
    REQUIRE(show.exitCode == 0);
    CHECK(show.out.contains("result:        ADV  The advantaged side wins\n"));
}
