// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_schema.h"

#include "log/entry_search_text.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <functional>
#include <vector>

namespace umpire::LogSchema {
namespace {

LogStatus execAll(QSqlDatabase& db, const QStringList& statements, int version, const QString& path)
{
    for (const QString& statement : statements) {
        QSqlQuery query(db);
        if (!query.exec(statement)) {
            return LogError{QStringLiteral("%1: cannot upgrade the game log to schema version %2: %3 "
                                           "(while running: %4)")
                                .arg(path)
                                .arg(version)
                                .arg(query.lastError().text(), statement.simplified())};
        }
    }
    return logOk();
}

LogStatus version1(QSqlDatabase& db, const QString& path)
{
    return execAll(db,
                   {
                       // head_id / head_hash: the newest entry, so removing entries from the end
                       // of the chain is detected too.
                       QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
                       QStringLiteral("CREATE TABLE sessions ("
                                      " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                                      " game TEXT NOT NULL CHECK (game <> ''),"
                                      " scenario TEXT NOT NULL,"
                                      " players TEXT NOT NULL," /* JSON array of names */
                                      " created_utc TEXT NOT NULL)"),
                       QStringLiteral(
                           "CREATE TABLE entries ("
                           " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                           " session_id INTEGER NOT NULL REFERENCES sessions(id),"
                           " kind TEXT NOT NULL CHECK (kind IN ('roll', 'void')),"
                           " time_utc TEXT NOT NULL,"
                           " turn TEXT NOT NULL,"
                           " phase TEXT NOT NULL,"
                           " procedure TEXT NOT NULL,"
                           " column_label TEXT,"
                           " dice TEXT NOT NULL,"
                           " natural INTEGER,"
                           " modified INTEGER,"
                           " drm_total INTEGER,"
                           " result_code TEXT,"
                           " result_text TEXT NOT NULL,"
                           " dice_origin TEXT NOT NULL CHECK (dice_origin IN ('rolled', 'physical', 'none')),"
                           " seed TEXT,"
                           " chart_result TEXT,"
                           " parent_id INTEGER REFERENCES entries(id),"
                           " note TEXT NOT NULL,"
                           " voids_id INTEGER REFERENCES entries(id),"
                           " void_reason TEXT,"
                           " prev_hash TEXT NOT NULL,"
                           " hash TEXT NOT NULL,"
                           " CHECK ((kind = 'void') = (voids_id IS NOT NULL)))"),
                       // The whole resolution (1-2 kB) lives apart so that entry rows stay small
                       // and listing or filtering reads few pages.
                       QStringLiteral("CREATE TABLE entry_resolutions ("
                                      " entry_id INTEGER PRIMARY KEY REFERENCES entries(id),"
                                      " resolution TEXT NOT NULL)"),
                       QStringLiteral("CREATE INDEX entries_by_session ON entries (session_id, id)"),
                       QStringLiteral("CREATE INDEX entries_by_voided ON entries (voids_id) WHERE voids_id IS NOT NULL"),
                       // The log is append-only: a correction is a new entry. These stop
                       // accidents; deliberate edits are caught by the hash chain.
                       QStringLiteral("CREATE TRIGGER entries_never_updated BEFORE UPDATE ON entries"
                                      " BEGIN SELECT RAISE(ABORT, 'game log entries are never edited; void them instead'); END"),
                       QStringLiteral("CREATE TRIGGER entries_never_deleted BEFORE DELETE ON entries"
                                      " BEGIN SELECT RAISE(ABORT, 'game log entries are never deleted; void them instead'); END"),
                       QStringLiteral("CREATE TRIGGER resolutions_never_updated BEFORE UPDATE ON entry_resolutions"
                                      " BEGIN SELECT RAISE(ABORT, 'game log entries are never edited; void them instead'); END"),
                       QStringLiteral("CREATE TRIGGER resolutions_never_deleted BEFORE DELETE ON entry_resolutions"
                                      " BEGIN SELECT RAISE(ABORT, 'game log entries are never deleted; void them instead'); END"),
                       QStringLiteral("CREATE TRIGGER sessions_never_updated BEFORE UPDATE ON sessions"
                                      " BEGIN SELECT RAISE(ABORT, 'game log sessions are never edited'); END"),
                       QStringLiteral("CREATE TRIGGER sessions_never_deleted BEFORE DELETE ON sessions"
                                      " BEGIN SELECT RAISE(ABORT, 'game log sessions are never deleted'); END"),
                   },
                   1, path);
}

LogStatus version2(QSqlDatabase& db, const QString& path)
{
    auto created = execAll(db,
                           {
                               QStringLiteral("CREATE INDEX entries_by_procedure ON entries (procedure, id)"),
                               QStringLiteral("CREATE INDEX entries_by_session_procedure ON entries (session_id, procedure, id)"),
                               // Trigram tokens make any substring of 3+ characters an index lookup.
                               QStringLiteral("CREATE VIRTUAL TABLE entry_search USING fts5(body, tokenize = 'trigram')"),
                           },
                           2, path);
    if (!created)
        return created;

    QSqlQuery rows(db);
    rows.setForwardOnly(true);
    if (!rows.exec(QStringLiteral("SELECT %1 FROM entries e LEFT JOIN entry_resolutions r ON r.entry_id = e.id"
                                  " ORDER BY e.id")
                       .arg(storedSearchColumns())))
        return LogError{QStringLiteral("%1: cannot upgrade the game log to schema version 2: %2")
                            .arg(path, rows.lastError().text())};
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO entry_search (rowid, body) VALUES (?, ?)"));
    while (rows.next()) {
        insert.bindValue(0, rows.value(0).toLongLong());
        insert.bindValue(1, storedEntrySearchText(rows));
        if (!insert.exec())
            return LogError{QStringLiteral("%1: cannot upgrade the game log to schema version 2: %2")
                                .arg(path, insert.lastError().text())};
    }
    return logOk();
}

LogStatus version3(QSqlDatabase& db, const QString& path)
{
    // Sealed dice (log/dice_seal.h). The secret stays in the file until it is revealed; the
    // commitment, phrase and position of every sealed roll are also in its hashed resolution.
    const QString sessionOfEntry = QStringLiteral("(SELECT session_id FROM entries WHERE id = NEW.entry_id)");
    const QString sealOfEntry = QStringLiteral("(SELECT %2 FROM dice_seals WHERE session_id = %1)").arg(sessionOfEntry);
    return execAll(
        db,
        {
            QStringLiteral("CREATE TABLE dice_seals ("
                           " session_id INTEGER PRIMARY KEY REFERENCES sessions(id),"
                           " commitment TEXT NOT NULL CHECK (length(commitment) = 64),"
                           " sealed_utc TEXT NOT NULL,"
                           " secret TEXT NOT NULL CHECK (length(secret) = 64),"
                           " phrase TEXT,"
                           " phrase_utc TEXT,"
                           " revealed_utc TEXT,"
                           " rolls INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE TRIGGER dice_seals_never_deleted BEFORE DELETE ON dice_seals"
                           " BEGIN SELECT RAISE(ABORT, 'a session''s dice seal is never deleted'); END"),
            QStringLiteral("CREATE TRIGGER dice_seals_fixed BEFORE UPDATE ON dice_seals"
                           " WHEN NEW.session_id IS NOT OLD.session_id OR NEW.commitment IS NOT OLD.commitment"
                           " OR NEW.secret IS NOT OLD.secret OR NEW.sealed_utc IS NOT OLD.sealed_utc"
                           " OR NEW.rolls < OLD.rolls"
                           " OR (OLD.revealed_utc IS NOT NULL AND NEW.revealed_utc IS NOT OLD.revealed_utc)"
                           " BEGIN SELECT RAISE(ABORT, 'a session''s dice seal is never changed'); END"),
            QStringLiteral("CREATE TRIGGER dice_seals_phrase_once BEFORE UPDATE OF phrase ON dice_seals"
                           " WHEN NEW.phrase IS NOT OLD.phrase"
                           " AND (OLD.phrase IS NOT NULL OR OLD.rolls > 0 OR OLD.revealed_utc IS NOT NULL)"
                           " BEGIN SELECT RAISE(ABORT, 'the players'' phrase is given once, before the first sealed roll'); END"),
            // Sealed rolls take positions 1, 2, 3... of their session, while it is not revealed.
            QStringLiteral("CREATE TRIGGER sealed_rolls_in_order BEFORE INSERT ON entry_resolutions"
                           " WHEN json_extract(NEW.resolution, '$.sealed_dice') IS NOT NULL BEGIN"
                           " SELECT RAISE(ABORT, 'the session of this sealed roll has no dice seal')"
                           "  WHERE %1 IS NULL;"
                           " SELECT RAISE(ABORT, 'the dice seal of this session is revealed: its dice are known, start a new session')"
                           "  WHERE %2 IS NOT NULL;"
                           " SELECT RAISE(ABORT, 'this sealed roll is not the next of its session (another program rolled meanwhile?)')"
                           "  WHERE json_extract(NEW.resolution, '$.sealed_dice.position') IS NOT %3 + 1"
                           "  OR json_extract(NEW.resolution, '$.sealed_dice.commitment') IS NOT %1;"
                           " UPDATE dice_seals SET rolls = rolls + 1 WHERE session_id = %4;"
                           " END")
                .arg(sealOfEntry.arg(QStringLiteral("commitment")), sealOfEntry.arg(QStringLiteral("revealed_utc")),
                     sealOfEntry.arg(QStringLiteral("rolls")), sessionOfEntry),
        },
        3, path);
}

LogStatus version4(QSqlDatabase& db, const QString& path)
{
    // Each session's entry count, kept by the append's own transaction: counting a session's
    // entries took tens of milliseconds at a million entries, and lists and the window ask often.
    return execAll(db,
                   {
                       QStringLiteral("CREATE TABLE session_counts ("
                                      " session_id INTEGER PRIMARY KEY REFERENCES sessions(id),"
                                      " entries INTEGER NOT NULL CHECK (entries >= 0))"),
                       QStringLiteral("INSERT INTO session_counts (session_id, entries)"
                                      " SELECT s.id, (SELECT count(*) FROM entries e WHERE e.session_id = s.id)"
                                      " FROM sessions s"),
                   },
                   4, path);
}

LogStatus version5(QSqlDatabase& db, const QString& path)
{
    // Appends leave their search text here, in a plain table (one page written), and it joins
    // the trigram index in batches (see search_index.h): indexing each entry in its own commit
    // wrote about ten pages of the index every time. Logs of version 4 have indexed every entry.
    return execAll(db,
                   {
                       QStringLiteral("CREATE TABLE search_pending ("
                                      " entry_id INTEGER PRIMARY KEY REFERENCES entries(id),"
                                      " body TEXT NOT NULL)"),
                   },
                   5, path);
}

LogStatus version6(QSqlDatabase& db, const QString& path)
{
    // Appends no longer write a search text: the entries after the newest one indexed wait, and
    // their texts are made from their stored columns when they join the index (search_index.h).
    // What waited in search_pending joins the index now; that table goes.
    return execAll(db,
                   {
                       QStringLiteral("INSERT INTO entry_search (rowid, body) SELECT entry_id, body FROM search_pending"
                                      " ORDER BY entry_id"),
                       QStringLiteral("DROP TABLE search_pending"),
                   },
                   6, path);
}

using Migration = std::function<LogStatus(QSqlDatabase&, const QString&)>;

const std::vector<Migration>& migrations()
{
    // migrations()[i] takes a database from version i to version i + 1. Never edit a released
    // step: add a new one, and a fixture of the old version to tests/data/log/.
    static const std::vector<Migration> steps{version1, version2, version3, version4, version5, version6};
    return steps;
}

}  // namespace

LogStatus migrate(QSqlDatabase& db, int fromVersion, int toVersion, const QString& path)
{
    static_assert(currentVersion == 6, "add the migration step and its test fixture");
    if (fromVersion < 0 || toVersion > static_cast<int>(migrations().size()) || fromVersion > toVersion)
        return LogError{QStringLiteral("%1: no migration from schema version %2 to %3")
                            .arg(path)
                            .arg(fromVersion)
                            .arg(toVersion)};
    for (int version = fromVersion; version < toVersion; ++version) {
        auto step = migrations()[static_cast<std::size_t>(version)](db, path);
        if (!step)
            return step;
    }
    return execAll(db,
                   {QStringLiteral("PRAGMA application_id = %1").arg(applicationId),
                    QStringLiteral("PRAGMA user_version = %1").arg(toVersion)},
                   toVersion, path);
}

}  // namespace umpire::LogSchema
