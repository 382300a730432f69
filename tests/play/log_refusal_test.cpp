// SPDX-License-Identifier: GPL-3.0-or-later
// A roll the log refuses stays pending: no new roll replaces it; it is written again, or
// discarded with a reason that goes to the log itself.
#include "play_test_support.h"
#include "../log/log_test_support.h"

#include "play/background_log_writer.h"
#include "play/log_writer.h"

#include "log/game_log.h"

#include <catch2/catch.hpp>

#include <QProcess>

using namespace umpire;

namespace {

/// A session on a log that another program can lock; the log waits 100 ms for a lock.
struct LockableSession {
    test::TempLog temp;
    GameLog log;
    std::unique_ptr<DirectLogWriter> writer;
    PlaySession session;

    LockableSession()
    {
        GameLog::OpenOptions options;
        options.busyTimeoutMs = 100;
        REQUIRE(log.open(temp.path, options).ok());
        writer = std::make_unique<DirectLogWriter>(log);
        session.setLogWriter(writer.get());
        REQUIRE(session.setGames(&test::testModules().games));
    }
    QList<LogEntry> entries() const
    {
        const auto list = log.entries(LogFilter{});
        REQUIRE(list.ok());
        return *list;
    }
};

}  // namespace

TEST_CASE("a roll the log refuses stays pending until it is written again", "[play][log]")
{
    LockableSession s;
    test::SessionWatch watch(s.session);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    test::RawDatabase other(s.temp.path);
    REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());  // another program holds the lock

    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));  // N: a follow-up would be due
    REQUIRE(s.session.rolls().size() == 1);
    const PlayedRoll& failed = s.session.rolls().first();
    CHECK(failed.state == RecordState::Failed);
    CHECK(failed.logMessage.contains(QStringLiteral("locked")));
    REQUIRE(watch.failures.size() == 1);
    CHECK(watch.failures.first() == failed.logMessage);
    CHECK(s.session.hasUnrecordedRoll());

    // Nothing replaces it: no new roll, no follow-up, no other rules.
    CHECK_FALSE(s.session.canRoll());
    CHECK_FALSE(s.session.rollProgramDice());
    CHECK_FALSE(s.session.enterPhysicalDice(QStringLiteral("2")));
    CHECK(watch.refusals.last() == QStringLiteral("The last roll is not in the log: write it again or discard it first"));
    CHECK_FALSE(s.session.followUpOffered());
    CHECK_FALSE(s.session.rollFollowUp());
    CHECK_FALSE(s.session.setGames(&test::testModules().games));
    REQUIRE(s.session.rolls().size() == 1);
    CHECK(s.session.rolls().first().throws.front().faces == std::vector<std::int64_t>{5});

    // Still locked: it fails again and stays.
    REQUIRE(s.session.retryRecording());
    CHECK(s.session.rolls().first().state == RecordState::Failed);
    CHECK(watch.failures.size() == 2);

    REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    REQUIRE(s.session.retryRecording());
    const PlayedRoll& written = s.session.rolls().first();
    CHECK(written.state == RecordState::Logged);
    CHECK(written.logMessage.isEmpty());
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().dice == QList<int>{5});  // the first roll, not a new one
    CHECK(entries.first().resultCode.value_or(QString()) == QStringLiteral("N"));
    CHECK(s.session.canRoll());
    CHECK(s.session.followUpOffered());
    CHECK_FALSE(s.session.retryRecording());  // nothing left to write
}

