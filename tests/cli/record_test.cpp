// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

TEST_CASE("resolve --record appends to the newest session of the log", "[cli][record]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");

    const CliRun noSession = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--record"});
    CHECK(noSession.exitCode != 0);
    CHECK(noSession.err.contains("log new"));
    CHECK_FALSE(noSession.out.contains("Roll:"));  // refused before the dice: no result the log never had
    CHECK_FALSE(QFile::exists(log));  // a failed record creates nothing

    REQUIRE(runCli({"--log", log, "log", "new", "la-fleur-au-fusil", "--players", "Anne,Bruno"}).exitCode == 0);
    const CliRun physical = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--roll", "6,2",
                                    "--record", "--turn", "3", "--phase", "Rally"});
    INFO(physical.err.toStdString());
    REQUIRE(physical.exitCode == 0);
    CHECK(physical.out.contains("entry 1"));
    // The session seals its program dice: a seed of the player's choosing cannot join it.
    const CliRun seeded = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "combat", "--seed", "7", "--record"});
    CHECK(seeded.exitCode == 1);
    CHECK(seeded.err.contains("session 1 seals its program dice: a roll from --seed cannot be recorded in it"));
    const CliRun rolled = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "combat", "--record"});
    REQUIRE(rolled.exitCode == 0);
    CHECK(rolled.out.contains("sealed roll 1 of session 1"));
    CHECK(rolled.out.contains("entry 2"));

    const CliRun list = runCli({"--log", log, "log", "list"});
    CHECK(list.exitCode == 0);
    CHECK(list.out.contains("rally"));
    CHECK(list.out.contains("combat"));
    const CliRun show = runCli({"--log", log, "log", "show", "2"});
    CHECK(show.exitCode == 0);
    CHECK(show.out.contains("(rolled by Umpire, sealed roll 1 (commitment "));
    CHECK(runCli({"--log", log, "log", "verify"}).exitCode == 0);

    // The same file through the environment variable.
    CHECK(runCli({"log", "list"}, {}, log).out.contains("rally"));
}

TEST_CASE("another game's session is not recorded into", "[cli][record]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "verdun-1916"}).exitCode == 0);
    const CliRun run = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "rally", "--set", "units=1", "--roll", "6", "--record"});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains("the newest session, 1, is for 'verdun-1916', not 'la-fleur-au-fusil'"));
    CHECK_FALSE(run.out.contains("Roll:"));

    // The program's dice are not thrown either: before, they came from the Verdun session's
    // seal, were shown, and were then refused, so the players saw that seal's next dice.
    const CliRun program = runCli({"--log", log, "resolve", "la-fleur-au-fusil", "combat", "--record"});
    CHECK(program.exitCode == 1);
    CHECK_FALSE(program.out.contains("Roll:"));
    CHECK_FALSE(program.out.contains("sealed roll"));
    const CliRun verdun = runCli({"--log", log, "resolve", "verdun-1916", "combat", "--record"});
    INFO(verdun.err.toStdString());
    REQUIRE(verdun.exitCode == 0);
    CHECK(verdun.out.contains("sealed roll 1 of session 1"));
    CHECK(runCli({"--log", log, "log", "verify"}).exitCode == 0);
}

TEST_CASE("a follow-up roll is recorded as its own entry linked to its parent", "[cli][record][follow-up]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    const QString tables = testData("games");
    REQUIRE(runCli({"--log", log, "log", "new", "umpire-test"}, tables).exitCode == 0);
    const CliRun run = runCli({"--log", log, "resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--roll", "3,5", "--record"},
                              tables);
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("entry 1 recorded"));
    CHECK(run.out.contains("entry 2 recorded in session 1"));
    CHECK(run.out.contains("follow-up of entry 1"));
    const CliRun list = runCli({"--log", log, "log", "list"}, tables);
    CHECK(list.out.contains("barrage"));
    CHECK(list.out.contains("neutralisation"));
    CHECK(list.out.contains("(follow-up of #1)"));
    CHECK(runCli({"--log", log, "log", "verify"}, tables).exitCode == 0);
}

