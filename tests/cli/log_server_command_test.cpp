// SPDX-License-Identifier: GPL-3.0-or-later
// `log setup-server`, `log copy` and the other log commands on a club log of the tests' own server.
#include "cli_run.h"
#include "log/game_log.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

using namespace umpire;
using namespace umpire::test;

TEST_CASE("log commands: a club log is set up, filled by a copy, listed, verified and copied back", "[log][cli][server]")
{
    ThrowAwayServer& server = throwAwayServer();
    REQUIRE(server.problem().isEmpty());
    const QString address = server.address(server.newDatabase());

    const CliRun setup = runCli({QStringLiteral("log"), QStringLiteral("setup-server"), address});
    INFO(setup.err.toStdString());
    REQUIRE(setup.exitCode == 0);
    CHECK(setup.out.contains(QStringLiteral("umpire_tables")));
    CHECK(runCli({QStringLiteral("log"), QStringLiteral("setup-server"), address}).exitCode == 0);  // again: no harm
    CHECK(runCli({QStringLiteral("log"), QStringLiteral("setup-server"), QStringLiteral("game.sqlite")}).exitCode == 2);

    TempLog file;
    {
        GameLog log;
        REQUIRE(log.open(file.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("Club night"), {QStringLiteral("Anne")});
        REQUIRE(log.append(sampleDraft(session)).ok());
        REQUIRE(log.append(sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("NE"))).ok());
    }
    const CliRun copied = runCli({QStringLiteral("log"), QStringLiteral("copy"), file.path, address});
    INFO(copied.err.toStdString());
    REQUIRE(copied.exitCode == 0);
    CHECK(copied.out.contains(QStringLiteral("copied 1 sessions and 2 entries")));

    const CliRun verified = runCli({QStringLiteral("--log"), address, QStringLiteral("log"), QStringLiteral("verify")});
    INFO(verified.err.toStdString());
    CHECK(verified.exitCode == 0);
    const CliRun listed = runCli({QStringLiteral("--log"), address, QStringLiteral("log"), QStringLiteral("list")});
    CHECK(listed.exitCode == 0);
    CHECK(listed.out.contains(QStringLiteral("bombardment")));
    const CliRun voided = runCli({QStringLiteral("--log"), address, QStringLiteral("log"), QStringLiteral("void"),
                                  QStringLiteral("1"), QStringLiteral("--reason"), QStringLiteral("wrong hex")});
    INFO(voided.err.toStdString());
    CHECK(voided.exitCode == 0);

    TempLog back;
    const CliRun returned = runCli({QStringLiteral("log"), QStringLiteral("copy"), address, back.path});
    INFO(returned.err.toStdString());
    REQUIRE(returned.exitCode == 0);
    CHECK(returned.out.contains(QStringLiteral("copied 1 sessions and 3 entries")));
    CHECK(runCli({QStringLiteral("--log"), back.path, QStringLiteral("log"), QStringLiteral("verify")}).exitCode == 0);
    // Not over a log that exists.
    const CliRun again = runCli({QStringLiteral("log"), QStringLiteral("copy"), address, back.path});
    CHECK(again.exitCode == 1);
    CHECK(again.err.contains(QStringLiteral("already exists")));
}

TEST_CASE("log commands: a club log seals a new session and takes its phrase and reveal", "[log][cli][server][seal]")
{
    ThrowAwayServer& server = throwAwayServer();
    REQUIRE(server.problem().isEmpty());
    const QString address = server.address(server.newDatabase());
    REQUIRE(runCli({QStringLiteral("log"), QStringLiteral("setup-server"), address}).exitCode == 0);
    const auto log = [&](const QStringList& arguments) {
        return runCli(QStringList{QStringLiteral("--log"), address, QStringLiteral("log")} + arguments);
    };
    const CliRun started = log({QStringLiteral("new"), QStringLiteral("test-game")});
    INFO(started.err.toStdString());
    REQUIRE(started.exitCode == 0);
    CHECK(started.out.contains(QStringLiteral("dice commitment: ")));
    const CliRun phrase = log({QStringLiteral("phrase"), QStringLiteral("rain on the Meuse")});
    INFO(phrase.err.toStdString());
    CHECK(phrase.exitCode == 0);
    const CliRun revealed = log({QStringLiteral("reveal")});
    INFO(revealed.err.toStdString());
    CHECK(revealed.exitCode == 0);
    CHECK(revealed.out.contains(QStringLiteral("rain on the Meuse")));
    const CliRun verified = log({QStringLiteral("verify")});
    INFO(verified.out.toStdString());
    CHECK(verified.exitCode == 0);
    CHECK(verified.out.contains(QStringLiteral("session 1: sealed dice verified")));
}