TEST_CASE("a refused roll can be discarded with a reason that is logged", "[play][log]")
{
    LockableSession s;
    test::SessionWatch watch(s.session);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    {
        test::RawDatabase other(s.temp.path);
        REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());
        REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));
        REQUIRE(s.session.rolls().first().state == RecordState::Failed);
        // While the log stays locked, the discard cannot be written either: the roll stays.
        REQUIRE(s.session.discardRoll(QStringLiteral("rolled for the wrong hex")));
        CHECK(s.session.rolls().first().state == RecordState::Failed);
        CHECK(s.session.rolls().first().logMessage.contains(QStringLiteral("locked")));
        REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    }
    CHECK_FALSE(s.session.discardRoll(QStringLiteral("  ")));
    CHECK(watch.refusals.last().contains(QStringLiteral("Say why")));
    CHECK(s.session.rolls().first().state == RecordState::Failed);

    REQUIRE(s.session.discardRoll(QStringLiteral("rolled for the wrong hex")));
    const PlayedRoll& discarded = s.session.rolls().first();
    CHECK(discarded.state == RecordState::Discarded);
    CHECK(discarded.logMessage == QStringLiteral("rolled for the wrong hex"));
    CHECK_FALSE(s.session.followUpOffered());  // a discarded result calls for nothing
    CHECK(s.session.canRoll());

    const auto entries = s.entries();
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].id == discarded.entryId);
    CHECK(entries[0].dice == QList<int>{5});
    CHECK(entries[0].voidedBy.value_or(0) == entries[1].id);
    CHECK(entries[1].kind == LogEntryKind::Void);
    CHECK(entries[1].voidReason == QStringLiteral("rolled for the wrong hex"));
    CHECK(watch.recordedEntries == QList<qint64>{entries[1].id});
    const auto verified = s.log.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
}

TEST_CASE("the follow-up of a roll written after the players picked another game is its own game's", "[play][log][follow-up]")
{
    // Verdun has a procedure of the same name as the test module's follow-up: before, the
    // follow-up was assessed with the rules of the game in play, and Verdun's answered for it.
    LockableSession s;
    test::SessionWatch watch(s.session);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    {
        test::RawDatabase other(s.temp.path);
        REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());
        REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));  // N: a neutralisation check follows
        REQUIRE(s.session.rolls().first().state == RecordState::Failed);
        REQUIRE(s.session.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("bombardment")));
        REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    }
    REQUIRE(s.session.retryRecording());
    REQUIRE(s.session.rolls().first().state == RecordState::Logged);
    REQUIRE(s.session.followUpOffered());
    CHECK(s.session.followUpLabel() == QStringLiteral("Neutralisation check"));

    REQUIRE(s.session.enterFollowUpDice(QStringLiteral("4")));
    CHECK(watch.refusals.isEmpty());
    const PlayedRoll& followUp = s.session.rolls().last();
    CHECK(followUp.isFollowUp);
    CHECK(followUp.assessment.situation.game == "umpire-test");
    CHECK(followUp.resolution.outcome.code == "NEUT");
    const auto entries = s.entries();
    REQUIRE(entries.size() == 2);
    CHECK(entries[1].parentId.value_or(0) == entries[0].id);
    CHECK(entries[1].sessionId == entries[0].sessionId);
    CHECK(entries[1].resultCode.value_or(QString()) == QStringLiteral("NEUT"));
}

TEST_CASE("a roll waiting for a log another process holds says which process holds it", "[play][log][thread]")
{
    test::TempLog temp;
    {
        GameLog created;
        REQUIRE(created.open(temp.path).ok());
    }
    // The desktop app's writer: on a thread of its own, waiting 300 ms for the lock.
    BackgroundLogWriter writer(temp.path, 300);
    PlaySession session;
    session.setLogWriter(&writer);
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));

    QProcess holder;
    holder.start(QStringLiteral(UMPIRE_LOG_WRITER), {temp.path, QStringLiteral("--hold")});
    REQUIRE(holder.waitForStarted());
    QByteArray said;
    while (!said.contains("holding\n") && holder.waitForReadyRead(10000))
        said += holder.readAllStandardOutput();
    REQUIRE(said.contains("holding\n"));

    REQUIRE(session.enterPhysicalDice(QStringLiteral("3,4")));
    REQUIRE(test::waitUntil([&] { return !session.isWriting(); }));
    const PlayedRoll& failed = session.rolls().first();
    CHECK(failed.state == RecordState::Failed);
    INFO(failed.logMessage.toStdString());
#ifdef Q_OS_LINUX
    CHECK(failed.logMessage.contains(
        QStringLiteral("the log is locked by umpire-log-writer (process %1) and stayed locked for 300 ms").arg(holder.processId())));
#else
    CHECK(failed.logMessage.contains(QStringLiteral("stayed locked for 300 ms")));
#endif

    holder.write("\n");
    holder.closeWriteChannel();
    REQUIRE(holder.waitForFinished(10000));
    REQUIRE(session.retryRecording());
    REQUIRE(test::waitUntil([&] { return !session.isWriting(); }));
    CHECK(session.rolls().first().state == RecordState::Logged);
}
