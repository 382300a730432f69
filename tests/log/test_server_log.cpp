// SPDX-License-Identifier: GPL-3.0-or-later
// The club log on a PostgreSQL server of the tests' own (throwaway_server.h): the same log
// interface as a file, many tables at once, a hard stop of the server, roles that cannot rewrite
// history, and an append retried after its answer was lost.
#include "log/game_log.h"
#include "log/log_copy.h"
#include "either_log.h"
#include "log/server_log_setup.h"
#include "either_log.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QThread>
#include <QUuid>

#include <atomic>
#include <memory>
#include <vector>

using namespace umpire;
using namespace umpire::test;

namespace {

qint64 startSession(GameLog& log)
{
    auto id = log.newSession(QStringLiteral("test-game"), QStringLiteral("Scenario 1"), {QStringLiteral("Anne"), QStringLiteral("Bruno")});
    INFO(id.error().toStdString());
    REQUIRE(id.ok());
    return *id;
}

LogEntryDraft draftWithId(qint64 session, const QString& clientId, const QString& note = QString())
{
    LogEntryDraft draft = sampleDraft(session);
    draft.clientId = clientId;
    draft.note = note;
    return draft;
}

}  // namespace

TEST_CASE("both stores take sessions, rolls, follow-ups, voids and discarded rolls, and verify", "[log][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    const auto opened = log.open(either.address);
    INFO(opened.error().toStdString());
    REQUIRE(opened.ok());
    CHECK(log.isServer() == server);
    const qint64 session = startSession(log);

    const auto first = log.append(sampleDraft(session));
    REQUIRE(first.ok());
    LogEntryDraft followUp = sampleDraft(session, QStringLiteral("morale"), QStringLiteral("R"));
    followUp.parentId = *first;
    const auto second = log.append(followUp);
    REQUIRE(second.ok());
    const auto voided = log.voidEntry(*first, QStringLiteral("wrong hex"));
    REQUIRE(voided.ok());
    CHECK(log.voidEntry(*first, QStringLiteral("again")).error().contains(QLatin1String("already voided by entry")));
    const auto discarded = log.appendDiscarded(sampleDraft(session), QStringLiteral("die fell off the table"));
    REQUIRE(discarded.ok());
    const auto both = log.appendAll({sampleDraft(session), [&] {
                                         LogEntryDraft next = sampleDraft(session, QStringLiteral("morale"));
                                         next.followsPrevious = true;
                                         return next;
                                     }()});
    REQUIRE(both.ok());

    const auto entries = log.entries(LogFilter{});
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 7);
    CHECK(entries->at(0).id == 1);
    CHECK(entries->at(0).voidedBy == std::optional<qint64>(*voided));
    CHECK(entries->at(1).parentId == std::optional<qint64>(*first));
    CHECK(entries->at(2).voidsId == std::optional<qint64>(*first));
    CHECK(entries->at(4).voidsId == std::optional<qint64>(discarded->rollId));
    CHECK(entries->at(6).parentId == std::optional<qint64>(both->at(0)));
    CHECK(entries->at(0).resultCode == std::optional<QString>(QStringLiteral("A/DR")));
    CHECK(entries->at(0).dice == QList<int>{3, 4});

    const auto sessions = log.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 1);
    CHECK(sessions->first().entryCount == 7);
    CHECK(sessions->first().players == QStringList{QStringLiteral("Anne"), QStringLiteral("Bruno")});

    LogFilter morale;
    morale.procedure = QStringLiteral("morale");
    CHECK(*log.countEntries(morale) == 2);
    LogFilter text;
    text.text = QStringLiteral("WRONG HEX");
    CHECK(*log.countEntries(text) == 1);
    LogFilter newest;
    newest.limit = 2;
    const auto lastTwo = log.entries(newest);
    REQUIRE(lastTwo.ok());
    CHECK(lastTwo->size() == 2);
    CHECK(lastTwo->last().id == 7);

    const auto one = log.entry(1);
    REQUIRE(one.ok());
    CHECK(one->hash.size() == 64);
    CHECK(one->resolution().value(QStringLiteral("procedure")).toString() == QLatin1String("combat"));

    const auto verified = log.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    CHECK(verified->entriesChecked == 7);
}

