// SPDX-License-Identifier: GPL-3.0-or-later
// `umpire-cli log luck` and the luck report at the end of the Markdown export, run as a player would.
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

TEST_CASE("log luck tells the luck of a session's rolls and of its dice", "[cli][log][luck]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "la-fleur-au-fusil"}).exitCode == 0);
    for (const char* die : {"6", "6", "1"})
        REQUIRE(runCli({"--log", log, "resolve", "la-fleur-au-fusil", "combat", "--roll", die, "--record", "--turn", "2"}).exitCode == 0);
    REQUIRE(runCli({"--log", log, "log", "void", "3", "--reason", "the die fell off the table"}).exitCode == 0);

    const CliRun text = runCli({"--log", log, "log", "luck"});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.startsWith("# Luck in session 1"));
    CHECK(text.out.contains("2 rolls (voided ones left out), 2 rated."));
    CHECK(text.out.contains("Too few rated rolls to tell luck from chance (2 of at least 10)."));
    CHECK(text.out.contains("| The attacker | 2 |"));
    CHECK(text.out.contains("**Table d6**, 2 thrown. Too few throws to tell: 2 of the 30 a fair test needs."));

    const CliRun json = runCli({"--log", log, "log", "luck", "--json"});
    REQUIRE(json.exitCode == 0);
    const QJsonObject report = json.json();
    CHECK(report.value("session").toInteger() == 1);
    CHECK(report.value("rolls").toInteger() == 2);
    const QJsonObject side = report.value("by_side").toArray().first().toObject();
    CHECK(side.value("favours").toString() == "The attacker");
    CHECK(side.value("rated").toInteger() == 2);
    CHECK(side.value("verdict").toString() == "too_few");
    const QJsonObject luckiest = report.value("luckiest").toArray().first().toObject();
    CHECK(luckiest.value("entry").toInteger() == 1);
    CHECK(luckiest.value("turn").toString() == "2");
    const QJsonObject dice = report.value("dice").toArray().first().toObject();
    CHECK(dice.value("origin").toString() == "physical");
    CHECK(dice.value("faces").toArray() == QJsonArray{0, 0, 0, 0, 0, 2});

    CHECK(runCli({"--log", log, "log", "luck", "--all-sessions", "--json"}).json().value("session").isNull());
    const CliRun missing = runCli({"--log", log, "log", "luck", "--session", "9"});
    CHECK(missing.exitCode != 0);
    CHECK(missing.err.contains("9"));

    // The Markdown export of the session ends with the same report.
    const QString md = dir.filePath("session.md");
    REQUIRE(runCli({"--log", log, "log", "export", "md", "--output", md}).exitCode == 0);
    QFile file(md);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString exported = QString::fromUtf8(file.readAll());
    CHECK(exported.contains("## Luck in session 1"));
    CHECK(exported.contains("| The attacker | 2 |"));
}