TEST_CASE("resolve --record keeps a roll only once it is finished", "[cli][record][chart]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    const QString tables = testData("games");
    REQUIRE(runCli({"--log", log, "log", "new", "umpire-test"}, tables).exitCode == 0);
    const QStringList barrage{"--log", log, "resolve", "umpire-test", "barrage", "--unit", "guns=points:6", "--roll", "5", "--record"};

    // Row 5 of column 6+ is not in our sources: the result waits for the printed chart.
    const CliRun waiting = runCli(barrage, tables);
    CHECK(waiting.exitCode == 1);
    CHECK(waiting.out.contains("on the printed chart"));  // the report still says what to read
    CHECK(waiting.err.contains("--record keeps finished rolls only: the result of"));
    CHECK(waiting.err.contains("--chart-result CODE"));
    CHECK(runCli({"--log", log, "log", "list"}, tables).out.contains("no matching entries"));

    const CliRun read = runCli(QStringList(barrage) << "--chart-result" << "E", tables);
    INFO(read.err.toStdString());
    CHECK(read.exitCode == 0);
    CHECK(read.out.contains("entry 1 recorded"));

    // A procedure of several steps whose later steps were not thrown is not a roll yet.
    REQUIRE(runCli({"--log", log, "log", "new", "campaigns-of-napoleon-light"}).exitCode == 0);
    const CliRun partial = runCli({"--log", log, "resolve", "campaigns-of-napoleon-light", "battle", "--set", "french_sp=30", "--set",
                                   "coalition_sp=20", "--roll", "french_bombardment_die=2", "--roll", "coalition_bombardment_die=4",
                                   "--record"});
    CHECK(partial.exitCode == 1);
    CHECK(partial.err.contains("is not thrown (give its dice with --roll)"));
    CHECK_FALSE(runCli({"--log", log, "log", "list"}).out.contains("battle"));
    CHECK(runCli({"--log", log, "log", "verify"}).exitCode == 0);
}

TEST_CASE("resolve --record takes the chit cup's current turn unless --turn gives one", "[cli][record][cup]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    REQUIRE(runCli({"--log", log, "log", "new", "duel-of-eagles"}).exitCode == 0);
    const QStringList morale{"--log", log, "resolve", "duel-of-eagles", "morale_test", "--set", "combat_factor=3",
                             "--roll", "4", "--record"};
    const auto turnOf = [&](int entry) {
        const CliRun show = runCli({"--log", log, "log", "show", QString::number(entry)});
        REQUIRE(show.exitCode == 0);
        const auto at = show.out.indexOf("turn:");
        return at < 0 ? QString() : show.out.mid(at + 5).section('\n', 0, 0).trimmed();
    };

    // Entry 1: no cup yet, so no turn.
    const CliRun noCup = runCli(morale);
    INFO(noCup.err.toStdString());
    REQUIRE(noCup.exitCode == 0);
    CHECK_FALSE(noCup.out.contains("chit cup"));
    CHECK(turnOf(1).isEmpty());

    // Entry 2 sets the cup up for turn 3; entry 3 takes that turn, entry 4 the one given.
    REQUIRE(runCli({"--log", log, "cup", "setup", "--activation", "III Korps", "--turn", "3"}).exitCode == 0);
    const CliRun fromCup = runCli(morale);
    INFO(fromCup.err.toStdString());
    REQUIRE(fromCup.exitCode == 0);
    CHECK(fromCup.out.contains("turn 3, the current turn of the session's chit cup"));
    CHECK(turnOf(3) == "3");
    const CliRun given = runCli(QStringList(morale) << "--turn" << "5");
    REQUIRE(given.exitCode == 0);
    CHECK_FALSE(given.out.contains("chit cup"));
    CHECK(turnOf(4) == "5");
}