TEST_CASE("both stores refuse the same drafts and a club log's messages name the server", "[log][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    REQUIRE(log.open(either.address).ok());
    const qint64 session = startSession(log);
    const auto noSession = log.append(sampleDraft(session + 5));
    CHECK(noSession.refused());
    CHECK(noSession.error().contains(server ? QStringLiteral("club log host=") : either.file.path));
    CHECK(noSession.error().contains(QLatin1String("does not exist")));
    LogEntryDraft otherGame = sampleDraft(session);
    otherGame.resolution.insert(QStringLiteral("game"), QStringLiteral("another-game"));
    CHECK(log.append(otherGame).error().contains(QLatin1String("start a session for 'another-game' first")));
    if (server) {
        LogEntryDraft badId = sampleDraft(session);
        badId.clientId = QStringLiteral("not-a-uuid");
        CHECK(log.append(badId).error().contains(QLatin1String("is not a UUID")));
    }
    CHECK(*log.countEntries(LogFilter{}) == 0);

    GameLog readOnly;
    GameLog::OpenOptions options;
    options.readOnly = true;
    REQUIRE(readOnly.open(either.address, options).ok());
    CHECK(readOnly.append(sampleDraft(session)).error().contains(QLatin1String("open read-only")));
}

TEST_CASE("a database without a club log is not written to by opening it", "[log][server]")
{
    ThrowAwayServer& server = throwAwayServer();
    REQUIRE(server.problem().isEmpty());
    const QString database = server.newDatabase();
    GameLog log;
    const auto opened = log.open(server.address(database));
    REQUIRE(!opened.ok());
    CHECK(opened.error().contains(QLatin1String("holds no club log yet")));
    CHECK(opened.error().contains(QLatin1String("umpire-cli log setup-server")));
    CHECK(server.scalar(database, QStringLiteral("SELECT count(*) FROM pg_namespace WHERE nspname = 'umpire'")) ==
          QLatin1String("0"));

    const auto unreachable = log.open(QStringLiteral("host=/nonexistent-folder port=5432 dbname=x user=postgres"));
    REQUIRE(!unreachable.ok());
    CHECK(unreachable.error().contains(QLatin1String("club log host=/nonexistent-folder")));
    CHECK(unreachable.error().contains(QLatin1String("cannot connect to the server")));

    const auto secret = log.open(QStringLiteral("postgresql://anne:s3cret@/nowhere?host=/nonexistent-folder"));
    REQUIRE(!secret.ok());
    CHECK(!secret.error().contains(QLatin1String("s3cret")));
}

TEST_CASE("no role can change or remove an entry, and a referee can only void", "[log][server]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    for (const QString& sql : {QStringLiteral("CREATE ROLE anne LOGIN IN ROLE umpire_tables"),
                               QStringLiteral("CREATE ROLE rita LOGIN IN ROLE umpire_referee")}) {
        const QString error = server.exec(club.database, sql);
        // Roles belong to the whole server: another test may have made them.
        CHECK((error.isEmpty() || error.contains(QLatin1String("already exists"))));
    }
    GameLog table;
    REQUIRE(table.open(server.address(club.database, QStringLiteral("anne"))).ok());
    const qint64 session = startSession(table);
    const auto roll = table.append(sampleDraft(session));
    INFO(roll.error().toStdString());
    REQUIRE(roll.ok());

    for (const QString& user : {QStringLiteral("anne"), QStringLiteral("rita"), QStringLiteral("postgres")}) {
        INFO(user.toStdString());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.entries SET note = 'x'"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("DELETE FROM umpire.entries"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("TRUNCATE umpire.entries CASCADE"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.sessions SET scenario = 'x'"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.chain_head SET head_id = 0"), user).isEmpty());
    }
    CHECK(server.exec(club.database, QStringLiteral("UPDATE umpire.entries SET note = 'x'"), QStringLiteral("postgres"))
              .contains(QLatin1String("never changed or removed")));

    GameLog referee;
    REQUIRE(referee.open(server.address(club.database, QStringLiteral("rita"))).ok());
    const auto refereeRoll = referee.append(sampleDraft(session));
    REQUIRE(!refereeRoll.ok());
    CHECK(refereeRoll.error().contains(QLatin1String("does not allow it to this user")));
    CHECK(!referee.newSession(QStringLiteral("test-game"), QString(), {}).ok());
    const auto voided = referee.voidEntry(*roll, QStringLiteral("referee's ruling"));
    INFO(voided.error().toStdString());
    CHECK(voided.ok());
    const auto verified = table.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    CHECK(verified->entriesChecked == 2);
}

TEST_CASE("an append tried again after the connection dropped is recorded once", "[log][server]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    GameLog log;
    REQUIRE(log.open(club.address).ok());
    const qint64 session = startSession(log);
    const LogEntryDraft draft = draftWithId(session, QUuid::createUuid().toString(QUuid::WithoutBraces));
    const auto first = log.append(draft);
    REQUIRE(first.ok());
    // As if the answer to that append was lost with the connection: the table tries again.
    REQUIRE(server.exec(club.database, QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                                                      "datname = current_database() AND pid <> pg_backend_pid()"))
                .isEmpty());
    const auto lost = log.append(draft);
    if (!lost.ok())  // the dropped connection is reported once, then opened again
        CHECK(lost.error().contains(QLatin1String("connection to the server was lost")));
    const auto retried = log.append(draft);
    INFO(retried.error().toStdString());
    REQUIRE(retried.ok());
    CHECK(*retried == *first);
    CHECK(*log.countEntries(LogFilter{}) == 1);
    const auto verified = log.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
}

