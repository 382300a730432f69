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
