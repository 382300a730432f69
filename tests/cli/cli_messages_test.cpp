// SPDX-License-Identifier: GPL-3.0-or-later
// Mistakes on the command line and faults of the log file are told by their real cause, with
// the input or the file they concern, and the exit status of their kind.
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

TEST_CASE("a die face too large for any die is said to be too large", "[cli][messages]")
{
    const CliRun run = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--roll", "99999999999999999999,1"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--roll '99999999999999999999,1': 99999999999999999999 is too large for a die face"));
    CHECK_FALSE(run.err.contains("must be die faces"));
}

TEST_CASE("an input, a game option or a chart reading given twice is refused, naming it", "[cli][messages]")
{
    const CliRun twice = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--set", "units=3", "--roll", "6,2"});
    CHECK(twice.exitCode == 2);
    CHECK(twice.err.contains("--set gives 'units' twice ('units=2', then 'units=3'); give it once"));
    CHECK(twice.out.isEmpty());

    const CliRun chart = runCli({"resolve", "abbeville-1940", "demoralisation", "--set", "formation_losses=4", "--roll", "3,4",
                                 "--chart", "demoralisation::4=7", "--chart", "demoralisation::4=8"});
    CHECK(chart.exitCode == 2);
    CHECK(chart.err.contains("--chart gives 'demoralisation::4' twice"));

    // A single-valued option given twice was refused already; it stays so.
    const CliRun seed = runCli({"resolve", "la-fleur-au-fusil", "combat", "--seed", "1", "--seed", "2"});
    CHECK(seed.exitCode == 2);
    CHECK(seed.err.contains("option '--seed' given twice"));
}

TEST_CASE("an input without a name is a usage error", "[cli][messages]")
{
    const CliRun run = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "=2", "--roll", "6,2"});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("--set '=2' names nothing before '='"));
    CHECK(run.err.contains("Usage: umpire-cli resolve"));
    const CliRun noValue = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "units", "--roll", "6,2"});
    CHECK(noValue.exitCode == 2);
    CHECK(noValue.err.contains("--set 'units' must look like NAME=VALUE"));
}

TEST_CASE("a chart reading no throw asks for is refused, naming the keys asked", "[cli][messages]")
{
    const CliRun none = runCli({"resolve", "la-fleur-au-fusil", "rally", "--set", "units=2", "--roll", "6,2", "--chart", "x=y"});
    CHECK(none.exitCode == 1);
    CHECK(none.err.contains("--chart 'x=y': this roll asks for no value under the key 'x'; it asks for none"));
    CHECK_FALSE(none.out.contains("Roll:"));

    const QStringList asking{"resolve", "abbeville-1940", "demoralisation", "--set", "formation_losses=4", "--roll", "3,4"};
    const CliRun typo = runCli(QStringList(asking) << "--chart" << "demoralisation::4=7" << "--chart" << "demoralisaton::4=7");
    CHECK(typo.exitCode == 1);
    CHECK(typo.err.contains("--chart 'demoralisaton::4=7': this roll asks for no value under the key 'demoralisaton::4'; the "
                            "keys it asks for are demoralisation::4"));
    // The right key alone still answers.
    CHECK(runCli(QStringList(asking) << "--chart" << "demoralisation::4=7").exitCode == 0);
}