TEST_CASE("eight tables append at once: one chain, nothing lost, doubled or out of order", "[log][server]")
{
    ClubLog club;
    constexpr int kTables = 8;
    constexpr int kAppends = 25;
    GameLog setup;
    REQUIRE(setup.open(club.address).ok());
    QList<qint64> sessions;
    for (int t = 0; t < kTables; ++t)
        sessions << startSession(setup);

    QMutex mutex;
    QList<QString> failures;
    QHash<QString, qint64> acknowledged;  // client id -> entry id
    std::vector<std::unique_ptr<QThread>> threads;
    for (int t = 0; t < kTables; ++t) {
        threads.emplace_back(QThread::create([&, t] {
            GameLog table;
            if (auto opened = table.open(club.address); !opened) {
                QMutexLocker lock(&mutex);
                failures << opened.error();
                return;
            }
            for (int i = 0; i < kAppends; ++i) {
                const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
                const auto appended = table.append(draftWithId(sessions.at(t), id, QStringLiteral("table %1 roll %2").arg(t).arg(i)));
                QMutexLocker lock(&mutex);
                if (appended)
                    acknowledged.insert(id, *appended);
                else
                    failures << appended.error();
            }
        }));
        threads.back()->start();
    }
    for (auto& thread : threads)
        thread->wait();
    INFO(failures.join(QLatin1Char('\n')).toStdString());
    CHECK(failures.isEmpty());
    CHECK(acknowledged.size() == kTables * kAppends);
    const QList<qint64> ids = acknowledged.values();
    CHECK(QSet<qint64>(ids.begin(), ids.end()).size() == kTables * kAppends);
    CHECK(*setup.countEntries(LogFilter{}) == kTables * kAppends);
    for (int t = 0; t < kTables; ++t) {
        LogFilter one;
        one.sessionId = sessions.at(t);
        const auto entries = setup.entries(one);
        REQUIRE(entries.ok());
        REQUIRE(entries->size() == kAppends);
        for (int i = 0; i < kAppends; ++i)  // each table's rolls in the order it made them
            CHECK(entries->at(i).note == QStringLiteral("table %1 roll %2").arg(t).arg(i));
    }
    const auto verified = setup.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    CHECK(verified->entriesChecked == kTables * kAppends);
}

TEST_CASE("a hard stop of the server during appends loses no acknowledged roll and doubles none", "[log][server]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    constexpr int kTables = 4;
    constexpr int kAppends = 30;
    GameLog setup;
    REQUIRE(setup.open(club.address).ok());
    QList<qint64> sessions;
    for (int t = 0; t < kTables; ++t)
        sessions << startSession(setup);
    setup.close();

    QMutex mutex;
    QHash<QString, qint64> acknowledged;
    QStringList lastErrors;
    std::atomic<int> appendedSoFar{0};
    std::atomic<int> errorsSeen{0};
    std::vector<std::unique_ptr<QThread>> threads;
    for (int t = 0; t < kTables; ++t) {
        threads.emplace_back(QThread::create([&, t] {
            GameLog table;
            // The server may be down when a table starts or tries again: it keeps trying.
            for (int attempt = 0;; ++attempt) {
                const auto opened = table.open(club.address);
                if (opened)
                    break;
                QMutexLocker lock(&mutex);
                if (lastErrors.size() < 20)
                    lastErrors << opened.error();
                if (attempt > 600)
                    return;
                lock.unlock();
                QThread::msleep(50);
            }
            for (int i = 0; i < kAppends; ++i) {
                const LogEntryDraft draft = draftWithId(sessions.at(t), QUuid::createUuid().toString(QUuid::WithoutBraces));
                for (int attempt = 0; attempt < 600; ++attempt) {
                    const auto appended = table.append(draft);  // the same draft: the same client id
                    if (appended) {
                        QMutexLocker lock(&mutex);
                        acknowledged.insert(draft.clientId, *appended);
                        ++appendedSoFar;
                        break;
                    }
                    ++errorsSeen;
                    {
                        QMutexLocker lock(&mutex);
                        if (lastErrors.size() < 20)
                            lastErrors << appended.error();
                    }
                    QThread::msleep(50);
                }
            }
        }));
        threads.back()->start();
    }
    QElapsedTimer waited;
    waited.start();
    while (appendedSoFar.load() < kTables * kAppends / 3 && waited.elapsed() < 120000)
        QThread::msleep(5);
    {
        QMutexLocker lock(&mutex);
        INFO(lastErrors.join(QLatin1Char('\n')).toStdString());
        REQUIRE(appendedSoFar.load() >= kTables * kAppends / 3);
    }
    REQUIRE(server.stop(true));
    QThread::msleep(300);
    REQUIRE(server.start());
    for (auto& thread : threads)
        thread->wait();

    CHECK(errorsSeen.load() > 0);  // the stop was felt
    INFO(lastErrors.join(QLatin1Char('\n')).toStdString());
    CHECK(acknowledged.size() == kTables * kAppends);
    GameLog check;
    REQUIRE(check.open(club.address).ok());
    CHECK(*check.countEntries(LogFilter{}) == kTables * kAppends);
    for (auto it = acknowledged.constBegin(); it != acknowledged.constEnd(); ++it) {
        const QString count = server.scalar(
            club.database, QStringLiteral("SELECT count(*) FROM umpire.entries WHERE client_id = '%1' AND id = %2")
                               .arg(it.key())
                               .arg(it.value()));
        if (count != QLatin1String("1"))
            FAIL_CHECK("client id " << it.key().toStdString() << " is held " << count.toStdString() << " times");
    }
    const auto verified = check.verify();
    REQUIRE(verified.ok());
    INFO(verified->message.toStdString());
    CHECK(verified->ok());
}

