// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/entry_hash.h"
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QSqlQuery>
#include <QSqlRecord>

using namespace umpire;
using namespace umpire::test;

namespace {

/// A log of five entries in one session (entry 4 voids entry 2), closed.
void writeFiveEntries(const QString& path)
{
    GameLog log;
    REQUIRE(log.open(path).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {QStringLiteral("A")});
    REQUIRE(log.append(sampleDraft(session, QStringLiteral("combat"), QStringLiteral("A1"))).ok());
    REQUIRE(log.append(sampleDraft(session, QStringLiteral("combat"), QStringLiteral("A2"))).ok());
    REQUIRE(log.append(sampleDraft(session, QStringLiteral("rally"), QStringLiteral("A3"))).ok());
    REQUIRE(log.voidEntry(2, QStringLiteral("mistake")).ok());
    REQUIRE(log.append(sampleDraft(session, QStringLiteral("combat"), QStringLiteral("A5"))).ok());
    REQUIRE(log.verify()->ok());
}

/// What a tamperer with the algorithm would do: give entry `id` a hash that matches its new
/// content, without rewriting the entries after it.
QString rehash(RawDatabase& raw, qint64 id)
{
    QSqlQuery row(raw.db());
    row.exec(QStringLiteral("SELECT e.*, r.resolution, s.id AS s_id, s.game AS s_game, s.scenario AS s_scenario, s.players AS "
                            "s_players, s.created_utc AS s_created_utc FROM entries e JOIN sessions s ON s.id = "
                            "e.session_id JOIN entry_resolutions r ON r.entry_id = e.id WHERE e.id = %1")
                 .arg(id));
    REQUIRE(row.next());
    QJsonObject entry;
    for (const QString& column : hashedEntryColumns())
        entry.insert(column, canonicalValue(row.value(column)));
    QJsonObject session;
    for (const QString& column : hashedSessionColumns())
        session.insert(column, canonicalValue(row.value(QStringLiteral("s_") + column)));
    return QStringLiteral("UPDATE entries SET hash = '%1' WHERE id = %2").arg(entryHash(entry, session)).arg(id);
}

}  // namespace

