// SPDX-License-Identifier: GPL-3.0-or-later
// Abbeville 1940's fire as a player runs it: the program finds Table 3's column and row and
// asks for the printed chart's result, which --chart-result then completes (with the
// conversion of indirect fire on vehicles applied to it); an overlay makes it resolve alone.

#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QJsonArray>

namespace {

QStringList fire(const QStringList& sets)
{
    QStringList args{"resolve", "abbeville-1940", "fire"};
    for (const auto& set : sets)
        args << "--set" << set;
    return args << "--roll" << "3,5" << "--json";
}

}  // namespace

TEST_CASE("Abbeville fire asks for Table 3 at the final factor's column and the 2d6 row", "[cli][resolve][abbeville]")
{
    const QStringList args = fire({"fire_type=direct", "base_attack_factor=6", "range=2"});
    const CliRun asked = runCli(args);
    REQUIRE(asked.exitCode == 0);
    const QJsonObject result = asked.json()["result"].toObject();
    CHECK(result["chart_needed"].toBool());
    const QJsonObject question = result["question"].toObject();
    CHECK(question["column"].toString() == "4");
    CHECK(question["row"].toString() == "8");
    CHECK(question["key"].toString() == "fire:4:8");

    const CliRun completed = runCli(QStringList(args) << "--chart-result" << "D");
    REQUIRE(completed.exitCode == 0);
    CHECK(completed.json()["result"].toObject()["code"].toString() == "D");
    CHECK(completed.json()["chart_result"].toString() == "D");

    const CliRun wrong = runCli(QStringList(args) << "--chart-result" << "X");
    CHECK(wrong.exitCode == 1);
}

TEST_CASE("a step loss read off Table 3 for indirect fire on vehicles becomes N", "[cli][resolve][abbeville]")
{
    const CliRun run = runCli(fire({"fire_type=indirect", "base_attack_factor=6", "target_type=vehicle"}) << "--chart-result" << "1");
    REQUIRE(run.exitCode == 0);
    const QJsonObject result = run.json()["result"].toObject();
    CHECK(result["code"].toString() == "N");
}

TEST_CASE("with an overlay filling Table 3 the same fire resolves alone", "[cli][resolve][abbeville]")
{
    const QString tables = shippedTables() + QDir::listSeparator() + testData("overlays");
    const CliRun run = runCli(fire({"fire_type=direct", "base_attack_factor=6", "range=2"}), tables);
    REQUIRE(run.exitCode == 0);
    // Invented test chart: 2d6 8 plus column 4 is 12, a D.
    CHECK(run.json()["result"].toObject()["code"].toString() == "D");
    CHECK_FALSE(run.json()["result"].toObject()["chart_needed"].toBool());
}

TEST_CASE("dice given before a missing table is read wait for the reading", "[cli][resolve][abbeville]")
{
    const QStringList args{"resolve", "abbeville-1940", "demoralisation", "--set", "formation_losses=4", "--roll", "3,4"};
    const CliRun asked = runCli(args);
    CHECK(asked.exitCode == 0);
    CHECK(asked.out.contains("demoralisation::4"));
    CHECK(asked.err.contains("dice were not used"));
    const CliRun answered = runCli(QStringList(args) << "--chart" << "demoralisation::4=7" << "--json");
    REQUIRE(answered.exitCode == 0);
    CHECK(answered.json()["result"].toObject()["code"].toString() == "HOLDS");
}

TEST_CASE("without Table 3 the chances say which codes the vehicle conversion leaves", "[cli][resolve][abbeville]")
{
    const QStringList onVehicle{"resolve", "abbeville-1940", "fire", "--set", "fire_type=indirect",
                                "--set", "base_attack_factor=6", "--set", "target_type=vehicle", "--no-roll"};
    const CliRun text = runCli(onVehicle);
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains("(read the printed chart: it can give only - or N)"));
    const CliRun json = runCli(QStringList(onVehicle) << "--json");
    REQUIRE(json.exitCode == 0);
    const QJsonArray distribution = json.json()["distribution"].toArray();
    REQUIRE(distribution.size() == 1);
    CHECK(distribution[0].toObject()["code"].isNull());
    CHECK(distribution[0].toObject()["chart_codes"].toArray() == QJsonArray{"-", "N"});

    // Direct fire may give any code: none are named.
    const CliRun direct = runCli({"resolve", "abbeville-1940", "fire", "--set", "fire_type=direct", "--set",
                                  "base_attack_factor=6", "--set", "range=2", "--no-roll", "--json"});
    REQUIRE(direct.exitCode == 0);
    CHECK_FALSE(direct.json()["distribution"].toArray()[0].toObject().contains("chart_codes"));
}
