// SPDX-License-Identifier: GPL-3.0-or-later
// What the log promises at the table, from the command line: a sealed session's dice are shown
// only once their roll is in the log (a log locked by another program, a read-only file, a full
// disk show none, and the next run throws the same ones); a journal that is not the log's, or
// damaged, is refused and `log recover` copies what can be read; commands that only read leave
// the journal byte for byte.
#include "cli_run.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <optional>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using umpire::test::fileBytes;
using umpire::test::RawDatabase;

namespace {

const QStringList kBarrage{"resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--record"};

/// "sealed roll N of session S" in a report, or 0.
int sealedRollIn(const QString& out)
{
    const auto match = QRegularExpression(QStringLiteral("sealed roll (\\d+) of session")).match(out);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

/// A sealed session of the test game in `dir`'s game.sqlite.
QString sealedLog(const QTemporaryDir& dir)
{
    const QString log = dir.filePath("game.sqlite");
    const CliRun started = runCli({"--log", log, "log", "new", "umpire-test"}, testData("games"));
    REQUIRE(started.exitCode == 0);
    return log;
}

/// Runs `script` (sh, with $1... = `arguments`) as root in a mount namespace of its own, where it
/// may mount what it likes; nullopt when no namespace can be made here. The script's first line
/// of output must be "ready" (said once its mounts are made); it is not part of the result.
std::optional<CliRun> runInMountNamespace(const QString& script, const QStringList& arguments)
{
#ifdef Q_OS_UNIX
    if (::geteuid() != 0)
        return std::nullopt;
    QProcess child;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("UMPIRE_TABLES"), testData("games"));
    environment.remove(QStringLiteral("UMPIRE_LOG"));
    child.setProcessEnvironment(environment);
    child.start(QStringLiteral("unshare"), QStringList{"-m", "sh", "-c", "mount --make-rprivate / && " + script, "sh"} + arguments);
    if (!child.waitForStarted() || !child.waitForFinished(120000))
        return std::nullopt;
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    if (!out.startsWith("ready\n"))
        return std::nullopt;
    CliRun run;
    run.exitCode = child.exitCode();
    run.out = out.mid(6);
    run.err = QString::fromUtf8(child.readAllStandardError());
    return run;
#else
    Q_UNUSED(script);
    Q_UNUSED(arguments);
    return std::nullopt;
#endif
}

/// A refused record shows nothing of the roll; the next run throws the sealed roll it would have.
void checkNothingShown(const CliRun& refused)
{
    INFO(refused.err.toStdString());
    CHECK(refused.exitCode == 2);
    CHECK(refused.out.isEmpty());
    CHECK_FALSE(refused.err.contains("sealed roll"));
}

}  // namespace

