// SPDX-License-Identifier: GPL-3.0-or-later
// `log list --all-sessions --follow`: a referee's watch on every table, on a file and a club log.
#include "cli_run.h"
#include "log/game_log.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <QDeadlineTimer>
#include <QProcess>

#include <catch2/catch.hpp>

using namespace umpire;
using namespace umpire::test;

namespace {

/// Reads the follower's output until it holds `text` or 10 s pass; returns all read so far.
QString readUntil(QProcess& follower, QString& seen, const QString& text)
{
    QDeadlineTimer deadline(10000);
    while (!seen.contains(text) && !deadline.hasExpired()) {
        follower.waitForReadyRead(200);
        seen += QString::fromUtf8(follower.readAllStandardOutput());
    }
    return seen;
}

}  // namespace

TEST_CASE("log list of every session names each entry's session, and --follow prints other tables' rolls as they come",
          "[log][cli][server]")
{
    const bool server = GENERATE(false, true);
    TempLog file;
    QString address = file.path;
    if (server) {
        ThrowAwayServer& pg = throwAwayServer();
        REQUIRE(pg.problem().isEmpty());
        address = pg.address(pg.newDatabase());
        REQUIRE(runCli({QStringLiteral("log"), QStringLiteral("setup-server"), address}).exitCode == 0);
    }
    INFO((server ? "club log " : "file ") + address.toStdString());
    GameLog tableA;
    GameLog tableB;
    REQUIRE(tableA.open(address).ok());
    REQUIRE(tableB.open(address).ok());
    const qint64 sessionA = *tableA.newSession(QStringLiteral("test-game"), QStringLiteral("Table A"), {QStringLiteral("Anne")});
    const qint64 sessionB = *tableB.newSession(QStringLiteral("test-game"), QStringLiteral("Table B"), {QStringLiteral("Bob")});
    REQUIRE(tableA.append(sampleDraft(sessionA, QStringLiteral("combat"), QStringLiteral("DR"))).ok());
    REQUIRE(tableB.append(sampleDraft(sessionB, QStringLiteral("bombardment"), QStringLiteral("NE"))).ok());

    const CliRun listed = runCli({QStringLiteral("--log"), address, QStringLiteral("log"), QStringLiteral("list"),
                                  QStringLiteral("--all-sessions")});
    INFO(listed.err.toStdString());
    REQUIRE(listed.exitCode == 0);
    CHECK(listed.out.contains(QStringLiteral("#1  session %1  ").arg(sessionA)));
    CHECK(listed.out.contains(QStringLiteral("#2  session %1  ").arg(sessionB)));
    // One session's list needs no session on each line.
    const CliRun one = runCli({QStringLiteral("--log"), address, QStringLiteral("log"), QStringLiteral("list"),
                               QStringLiteral("--session"), QString::number(sessionA)});
    CHECK_FALSE(one.out.contains(QStringLiteral("session ")));

    QProcess follower;
    follower.start(QStringLiteral(UMPIRE_CLI_PATH),
                   {QStringLiteral("--log"), address, QStringLiteral("log"), QStringLiteral("list"),
                    QStringLiteral("--all-sessions"), QStringLiteral("--limit"), QStringLiteral("1"), QStringLiteral("--follow")});
    REQUIRE(follower.waitForStarted());
    QString seen;
    readUntil(follower, seen, QStringLiteral("bombardment"));
    INFO(seen.toStdString() + QString::fromUtf8(follower.readAllStandardError()).toStdString());
    REQUIRE(seen.contains(QStringLiteral("#2  session %1").arg(sessionB)));
    CHECK_FALSE(seen.contains(QStringLiteral("#1 ")));  // --limit 1: only the newest before following

    // Two tables append; the follower prints both, in the chain's order, each once.
    REQUIRE(tableA.append(sampleDraft(sessionA, QStringLiteral("rally"), QStringLiteral("OK"))).ok());
    const auto voided = tableB.voidEntry(2, QStringLiteral("wrong hex"));
    REQUIRE(voided.ok());
    readUntil(follower, seen, QStringLiteral("VOID of #2"));
    CHECK(seen.contains(QStringLiteral("#3  session %1").arg(sessionA)));
    CHECK(seen.contains(QStringLiteral("#4  session %1").arg(sessionB)));
    CHECK(seen.count(QStringLiteral("#3 ")) == 1);
    CHECK(seen.indexOf(QStringLiteral("#3 ")) < seen.indexOf(QStringLiteral("#4 ")));
    CHECK(follower.state() == QProcess::Running);  // it follows until stopped
    follower.kill();
    follower.waitForFinished();
}
