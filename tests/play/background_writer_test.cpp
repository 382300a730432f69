// SPDX-License-Identifier: GPL-3.0-or-later
// The background writer: a log held by another program keeps the roll "being written" without
// holding up the caller, and the roll is written once the lock is released.
#include "play_test_support.h"
#include "../log/log_test_support.h"

#include "play/background_log_writer.h"

#include "log/game_log.h"

#include <catch2/catch.hpp>

using namespace umpire;

TEST_CASE("waiting for a locked log happens off the caller's thread", "[play][log][thread]")
{
    test::TempLog temp;
    GameLog reader;
    REQUIRE(reader.open(temp.path).ok());  // creates the file, as the window does before writing
    BackgroundLogWriter writer(temp.path, 20000);
    PlaySession session;
    session.setLogWriter(&writer);
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    test::SessionWatch watch(session);

    test::RawDatabase other(temp.path);
    REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());
    // The call returns while the writer waits for the lock (it would wait 20 s on this thread).
    REQUIRE(session.enterPhysicalDice(QStringLiteral("3,4")));
    REQUIRE(session.rolls().size() == 1);
    CHECK(session.rolls().first().state == RecordState::Writing);
    CHECK(session.isWriting());
    CHECK_FALSE(session.rollProgramDice());
    CHECK(watch.refusals.last() == QStringLiteral("The last roll is being written to the log"));

    REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    REQUIRE(test::waitUntil([&] { return !session.isWriting(); }));
    CHECK(session.rolls().first().state == RecordState::Logged);
    const auto entries = reader.entries(LogFilter{});
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 1);
    CHECK(entries->first().dice == QList<int>{3, 4});
    CHECK(watch.recordedEntries == QList<qint64>{entries->first().id});
}

TEST_CASE("a log that cannot be opened by the writer fails the roll, which stays pending", "[play][log][thread]")
{
    test::TempLog temp;
    BackgroundLogWriter writer(temp.dir.filePath(QStringLiteral("no-folder/../")), 100);
    PlaySession session;
    session.setLogWriter(&writer);
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    REQUIRE(session.enterPhysicalDice(QStringLiteral("1,1")));
    REQUIRE(test::waitUntil([&] { return !session.isWriting(); }));
    CHECK(session.rolls().first().state == RecordState::Failed);
    CHECK_FALSE(session.rolls().first().logMessage.isEmpty());
    CHECK(session.hasUnrecordedRoll());
}

TEST_CASE("the log cannot be changed while a roll is being written to it", "[play][log][thread]")
{
    test::TempLog temp;
    GameLog reader;
    REQUIRE(reader.open(temp.path).ok());
    BackgroundLogWriter writer(temp.path, 20000);
    PlaySession session;
    REQUIRE(session.setLogWriter(&writer));
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    test::RawDatabase other(temp.path);
    REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());
    REQUIRE(session.enterPhysicalDice(QStringLiteral("6,6")));
    BackgroundLogWriter replacement(temp.path, 1000);
    CHECK_FALSE(session.setLogWriter(&replacement));
    CHECK_FALSE(session.setLogWriter(nullptr, QStringLiteral("closed")));
    REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    REQUIRE(test::waitUntil([&] { return !session.isWriting(); }));
    CHECK(session.rolls().first().state == RecordState::Logged);
    CHECK(session.setLogWriter(&replacement));
}
