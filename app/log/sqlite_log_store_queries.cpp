// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sqlite_log_store.h"

#include "log/chain_row_reading.h"
#include "log/chain_verifier.h"
#include "log/log_filter_sql.h"
#include "log/log_rows.h"
#include "log/log_task.h"
#include "log/roll_columns_reading.h"
#include "log/search_index.h"
#include "log/sqlite_interrupt.h"
#include "log/write_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace umpire {

namespace {

/// The query of entries(): the columns a list needs, and with `withResolution` the stored
/// resolution and the hashes too (`withUnsummedDiceResolution`: only the resolutions of dice not
/// read as one sum).
QString entriesStatement(const LogFilter& filter, const FilterSql& sql)
{
    // Stored resolutions are compact JSON: named dice are written `"named":{` and counted ones
    // `"hits":` (here or in an earlier step; the reader looks at the roll itself).
    const QString resolution =
        filter.withResolution ? QStringLiteral("(SELECT CAST(r.resolution AS BLOB) FROM entry_resolutions r WHERE r.entry_id = e.id)")
        : filter.withUnsummedDiceResolution
            ? QStringLiteral("(SELECT CAST(r.resolution AS BLOB) FROM entry_resolutions r WHERE r.entry_id = e.id AND "
                             "(instr(r.resolution, '\"named\":{') > 0 OR instr(r.resolution, '\"hits\":') > 0))")
            : QStringLiteral("''");
    // Lists leave out the stored resolution and the hashes: reading them is much of the cost.
    const QString hashes = filter.withResolution ? QStringLiteral("e.prev_hash, e.hash") : QStringLiteral("'', ''");
    QString statement =
        QStringLiteral("SELECT %1%2%3").arg(entrySelectColumns().arg(resolution, hashes), sql.from, sql.where);
    statement += filter.limit > 0 ? QStringLiteral(" ORDER BY %1 DESC LIMIT %2").arg(sql.orderBy).arg(filter.limit)
                                  : QStringLiteral(" ORDER BY %1").arg(sql.orderBy);
    return statement;
}

}  // namespace

LogStatus SqliteLogStore::visitEntries(const LogFilter& filter, LogTask* task, const std::function<bool(const LogEntry&)>& visit) const
{
    const auto stopped = [this] {
        return LogError::cancelled(QStringLiteral("%1: reading entries cancelled").arg(path_));
    };
    const auto waiting = readyTextSearch(filter);
    if (!waiting)
        return waiting.failure();
    const SqliteInterrupt interrupt(database(), task);
    const FilterSql sql = filterSql(filter, *waiting);
    if (sqlite3* handle = filter.rollColumnsOnly ? sqliteHandle(database()) : nullptr) {
        bool cancelled = false;
        const auto failed = visitRollColumns(handle, sql, task, visit, cancelled);
        if (cancelled || (failed && cancelRequested(task)))
            return stopped();
        if (failed)
            return LogError{QStringLiteral("%1: cannot list entries: %2").arg(path_, *failed)};
        return logOk();
    }
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(entriesStatement(filter, sql));
    for (const QVariant& value : sql.values)
        query.addBindValue(value);
    if (!query.exec())
        return cancelRequested(task) ? stopped() : fault(QStringLiteral("cannot list entries"), query.lastError());
    qint64 read = 0;
    while (query.next()) {
        if (!visit(readEntry(query)))
            return logOk();
        if (task && ++read % 500 == 0 && task->cancelled())
            return stopped();
    }
    if (query.lastError().isValid())
        return cancelRequested(task) ? stopped() : fault(QStringLiteral("cannot list entries"), query.lastError());
    return logOk();
}

