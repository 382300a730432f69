// SPDX-License-Identifier: GPL-3.0-or-later
// Dice counted one by one (a count procedure: each die hits or misses on its own) are given
// with their hits, never with a sum, by resolve, the log's list and show, and its exports.

#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QStringList>
#include <QTemporaryDir>

namespace {

/// La fleur au fusil's bombardment (8.3): four distant artillery units at a stack of 6 steps,
/// so a 5 or a 6 hits; 6,5,2,1 is two hits, where the sum 14 means nothing.
QStringList bombardment()
{
    return {"resolve", "la-fleur-au-fusil", "bombardment", "--set", "artillery_units=4", "--set", "target_steps=6",
            "--roll", "6,5,2,1"};
}

QString readText(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

}  // namespace

TEST_CASE("resolve gives the hits of dice counted one by one, not their sum", "[cli][resolve]")
{
    const CliRun text = runCli(bombardment());
    INFO(text.err.toStdString());
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.contains("\nDice: 6,5,2,1  hits 2\n"));
    CHECK_FALSE(text.out.contains("natural"));
    CHECK(text.out.contains("Result: 2  2 step(s) lost (8.3)\n"));  // the legend's rule

    const CliRun json = runCli(bombardment() << "--json");
    REQUIRE(json.exitCode == 0);
    const QJsonObject roll = json.json()["roll"].toObject();
    CHECK(roll["hits"].toInt() == 2);
    CHECK(roll["natural"].toInt() == 14);  // the JSON keeps the sum for whoever wants it
    CHECK(json.json()["result"].toObject()["rule"].toString() == "8.3");

    // A procedure read on a sum gives no hits.
    const CliRun combat = runCli({"resolve", "la-fleur-au-fusil", "combat", "--roll", "3", "--json"});
    REQUIRE(combat.exitCode == 0);
    CHECK_FALSE(combat.json()["roll"].toObject().contains("hits"));
}

TEST_CASE("The log and its exports give the hits of dice counted one by one", "[cli][log][record]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "la-fleur-au-fusil"}).exitCode == 0);
    const CliRun recorded = runCli(QStringList{"--log", log} + bombardment() << "--record");
    INFO(recorded.err.toStdString());
    REQUIRE(recorded.exitCode == 0);
    REQUIRE(runCli({"--log", log, "resolve", "la-fleur-au-fusil", "combat", "--roll", "3", "--record"}).exitCode == 0);

    const CliRun list = runCli({"--log", log, "log", "list"});
    INFO(list.out.toStdString());
    const QStringList lines = list.out.split('\n', Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    CHECK(lines.at(0).contains("  bombardment  dice 6,5,2,1 hits 2 (DRM +0)  => 2 2 step(s) lost"));
    CHECK_FALSE(lines.at(0).contains("natural"));
    CHECK(lines.at(1).contains("  combat  dice 3 natural 3 modified 2 (DRM -1)  => AR"));

    const CliRun show = runCli({"--log", log, "log", "show", "1"});
    CHECK(show.out.contains("\nhits:          2\n"));
    CHECK_FALSE(show.out.contains("natural:"));
    CHECK_FALSE(show.out.contains("modified:"));

    // CSV: the natural and modified cells stay empty, the details give the hits.
    const QString csv = dir.filePath("log.csv");
    REQUIRE(runCli({"--log", log, "log", "export", "csv", "--output", csv}).exitCode == 0);
    const QStringList rows = readText(csv).split("\r\n", Qt::SkipEmptyParts);
    REQUIRE(rows.size() == 3);
    CHECK(rows.at(1).contains(",\"6,5,2,1\",,,0,"));  // dice, then empty natural and modified, then the DRM
    CHECK(rows.at(1).contains("hits 2"));
    CHECK(rows.at(2).contains(",combat,"));
    CHECK_FALSE(rows.at(2).contains("hits"));

    // Markdown: the same empty cells.
    const QString md = dir.filePath("log.md");
    REQUIRE(runCli({"--log", log, "log", "export", "md", "--output", md}).exitCode == 0);
    const QString table = readText(md);
    INFO(table.toStdString());
    CHECK(table.contains("| Artillery bombardment |  | 6,5,2,1 |  |  | +0 |  | 2 2 step(s) lost; hits 2 |"));
    CHECK(table.contains("| Infantry and cavalry combat |  | 3 | 3 | 2 | -1 |"));
}