TEST_CASE("a log copied from a file to a club log and back keeps every hash and verifies", "[log][server]")
{
    ClubLog club;
    TempLog original;
    QList<QString> hashes;
    {
        GameLog file;
        REQUIRE(file.open(original.path).ok());
        const qint64 first = startSession(file);
        const qint64 second = startSession(file);
        const auto roll = file.append(sampleDraft(first));
        REQUIRE(roll.ok());
        REQUIRE(file.append(sampleDraft(second, QStringLiteral("morale"), QStringLiteral("R"))).ok());
        REQUIRE(file.voidEntry(*roll, QStringLiteral("wrong column")).ok());
        LogEntryDraft physical = sampleDraft(first);
        physical.chartResult = QStringLiteral("DR");
        physical.note = QStringLiteral("read off the printed chart");
        REQUIRE(file.append(physical).ok());
        file.forEachChainRow([&](const ChainRow& row) {
            hashes << row.hash;
            return true;
        });
    }
    REQUIRE(hashes.size() == 4);

    GameLog from;
    REQUIRE(from.open(original.path).ok());
    GameLog server;
    REQUIRE(server.open(club.address).ok());
    const auto toServer = copyGameLog(from, server);
    INFO(toServer.error().toStdString());
    REQUIRE(toServer.ok());
    CHECK(toServer->sessions == 2);
    CHECK(toServer->entries == 4);
    QList<QString> onServer;
    server.forEachChainRow([&](const ChainRow& row) {
        onServer << row.hash;
        return true;
    });
    CHECK(onServer == hashes);
    LogFilter text;
    text.text = QStringLiteral("printed chart");
    CHECK(*server.countEntries(text) == 1);
    // The server goes on from the copy: the next session and entry follow the copied ones.
    const qint64 third = startSession(server);
    CHECK(third == 3);
    const auto next = server.append(sampleDraft(third));
    REQUIRE(next.ok());
    CHECK(*next == 5);
    // A second copy into the same club log is refused and changes nothing.
    CHECK(copyGameLog(from, server).refused());
    CHECK(*server.countEntries(LogFilter{}) == 5);

    TempLog back;
    GameLog file;
    REQUIRE(file.open(back.path).ok());
    const auto toFile = copyGameLog(server, file);
    INFO(toFile.error().toStdString());
    REQUIRE(toFile.ok());
    CHECK(toFile->entries == 5);
    QList<QString> inFile;
    file.forEachChainRow([&](const ChainRow& row) {
        inFile << row.hash;
        return true;
    });
    CHECK(inFile.mid(0, 4) == hashes);
    const auto verified = file.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    const auto sessions = file.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 3);
    CHECK(sessions->at(0).entryCount == 3);
}

TEST_CASE("a window following a club log learns of another table's roll at once", "[log][server]")
{
    ClubLog club;
    GameLog watcher;
    REQUIRE(watcher.open(club.address).ok());
    QObject receiver;
    QList<qint64> told;
    REQUIRE(watcher.followAppends(&receiver, [&told](qint64 id) { told << id; }));
    GameLog table;
    REQUIRE(table.open(club.address).ok());
    const qint64 session = startSession(table);
    const auto appended = table.append(sampleDraft(session));
    REQUIRE(appended.ok());
    QElapsedTimer waited;
    waited.start();
    while (told.isEmpty() && waited.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    CHECK(told == QList<qint64>{*appended});

    TempLog file;
    GameLog local;
    REQUIRE(local.open(file.path).ok());
    CHECK(!local.followAppends(&receiver, [](qint64) {}));
}