LogResult<qint64> SqliteLogStore::countEntries(const LogFilter& filter) const
{
    QSqlQuery query(database());
    if (filter.procedure.isEmpty() && filter.text.trimmed().isEmpty()) {
        // Whole sessions are counted by the appends themselves (session_counts).
        if (filter.sessionId) {
            query.prepare(QStringLiteral("SELECT coalesce((SELECT entries FROM session_counts WHERE session_id = ?), 0)"));
            query.addBindValue(*filter.sessionId);
        } else {
            query.prepare(QStringLiteral("SELECT coalesce(sum(entries), 0) FROM session_counts"));
        }
        if (!query.exec() || !query.next())
            return fault(QStringLiteral("cannot count entries"), query.lastError());
        return query.value(0).toLongLong();
    }
    const auto waiting = readyTextSearch(filter);
    if (!waiting)
        return waiting.failure();
    const FilterSql sql = filterSql(filter, *waiting);
    query.prepare(QStringLiteral("SELECT count(*)%1%2").arg(sql.from, sql.where));
    for (const QVariant& value : sql.values)
        query.addBindValue(value);
    if (!query.exec() || !query.next())
        return fault(QStringLiteral("cannot count entries"), query.lastError());
    return query.value(0).toLongLong();
}

LogStatus SqliteLogStore::indexSearch() const
{
    const QString action = QStringLiteral("cannot bring the search index up to date");
    if (auto refused = refuseWrite(action))
        return *refused;
    QSqlDatabase db = database();
    QSqlError error;
    const auto waiting = waitingSearchCount(db, error);
    if (!waiting)
        return fault(action, error);
    if (*waiting == 0)
        return logOk();
    WriteTransaction transaction(db);
    if (auto failed = transaction.begin())
        return fault(action, *failed);
    if (auto failed = writeWaitingSearchTexts(db, QStringLiteral("main.entry_search")))
        return fault(action, *failed);
    if (auto failed = transaction.commit())
        return fault(action, *failed);
    return logOk();
}

LogResult<bool> SqliteLogStore::readyTextSearch(const LogFilter& filter) const
{
    if (filter.text.trimmed().isEmpty())
        return false;
    if (!readOnly_) {
        if (auto indexed = indexSearch(); !indexed)
            return indexed.failure();
        return false;
    }
    // Read-only: the waiting texts get a trigram index of their own, in this connection's
    // temporary database, so the search finds them as the log's own index would.
    const QString action = QStringLiteral("cannot search the texts of the latest entries");
    QSqlDatabase db = database();
    QSqlError error;
    const auto waiting = waitingSearchCount(db, error);
    if (!waiting)
        return fault(action, error);
    if (*waiting == 0)
        return false;
    QSqlQuery query(db);
    for (const QString& statement :
         {QStringLiteral("CREATE VIRTUAL TABLE IF NOT EXISTS temp.waiting_search USING fts5(body, tokenize = 'trigram')"),
          QStringLiteral("DELETE FROM temp.waiting_search")}) {
        if (!query.exec(statement))
            return fault(action, query.lastError());
    }
    if (auto failed = writeWaitingSearchTexts(db, QStringLiteral("temp.waiting_search")))
        return fault(action, *failed);
    return true;
}

LogResult<LogEntry> SqliteLogStore::entry(qint64 id) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM entries e WHERE e.id = ?")
                      .arg(entrySelectColumns().arg(QStringLiteral(
                                                "(SELECT CAST(r.resolution AS BLOB) FROM entry_resolutions r WHERE r.entry_id = e.id)"),
                                            QStringLiteral("e.prev_hash, e.hash"))));
    query.addBindValue(id);
    if (!query.exec())
        return fault(QStringLiteral("cannot read entry %1").arg(id), query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("%1: there is no entry %2").arg(path_).arg(id));
    return readEntry(query);
}

LogResult<LogVerification> SqliteLogStore::verify(LogTask* task) const
{
    if (!isOpen())
        return LogError{QStringLiteral("%1: cannot verify: the game log is not open").arg(path_)};
    QSqlDatabase db = database();
    return verifyChain(db, path_, busyTimeoutMs_, task);
}

}  // namespace umpire