TEST_CASE("a sealed roll the log cannot take is not shown, and the next run throws it", "[cli][seal][faults]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = sealedLog(dir);
    const QString tables = testData("games");

    SECTION("the log locked by another program")
    {
        {
            RawDatabase other(log);
            REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());
            const CliRun refused = runCli(QStringList{"--log", log} + kBarrage, tables);
            checkNothingShown(refused);
            // "cannot append the entry", or "2 entries" when the roll called for a follow-up
            CHECK(refused.err.contains(QRegularExpression("cannot append (the entry|2 entries): the log is locked")));
            REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
        }
        const CliRun recorded = runCli(QStringList{"--log", log} + kBarrage, tables);
        INFO(recorded.err.toStdString());
        CHECK(recorded.exitCode == 0);
        CHECK(sealedRollIn(recorded.out) == 1);
        CHECK(recorded.out.contains("entry 1 recorded in session 1 ("));
    }

    SECTION("a read-only log file")
    {
        std::optional<CliRun> refused;
#ifdef Q_OS_UNIX
        if (::geteuid() == 0) {
            // Root writes through permissions: the file itself is bind-mounted read-only.
            refused = runInMountNamespace(QStringLiteral("mount --bind \"$1\" \"$1\" && mount -o remount,bind,ro \"$1\" && echo ready "
                                                         "&& shift && exec \"$@\""),
                                          QStringList{log, QStringLiteral(UMPIRE_CLI_PATH), "--log", log} + kBarrage);
        } else {
            QFile::setPermissions(log, QFileDevice::ReadOwner);
            refused = runCli(QStringList{"--log", log} + kBarrage, tables);
            QFile::setPermissions(log, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
#endif
        if (!refused) {
            WARN("no way to make a file read-only for root here (no mount namespace)");
            return;
        }
        checkNothingShown(*refused);
        CHECK(refused->err.contains(QRegularExpression("cannot append (the entry|2 entries): ")));
        const CliRun recorded = runCli(QStringList{"--log", log} + kBarrage, tables);
        INFO(recorded.err.toStdString());
        CHECK(recorded.exitCode == 0);
        CHECK(sealedRollIn(recorded.out) == 1);
    }

    SECTION("a full disk")
    {
        // A small file system of its own, filled up but for the log's shared memory and a few
        // pages: the append is what fails. Then room is made and the same command runs again.
        const QString disk = dir.filePath("disk");
        REQUIRE(QDir().mkpath(disk));
        const QString script = QStringLiteral(
            "mount -t tmpfs -o size=1m tmpfs \"$1\" && cp \"$2\" \"$1/game.sqlite\" && { cat /dev/zero > \"$1/fill\" 2>/dev/null; "
            "truncate -s -40K \"$1/fill\"; } && echo ready && shift 2 && "
            "\"$@\" --log \"$DISK/game.sqlite\"; echo \"exit $?\"; echo ===; echo === >&2; rm \"$DISK/fill\"; "
            "\"$@\" --log \"$DISK/game.sqlite\"; echo \"exit $?\"");
        const auto runs = runInMountNamespace(QStringLiteral("DISK=\"$1\"; ") + script,
                                              QStringList{disk, log, QStringLiteral(UMPIRE_CLI_PATH)} + kBarrage);
        if (!runs) {
            WARN("no way to make a small file system here (not root, or no mount namespace)");
            return;
        }
        const QStringList out = runs->out.split("===\n");
        const QStringList err = runs->err.split("===\n");
        REQUIRE(out.size() == 2);
        REQUIRE(err.size() == 2);
        INFO(err.first().toStdString());
        CHECK(out.first() == "exit 2\n");
        CHECK(err.first().contains(QRegularExpression("cannot append (the entry|2 entries): the disk is full")));
        INFO(err.last().toStdString());
        CHECK(out.last().endsWith("exit 0\n"));
        CHECK(sealedRollIn(out.last()) == 1);
    }
}

TEST_CASE("commands that only read leave the log's journal byte for byte", "[cli][journal]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    umpire::test::writeLogWithJournal(log, 5, 4);
    const QByteArray file = fileBytes(log);
    const QByteArray journal = fileBytes(log + "-wal");
    REQUIRE(journal.size() > 32);
    const QString csv = dir.filePath("out.csv");
    for (const QStringList& command : {QStringList{"log", "list"}, QStringList{"log", "show", "7"}, QStringList{"log", "verify"},
                                       QStringList{"log", "sessions"}, QStringList{"log", "export", "csv", "--output", csv}}) {
        const CliRun run = runCli(QStringList{"--log", log} + command);
        INFO(command.join(' ').toStdString() << ": " << run.err.toStdString());
        CHECK(run.exitCode == 0);
        CHECK(fileBytes(log) == file);
        CHECK(fileBytes(log + "-wal") == journal);
    }
    // The cup of a session that has none (it says so), and the journal as it was.
    const CliRun cup = runCli({"--log", log, "cup", "show"});
    INFO(cup.err.toStdString());
    CHECK(cup.exitCode == 0);
    CHECK(fileBytes(log) == file);
    CHECK(fileBytes(log + "-wal") == journal);
}

TEST_CASE("a damaged journal is refused by every command, and log recover copies every entry", "[cli][journal]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    umpire::test::writeLogWithJournal(log, 10, 5);
    QByteArray journal = fileBytes(log + "-wal");
    const auto frames = umpire::test::walFrames(journal);
    // A frame of the first commit in the journal whose page a later commit writes again.
    qsizetype firstCommitEnd = 0;
    while (firstCommitEnd < frames.size() && !frames.at(firstCommitEnd).commit)
        ++firstCommitEnd;
    qsizetype damaged = -1;
    for (qsizetype i = 0; i < firstCommitEnd && damaged < 0; ++i)
        for (qsizetype j = firstCommitEnd + 1; j < frames.size(); ++j)
            if (frames.at(j).page == frames.at(i).page)
                damaged = i;
    REQUIRE(damaged >= 0);
    for (int i = 0; i < 4; ++i)
        journal[frames.at(damaged).offset + 24 + 2000 + i] = char(~journal.at(frames.at(damaged).offset + 24 + 2000 + i));
    {
        QFile file(log + "-wal");
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        REQUIRE(file.write(journal) == journal.size());
    }
    const QByteArray file = fileBytes(log);

    for (const QStringList& command : {QStringList{"log", "verify"}, QStringList{"log", "list"}, QStringList{"log", "verify", "--read-only"}}) {
        const CliRun run = runCli(QStringList{"--log", log} + command);
        INFO(command.join(' ').toStdString() << ": " << run.err.toStdString());
        CHECK(run.exitCode == 2);
        CHECK(run.out.isEmpty());
        CHECK(run.err.contains("its journal game.sqlite-wal is damaged"));
        CHECK(run.err.contains(QStringLiteral("umpire-cli log recover %1 --output NEW.sqlite").arg(log)));
        CHECK(fileBytes(log) == file);
        CHECK(fileBytes(log + "-wal") == journal);
    }

    const QString recovered = dir.filePath("recovered.sqlite");
    const CliRun recover = runCli({"log", "recover", log, "--output", recovered});
    INFO(recover.err.toStdString());
    CHECK(recover.exitCode == 0);
    CHECK(recover.out.contains(QStringLiteral("recovered 15 entries from %1 into %2").arg(log, recovered)));
    CHECK(recover.out.contains(QStringLiteral("%1: ok").arg(recovered)));
    CHECK(fileBytes(log) == file);
    CHECK(fileBytes(log + "-wal") == journal);
    const CliRun verify = runCli({"--log", recovered, "log", "verify"});
    CHECK(verify.exitCode == 0);
    CHECK(verify.out.contains("15 entries"));
}
