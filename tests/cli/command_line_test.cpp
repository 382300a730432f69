// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QTemporaryDir>

TEST_CASE("the version and help options exit 0 and say something useful", "[cli][options]")
{
    const CliRun version = runCli({"--version"});
    CHECK(version.exitCode == 0);
    CHECK(version.out.startsWith("umpire-cli "));
    CHECK(version.out.trimmed().size() > QStringLiteral("umpire-cli ").size());

    const CliRun help = runCli({"--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.startsWith("Usage: umpire-cli [options] COMMAND [ARGS...]"));
    for (const char* command : {"games", "check", "describe", "resolve", "log", "bench"})
        CHECK(help.out.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(command))));
    CHECK(runCli({"help"}).out == help.out);
}

TEST_CASE("every command and log subcommand has its --help", "[cli][options]")
{
    struct Case {
        QStringList args;
        const char* usage;
        const char* option;
    };
    const Case c = GENERATE(Case{{"games"}, "Usage: umpire-cli games [options]", "--ids"},
                            Case{{"check"}, "Usage: umpire-cli check [options] [PATH...]", "--help"},
                            Case{{"describe"}, "Usage: umpire-cli describe [options] GAME PROCEDURE", "--json"},
                            Case{{"resolve"}, "Usage: umpire-cli resolve [options] GAME PROCEDURE", "--chart-result <CODE>"},
                            Case{{"bench"}, "Usage: umpire-cli bench [options] [engine|log|ratios|club-log]", "--entries <N>"},
                            Case{{"log"}, "Usage: umpire-cli log [options] SUBCOMMAND [ARGS...]", "verify"},
                            Case{{"log", "list"}, "Usage: umpire-cli log list [options]", "--all-sessions"},
                            Case{{"log", "export"}, "Usage: umpire-cli log export [options] csv|md|pdf", "--output <FILE>"},
                            Case{{"log", "void"}, "Usage: umpire-cli log void [options] N", "--reason <TEXT>"});
    INFO(c.args.join(' ').toStdString());
    const CliRun help = runCli(QStringList(c.args) << "--help");
    CHECK(help.exitCode == 0);
    CHECK(help.out.startsWith(QLatin1String(c.usage)));
    CHECK(help.out.contains(QLatin1String(c.option)));
    CHECK(help.err.isEmpty());
    // `help COMMAND` says the same.
    CHECK(runCli(QStringList{"help"} << c.args).out == help.out);
}

TEST_CASE("options take their value after a space or after '='", "[cli][options]")
{
    const QStringList situation{"resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--roll", "6,2", "--json"};
    const CliRun spaced = runCli(situation);
    const CliRun joined = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set=units=2", "--roll=6,2", "--json"});
    REQUIRE(spaced.exitCode == 0);
    CHECK(joined.exitCode == 0);
    CHECK(joined.out == spaced.out);
    CHECK(runCli({"describe", "la-fleur-au-fusil", "combat", "-json"}).out == runCli({"describe", "la-fleur-au-fusil", "combat", "--json"}).out);
}

TEST_CASE("repeated options keep every value", "[cli][options]")
{
    const CliRun run = runCli({"resolve", "la-fleur-au-fusil", "combat", "--set", "attacker_side=german", "--set=artillery_support=4",
                               "--roll", "3"});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains("7.4"));  // Refused only because both --set were read.
}

TEST_CASE("option mistakes are named and exit 2", "[cli][options]")
{
    struct Case {
        QStringList args;
        const char* message;
    };
    const Case c = GENERATE(
        Case{{"--frobnicate"}, "umpire-cli: unknown option '--frobnicate'"},
        Case{{"--log"}, "umpire-cli: option '--log' needs a value"},
        Case{{"frobnicate"}, "umpire-cli: unknown command 'frobnicate'; the commands are games, check"},
        Case{{"games", "--json"}, "umpire-cli games: unknown option '--json'"},
        Case{{"check", "--strict"}, "umpire-cli check: unknown option '--strict'"},
        Case{{"describe", "la-fleur-au-fusil"}, "umpire-cli describe: missing argument PROCEDURE"},
        Case{{"describe", "a", "b", "c"}, "umpire-cli describe: unexpected argument 'c'"},
        Case{{"resolve", "la-fleur-au-fusil", "combat", "--seed"}, "umpire-cli resolve: option '--seed' needs a value"},
        Case{{"resolve", "la-fleur-au-fusil", "combat", "--seed=1", "--seed=2"}, "option '--seed' given twice"},
        Case{{"resolve", "la-fleur-au-fusil", "combat", "--json=yes"}, "option '--json' takes no value"},
        Case{{"resolve", "la-fleur-au-fusil", "combat", "--note", "x"}, "give them with --record"},
        Case{{"bench", "disk"}, "umpire-cli bench: 'disk' is not something to time"},
        Case{{"log", "list", "--limit"}, "umpire-cli log list: option '--limit' needs a value"},
        Case{{"log", "frobnicate"}, "umpire-cli log: unknown command 'frobnicate'"},
        Case{{"help", "frobnicate"}, "unknown command 'frobnicate'"});
    INFO(c.args.join(' ').toStdString());
    const CliRun run = runCli(c.args);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains(QLatin1String(c.message)));
    CHECK(run.out.isEmpty());
}

TEST_CASE("games --ids lists the ids for scripts", "[cli][games]")
{
    const CliRun run = runCli({"games", "--ids"});
    CHECK(run.exitCode == 0);
    CHECK(run.out.split('\n').contains("la-fleur-au-fusil combat bombardment rally"));
}

TEST_CASE("the log option may come after the command too", "[cli][options]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath(QStringLiteral("game.sqlite"));
    REQUIRE(runCli({"log", "new", "la-fleur-au-fusil", "--log", log}).exitCode == 0);
    CHECK(runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--roll", "6,2", "--record", "--log=" + log}).exitCode == 0);
    const CliRun list = runCli({"--log", log, "log", "list"});
    CHECK(list.out.contains("rally"));
}
