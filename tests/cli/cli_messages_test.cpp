// SPDX-License-Identifier: GPL-3.0-or-later
// Mistakes on the command line and faults of the log file are told by their real cause, with
// the input or the file they concern, and the exit status of their kind.
#include "cli_run.h"
#include "small_disk.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
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

TEST_CASE("a pipe given as the log is refused as no regular file, without waiting on it", "[cli][messages][log]")
{
#ifdef Q_OS_UNIX
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString fifo = dir.filePath("game.sqlite");
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    for (const QStringList& command : {QStringList{"log", "list"}, QStringList{"log", "new", "la-fleur-au-fusil"},
                                       QStringList{"log", "verify", "--read-only"}}) {
        const CliRun run = runCli(QStringList{"--log", fifo} + command);
        CAPTURE(command);
        CHECK(run.exitCode == 2);
        CHECK(run.err.contains(fifo + ": not a regular file (a pipe, a device or a socket); a game log is a regular file"));
        CHECK_FALSE(run.err.contains("empty"));
        CHECK_FALSE(run.err.contains("I/O"));
    }
#endif
}

TEST_CASE("a log behind a folder that cannot be entered is not said to be missing", "[cli][messages][log]")
{
#ifdef Q_OS_UNIX
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString closed = dir.filePath("closed");
    const QString log = closed + "/game.sqlite";
    REQUIRE(runCli({"--log", log, "log", "new", "la-fleur-au-fusil"}).exitCode == 0);
    REQUIRE(::chmod(QFile::encodeName(closed).constData(), 0) == 0);
    // Root enters any folder: the command then runs as the unprivileged user "nobody", for whom
    // the temporary folder (mode 0700) is closed too.
    QStringList command{"--log", log, "log", "list"};
    QString expectedFolder = closed;
    CliRun run;
    if (::geteuid() == 0) {
        QProcess child;
        child.start("setpriv", QStringList{"--reuid=65534", "--regid=65534", "--clear-groups", UMPIRE_CLI_PATH} + command);
        if (!child.waitForStarted() || !child.waitForFinished(60000)) {
            WARN("cannot run the command as another user (no setpriv): nothing checked");
            return;
        }
        run.exitCode = child.exitCode();
        run.err = QString::fromUtf8(child.readAllStandardError());
        expectedFolder = dir.path();
    } else {
        run = runCli(command);
    }
    ::chmod(QFile::encodeName(closed).constData(), 0700);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains(log + ": cannot reach the game log: permission denied (the folder " + expectedFolder +
                           " cannot be entered); nothing was read or written"));
    CHECK_FALSE(run.err.contains("does not exist"));
#endif
}

TEST_CASE("opening a log on a full disk says the disk is full and leaves no journal behind", "[cli][messages][log][faults]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString made = dir.filePath("made.sqlite");
    REQUIRE(runCli({"--log", made, "log", "new", "la-fleur-au-fusil"}).exitCode == 0);
    const QString disk = dir.filePath("disk");
    REQUIRE(QDir().mkpath(disk));
    // The closed log is copied onto the small disk, which is then filled.
    const QString script = QStringLiteral(
        "cli=\"$1\"; cp \"$2\" \"$3/game.sqlite\" || echo copy-failed; "
        "dd if=/dev/zero of=\"$3/fill\" bs=1k >/dev/null 2>&1; "
        "\"$cli\" --log \"$3/game.sqlite\" log list; echo \"exit $?\"; "
        "\"$cli\" --log \"$3/game.sqlite\" log list; echo \"exit $?\"; ls \"$3\"");
    const auto out = runWithSmallDisk(disk, script, {QStringLiteral(UMPIRE_CLI_PATH), made, disk}, 512);
    if (!out) {
        WARN("no mount namespace to make a small disk in (not root, no user namespaces): nothing checked");
        return;
    }
    INFO(out->toStdString());
    CHECK_FALSE(out->contains("copy-failed"));
    CHECK(out->count("exit 2") == 2);
    // The second opening fails as the first: nothing the first left behind is in its way.
    CHECK(out->count(disk + "/game.sqlite: cannot read the game log: the disk is full: there is no room for the log's "
                            "journal (game.sqlite-wal, game.sqlite-shm) beside it; free some space and try again; nothing "
                            "was written\n") == 2);
    CHECK(out->contains("exit 2\nfill\ngame.sqlite\n"));
}
