// SPDX-License-Identifier: GPL-3.0-or-later
// A club log's faults that a table meets: a wrong password, a statement the server cancels (its
// statement timeout, or an administrator), and a log kept busy by another table. Each is told
// plainly, names the server, shows no password, and a retry records the roll once.
#include "log/game_log.h"
#include "either_log.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

#include <QDeadlineTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>

#include <memory>

using namespace umpire;
using namespace umpire::test;

namespace {

/// Another table's transaction holding the chain's head, as an append of its own would.
class HeldChainHead {
public:
    explicit HeldChainHead(const QString& address) : name_(QStringLiteral("holder-%1").arg(QUuid::createUuid().toString()))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
        db.setConnectOptions(address);  // keyword=value pairs, host= a socket folder
        REQUIRE(db.open());
        QSqlQuery query(db);
        REQUIRE(query.exec(QStringLiteral("BEGIN")));
        REQUIRE(query.exec(QStringLiteral("SELECT head_id FROM umpire.chain_head FOR UPDATE")));
    }
    ~HeldChainHead()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(name_, false);
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            db.close();
        }
        QSqlDatabase::removeDatabase(name_);
    }

private:
    QString name_;
};

}  // namespace

TEST_CASE("a wrong password is refused with a message naming the server and hiding the password", "[log][server]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    // A role of this test's own: roles belong to the whole server, shared by the other tests.
    REQUIRE(server.exec(club.database, QStringLiteral("CREATE ROLE pat_with_password LOGIN PASSWORD 'right horse' "
                                                           "IN ROLE umpire_tables"))
                .isEmpty());
    REQUIRE(server.requirePassword(QStringLiteral("pat_with_password")));
    const QString address = server.address(club.database, QStringLiteral("pat_with_password"));

    GameLog refused;
    const auto opened = refused.open(address + QStringLiteral(" password=wrong-battery"));
    REQUIRE_FALSE(opened.ok());
    const QString message = opened.error();
    INFO(message.toStdString());
    CHECK(message.startsWith(QStringLiteral("club log ")));
    CHECK(message.contains(QStringLiteral("refused the login")));
    CHECK(message.contains(QStringLiteral("password=***")));
    CHECK_FALSE(message.contains(QStringLiteral("wrong-battery")));
    CHECK_FALSE(refused.isOpen());
    // No password at all is refused the same way.
    GameLog none;
    const auto withoutPassword = none.open(address);
    REQUIRE_FALSE(withoutPassword.ok());
    CHECK(withoutPassword.error().contains(QStringLiteral("club log ")));

    GameLog table;
    const auto right = table.open(address + QStringLiteral(" password='right horse'"));
    INFO(right.error().toStdString());
    REQUIRE(right.ok());
    const auto session = table.newSession(QStringLiteral("test-game"), QString(), {});
    REQUIRE(session.ok());
    CHECK(table.append(sampleDraft(*session)).ok());
    CHECK_FALSE(table.path().contains(QStringLiteral("right horse")));
}

TEST_CASE("an append the server cancels records nothing, says so, and records once when tried again", "[log][server]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    const QString address = server.address(club.database);
    GameLog table;
    REQUIRE(table.open(address).ok());
    const auto session = table.newSession(QStringLiteral("test-game"), QString(), {});
    REQUIRE(session.ok());
    LogEntryDraft draft = sampleDraft(*session);
    draft.clientId = QUuid::createUuid().toString(QUuid::WithoutBraces);

    // While another transaction holds the chain's head, the append waits; the server cancels
    // it (as a statement timeout does; here pg_cancel_backend, not to wait two minutes).
    LogResult<qint64> cancelled = LogError{};
    {
        HeldChainHead held(address);
        std::unique_ptr<QThread> canceller(QThread::create([&club, &server] {
            QDeadlineTimer deadline(10000);
            while (!deadline.hasExpired()) {
                if (server.scalar(club.database,
                                       QStringLiteral("SELECT count(pg_cancel_backend(pid)) FROM pg_stat_activity WHERE "
                                                      "datname = current_database() AND wait_event_type = 'Lock'")) == QLatin1String("1"))
                    return;
                QThread::msleep(50);
            }
        }));
        canceller->start();
        cancelled = table.append(draft);
        canceller->wait();
    }
    REQUIRE_FALSE(cancelled.ok());
    INFO(cancelled.error().toStdString());
    CHECK(cancelled.error().startsWith(QStringLiteral("club log ")));
    CHECK(cancelled.error().contains(QStringLiteral("cancelled")));
    CHECK(cancelled.error().contains(QStringLiteral("nothing of it was recorded")));
    CHECK(*table.countEntries(LogFilter{}) == 0);

    const auto retried = table.append(draft);
    INFO(retried.error().toStdString());
    REQUIRE(retried.ok());
    CHECK(table.append(draft).value() == *retried);  // the same client id: the same entry
    CHECK(*table.countEntries(LogFilter{}) == 1);
    CHECK(table.verify().value().ok());
}

TEST_CASE("an append kept waiting by another table past the busy timeout records nothing and says why", "[log][server]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    const QString address = server.address(club.database);
    GameLog table;
    GameLog::OpenOptions options;
    options.busyTimeoutMs = 300;
    REQUIRE(table.open(address, options).ok());
    const auto session = table.newSession(QStringLiteral("test-game"), QString(), {});
    REQUIRE(session.ok());
    LogResult<qint64> waited = LogError{};
    {
        HeldChainHead held(address);
        waited = table.append(sampleDraft(*session));
    }
    REQUIRE_FALSE(waited.ok());
    INFO(waited.error().toStdString());
    CHECK(waited.error().contains(QStringLiteral("other tables kept the log busy")));
    CHECK(*table.countEntries(LogFilter{}) == 0);
    CHECK(table.append(sampleDraft(*session)).ok());
}
