// SPDX-License-Identifier: GPL-3.0-or-later
// A club log changed behind Umpire's back, by the tables' owner who switched the triggers off:
// verify finds the first change in chain order, through libpq's batches and hashing threads as
// through the reference walk of Qt SQL, and a cancelled verify stops.
#include "log/entry_hash.h"
#include "log/game_log.h"
#include "log/libpq_calls.h"
#include "log/log_bench.h"
#include "log/log_task.h"
#include "log/server_chain_walk.h"
#include "log/server_connection.h"
#include "either_log.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

using namespace umpire;
using namespace umpire::test;

namespace {

/// Enough entries for several batches of the hashing threads (1000 rows each).
constexpr int kEntries = 2600;

/// A club log of kEntries bench entries in one session, on a database of its own.
struct FilledClubLog : ClubLog {
    FilledClubLog()
    {
        GameLog log;
        REQUIRE(log.open(address).ok());
        const auto session = fillBenchLog(log, kEntries, {});
        INFO(session.error().toStdString());
        REQUIRE(session.ok());
    }
};

/// The reference walk (Qt SQL, row by row) on a connection of its own, in a snapshot as verify's.
ServerChainWalk walkThroughQt(const QString& address)
{
    const QString name = QStringLiteral("server-tamper-reference");
    ServerChainWalk walk;
    {
        const auto connection = serverConnection(address);
        REQUIRE(connection.ok());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setConnectOptions(connection->settings);
        REQUIRE(db.open());
        REQUIRE(db.transaction());
        QSqlQuery setup(db);
        REQUIRE(setup.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")));
        REQUIRE(setup.exec(QStringLiteral("SET LOCAL search_path TO umpire, public")));
        setup.finish();
        walk = walkServerChainThroughQt(db, 0, nullptr);
        db.rollback();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return walk;
}

}  // namespace

TEST_CASE("the build reads a club log's rows through libpq", "[log][server][verify]")
{
#ifdef UMPIRE_EXPECT_LIBPQ
    CHECK(libPqCalls() != nullptr);
    ThrowAwayServer& server = throwAwayServer();
    REQUIRE(server.problem().isEmpty());
    const QString address = server.address(server.newDatabase());
    REQUIRE(setUpServerLog(address).ok());
    GameLog log;
    REQUIRE(log.open(address).ok());
    // The connection Qt's driver holds is the one the walk reads through.
    CHECK(postgresHandle(QSqlDatabase::database(log.connectionName(), false)) != nullptr);
#else
    SUCCEED("built without libpq's headers: verify walks through Qt SQL");
#endif
}

TEST_CASE("every kind of tampering of a club log is found by verify", "[log][server][tamper]")
{
    struct Case {
        const char* name;
        QStringList sql;
        LogVerification::Problem problem;
        qint64 entry;
        const char* message;
    };
    QStringList swapped = hashedEntryColumns();
    swapped << QStringLiteral("hash");
    QStringList quoted;
    for (const QString& column : swapped)
        quoted << QLatin1Char('"') + column + QLatin1Char('"');
    const QString columns = quoted.join(QStringLiteral(", "));
    const Case c = GENERATE_COPY(
        Case{"edit a result in the first batch",
             {QStringLiteral("UPDATE umpire.entries SET result_code = 'DE' WHERE id = 3")},
             LogVerification::Problem::ContentChanged, 3, "entry 3: content changed"},
        Case{"edit a resolution in a later batch",
             {QStringLiteral("UPDATE umpire.entries SET resolution = replace(resolution, '\"clear\"', '\"woods\"') "
                             "WHERE id = 1717")},
             LogVerification::Problem::ContentChanged, 1717, "entry 1717: content changed"},
        Case{"edit two entries: the earlier one is reported",
             {QStringLiteral("UPDATE umpire.entries SET note = 'later' WHERE id = 2450"),
              QStringLiteral("UPDATE umpire.entries SET note = 'earlier' WHERE id = 1201")},
             LogVerification::Problem::ContentChanged, 1201, "entry 1201: content changed"},
        Case{"edit the last entry", {QStringLiteral("UPDATE umpire.entries SET turn = '99' WHERE id = 2600")},
             LogVerification::Problem::ContentChanged, 2600, "entry 2600: content changed"},
        Case{"edit a stored hash",
             {QStringLiteral("UPDATE umpire.entries SET hash = repeat('0', 64) WHERE id = 1000")},
             LogVerification::Problem::ContentChanged, 1000, "entry 1000: content changed"},
        Case{"edit a link", {QStringLiteral("UPDATE umpire.entries SET prev_hash = repeat('1', 64) WHERE id = 1001")},
             LogVerification::Problem::ChainBroken, 1001, "entry 1001: out of order / chain broken"},
        Case{"edit the session's players", {QStringLiteral("UPDATE umpire.sessions SET players = '[\"Z\"]'")},
             LogVerification::Problem::ContentChanged, 1, "entry 1: content changed"},
        Case{"delete a row in the middle", {QStringLiteral("DELETE FROM umpire.entries WHERE id = 2001")},
             LogVerification::Problem::Missing, 2001, "gap: entry 2001 missing"},
        Case{"delete the first row", {QStringLiteral("DELETE FROM umpire.entries WHERE id = 1")},
             LogVerification::Problem::Missing, 1, "gap: entry 1 missing"},
        Case{"swap two rows",
             {QStringLiteral("CREATE TEMP TABLE original AS SELECT * FROM umpire.entries WHERE id IN (5, 7)"),
              QStringLiteral("UPDATE umpire.entries SET (%1) = (SELECT %1 FROM original o WHERE o.id = "
                             "(CASE umpire.entries.id WHEN 5 THEN 7 ELSE 5 END)) WHERE id IN (5, 7)")
                  .arg(columns)},
             LogVerification::Problem::ChainBroken, 5, "entry 5: out of order / chain broken"});
    INFO(c.name);

    FilledClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    // The tamperer owns the tables: it switches off the triggers that refuse every change.
    QStringList statements{QStringLiteral("ALTER TABLE umpire.entries DISABLE TRIGGER entries_kept"),
                           QStringLiteral("ALTER TABLE umpire.sessions DISABLE TRIGGER sessions_kept")};
    statements << c.sql;
    // One statement list in one session: the temporary table lives as long as it.
    const QString error = server.exec(club.database, statements.join(QStringLiteral("; ")));
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());

    GameLog log;
    REQUIRE(log.open(club.address).ok());
    const auto report = log.verify();
    INFO(report.error().toStdString());
    REQUIRE(report.ok());
    CHECK_FALSE(report->ok());
    CHECK(report->problem == c.problem);
    CHECK(report->entryId == c.entry);
    CHECK(report->message.toStdString() == c.message);
    CHECK(report->entriesChecked == c.entry - 1);

    const ServerChainWalk reference = walkThroughQt(club.address);
    REQUIRE(reference.outcome == ServerChainWalk::Outcome::Walked);
    REQUIRE(reference.problem.has_value());
    CHECK(reference.problem->problem == c.problem);
    CHECK(reference.problem->entryId == c.entry);
    CHECK(reference.problem->message == report->message);
}

TEST_CASE("an intact club log of several batches verifies and a cancelled verify stops", "[log][server][verify]")
{
    FilledClubLog club;
    GameLog log;
    REQUIRE(log.open(club.address).ok());
    LogTask watched;
    const auto report = log.verify(&watched);
    INFO(report.error().toStdString());
    REQUIRE(report.ok());
    CHECK(report->ok());
    CHECK(report->entriesChecked == kEntries);
    CHECK(report->message == QStringLiteral("ok: %1 entries, hash chain intact").arg(kEntries));
    CHECK(report->programDice != nullptr);
    CHECK(watched.done() == kEntries);
    CHECK(watched.total() == kEntries);

    const ServerChainWalk reference = walkThroughQt(club.address);
    REQUIRE(reference.outcome == ServerChainWalk::Outcome::Walked);
    CHECK(!reference.problem);
    CHECK(reference.checked == kEntries);
    CHECK(reference.lastId == kEntries);

    LogTask cancelled;
    cancelled.cancel();
    const auto stopped = log.verify(&cancelled);
    REQUIRE(!stopped.ok());
    CHECK(stopped.failure().kind == LogError::Kind::Cancelled);
    CHECK(stopped.error().contains(QLatin1String("verification cancelled")));
}
