// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QSqlQuery>

using namespace umpire;
using namespace umpire::test;

TEST_CASE("a log locked by another program waits for the busy timeout, then fails clearly", "[log][faults]")
{
    TempLog temp;
    GameLog log;
    GameLog::OpenOptions options;
    options.busyTimeoutMs = 300;
    REQUIRE(log.open(temp.path, options).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(session)).ok());

    {
        RawDatabase other(temp.path);
        REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());  // holds the write lock
        QElapsedTimer timer;
        timer.start();
        auto blocked = log.append(sampleDraft(session));
        const qint64 waited = timer.elapsed();
        REQUIRE_FALSE(blocked.ok());
        CHECK_FALSE(blocked.refused());
        CHECK(waited >= 250);
        CHECK(blocked.error().startsWith(temp.path + QStringLiteral(": cannot append the entry: the log is locked "
                                                                    "by another program (another Umpire?) and "
                                                                    "stayed locked for 300 ms")));
        // Reading still works while another program writes (WAL).
        CHECK(*log.countEntries(LogFilter{}) == 1);
        REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    }
    REQUIRE(log.append(sampleDraft(session)).ok());
    CHECK(*log.countEntries(LogFilter{}) == 2);
    CHECK(log.verify()->ok());
}

TEST_CASE("a full disk fails the append clearly and keeps every earlier entry", "[log][faults]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    QList<qint64> acknowledged;
    for (int i = 0; i < 5; ++i)
        acknowledged << *log.append(sampleDraft(session));

    // Simulate the disk filling up: the file may not grow by more than a couple of pages.
    {
        QSqlQuery pragma(QSqlDatabase::database(log.connectionName()));
        REQUIRE(pragma.exec(QStringLiteral("PRAGMA page_count")));
        REQUIRE(pragma.next());
        const qint64 pages = pragma.value(0).toLongLong();
        pragma.finish();
        REQUIRE(pragma.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages + 2)));
    }

    QString failure;
    for (int i = 0; i < 200 && failure.isEmpty(); ++i) {
        LogEntryDraft draft = sampleDraft(session);
        draft.note = QString(3000, QLatin1Char('n'));
        auto id = log.append(draft);
        if (id.ok())
            acknowledged << *id;
        else
            failure = id.error();
    }
    REQUIRE_FALSE(failure.isEmpty());
    CHECK(failure.startsWith(temp.path + QStringLiteral(": cannot append the entry: the disk is full")));
    CHECK(failure.contains(QStringLiteral("earlier entries are intact")));
    CHECK(*log.countEntries(LogFilter{}) == acknowledged.size());
    log.close();

    // Reopened (the size limit was for that connection only): everything acknowledged is there.
    REQUIRE(log.open(temp.path).ok());
    for (qint64 id : acknowledged)
        CHECK(log.entry(id).ok());
    CHECK(*log.countEntries(LogFilter{}) == acknowledged.size());
    CHECK(log.verify()->ok());
    REQUIRE(log.append(sampleDraft(session)).ok());
    CHECK(log.verify()->ok());
}