TEST_CASE("every kind of tampering is detected by verify", "[log][tamper]")
{
    struct Case {
        const char* name;
        QStringList sql;
        LogVerification::Problem problem;
        qint64 entry;
        const char* message;
    };
    QStringList swapped = hashedEntryColumns();
    swapped.removeAll(QStringLiteral("resolution"));
    swapped << QStringLiteral("hash");
    const QString columns = swapped.join(QStringLiteral(", "));
    const QStringList swapRows{
        QStringLiteral("CREATE TEMP TABLE original AS SELECT * FROM entries WHERE id IN (1, 3)"),
        QStringLiteral("UPDATE entries SET (%1) = (SELECT %1 FROM original o WHERE o.id = "
                       "(CASE entries.id WHEN 1 THEN 3 ELSE 1 END)) WHERE id IN (1, 3)")
            .arg(columns),
        QStringLiteral("CREATE TEMP TABLE original_resolutions AS SELECT * FROM entry_resolutions WHERE entry_id IN (1, 3)"),
        QStringLiteral("UPDATE entry_resolutions SET resolution = (SELECT o.resolution FROM original_resolutions o "
                       "WHERE o.entry_id = (CASE entry_resolutions.entry_id WHEN 1 THEN 3 ELSE 1 END)) "
                       "WHERE entry_id IN (1, 3)")};
    const Case c = GENERATE_COPY(
        Case{"edit a result with plain SQL", {QStringLiteral("UPDATE entries SET result_code = 'DE' WHERE id = 3")},
             LogVerification::Problem::ContentChanged, 3, "entry 3: content changed"},
        Case{"edit the stored resolution",
             {QStringLiteral("UPDATE entry_resolutions SET resolution = replace(resolution, '\"natural\":7', '\"natural\":8') "
                             "WHERE entry_id = 2")},
             LogVerification::Problem::ContentChanged, 2, "entry 2: content changed"},
        Case{"clear a void reason", {QStringLiteral("UPDATE entries SET void_reason = '' WHERE id = 4")},
             LogVerification::Problem::ContentChanged, 4, "entry 4: content changed"},
        Case{"edit the session's players", {QStringLiteral("UPDATE sessions SET players = '[\"Z\"]'")},
             LogVerification::Problem::ContentChanged, 1, "entry 1: content changed"},
        Case{"edit a stored hash", {QStringLiteral("UPDATE entries SET hash = replace(hash, substr(hash, 1, 1), 'x') WHERE id = 5")},
             LogVerification::Problem::ContentChanged, 5, "entry 5: content changed"},
        Case{"delete a row in the middle", {QStringLiteral("DELETE FROM entries WHERE id = 3")},
             LogVerification::Problem::Missing, 3, "gap: entry 3 missing"},
        Case{"delete the first row", {QStringLiteral("DELETE FROM entries WHERE id = 1")},
             LogVerification::Problem::Missing, 1, "gap: entry 1 missing"},
        Case{"delete the last row", {QStringLiteral("DELETE FROM entries WHERE id = 5")},
             LogVerification::Problem::Missing, 5, "gap: entry 5 missing"},
        Case{"swap two rows", swapRows, LogVerification::Problem::ChainBroken, 1,
             "entry 1: out of order / chain broken"},
        Case{"delete a row and renumber the rest",
             {QStringLiteral("DELETE FROM entries WHERE id = 3"), QStringLiteral("UPDATE entries SET id = 3 WHERE id = 4"),
              QStringLiteral("UPDATE entries SET id = 4 WHERE id = 5"),
              QStringLiteral("DELETE FROM entry_resolutions WHERE entry_id = 3"),
              QStringLiteral("UPDATE entry_resolutions SET entry_id = 3 WHERE entry_id = 4"),
              QStringLiteral("UPDATE entry_resolutions SET entry_id = 4 WHERE entry_id = 5")},
             LogVerification::Problem::ChainBroken, 3, "entry 3: out of order / chain broken"},
        Case{"edit a session's count", {QStringLiteral("UPDATE session_counts SET entries = 7")},
             LogVerification::Problem::CountChanged, 0, "session 1: its count records 7 entries, the log holds 5"},
        Case{"delete the last row and move the recorded end back to the one before",
             {QStringLiteral("DELETE FROM entries WHERE id = 5"),
              QStringLiteral("UPDATE meta SET value = '4' WHERE key = 'head_id'"),
              QStringLiteral("UPDATE meta SET value = (SELECT hash FROM entries WHERE id = 4) WHERE key = 'head_hash'")},
             LogVerification::Problem::CountChanged, 0, "session 1: its count records 5 entries, the log holds 4"});
    INFO(c.name);

    TempLog temp;
    writeFiveEntries(temp.path);
    {
        RawDatabase raw(temp.path);
        // A tamperer first removes the guards that stop accidental edits.
        for (const char* trigger : {"entries_never_updated", "entries_never_deleted", "sessions_never_updated",
                                    "resolutions_never_updated", "resolutions_never_deleted"})
            REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER %1").arg(QLatin1String(trigger))).isEmpty());
        for (const QString& statement : c.sql)
            REQUIRE(raw.exec(statement).isEmpty());
    }
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    auto report = log.verify();
    REQUIRE(report.ok());
    CHECK_FALSE(report->ok());
    CHECK(report->problem == c.problem);
    CHECK(report->entryId == c.entry);
    CHECK(report->message.toStdString() == c.message);
}

TEST_CASE("an edit with a recomputed hash still breaks the chain at the next entry", "[log][tamper]")
{
    TempLog temp;
    writeFiveEntries(temp.path);
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER entries_never_updated")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("UPDATE entries SET note = 'rewritten' WHERE id = 2")).isEmpty());
        REQUIRE(raw.exec(rehash(raw, 2)).isEmpty());
    }
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    auto report = log.verify();
    REQUIRE(report.ok());
    CHECK(report->message == QLatin1String("entry 3: out of order / chain broken"));
    CHECK(report->entriesChecked == 2);
}

TEST_CASE("a rewritten last entry is caught by the recorded end of the log", "[log][tamper]")
{
    TempLog temp;
    writeFiveEntries(temp.path);
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER entries_never_updated")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("UPDATE entries SET result_code = 'DE' WHERE id = 5")).isEmpty());
        REQUIRE(raw.exec(rehash(raw, 5)).isEmpty());
    }
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    auto report = log.verify();
    REQUIRE(report.ok());
    CHECK(report->problem == LogVerification::Problem::ContentChanged);
    CHECK(report->entryId == 5);
}

TEST_CASE("an untouched log verifies", "[log][tamper]")
{
    TempLog temp;
    writeFiveEntries(temp.path);
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    auto report = log.verify();
    REQUIRE(report.ok());
    CHECK(report->ok());
    CHECK(report->entriesChecked == 5);
    CHECK(report->message == QLatin1String("ok: 5 entries, hash chain intact"));
}
