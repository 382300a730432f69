// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QJsonArray>

TEST_CASE("describe lists inputs, modifiers and the table", "[cli][describe]")
{
    const CliRun text = runCli({"describe", "la-fleur-au-fusil", "combat"});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains("attacker_quality"));
    CHECK(text.out.contains("DLR"));
    const CliRun json = runCli({"describe", "la-fleur-au-fusil", "combat", "--json"});
    REQUIRE(json.exitCode == 0);
    const QJsonObject o = json.json();
    CHECK(o["resolution"].toString() == "table");
    CHECK(o["inputs"].toArray().size() == 21);
    CHECK(o["table"].toArray().size() == 6);
    CHECK(runCli({"describe", "la-fleur-au-fusil"}).exitCode == 2);
}

TEST_CASE("describe gives a result's short label beside its code", "[cli][describe]")
{
    const CliRun text = runCli({"describe", "abbeville-1940", "fatigue_recovery"});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains("STAYS_FATIGUED [Still fatigued] The formation stays fatigued"));
    const CliRun json = runCli({"describe", "abbeville-1940", "fatigue_recovery", "--json"});
    REQUIRE(json.exitCode == 0);
    const QJsonArray results = json.json()["results"].toArray();
    REQUIRE(results.size() == 2);
    CHECK(results[1].toObject()["short_label"].toString() == "Still fatigued");
    // A code printed on the chart has none.
    const QJsonArray combat = runCli({"describe", "la-fleur-au-fusil", "combat", "--json"}).json()["results"].toArray();
    REQUIRE(!combat.isEmpty());
    CHECK(!combat[0].toObject().contains("short_label"));
    CHECK(!runCli({"describe", "la-fleur-au-fusil", "combat"}).out.contains("["));
}
