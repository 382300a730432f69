// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_log_store.h"

#include "log/log_rows.h"
#include "log/log_task.h"
#include "log/server_chain_walk.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariantList>

namespace umpire {
namespace {

/// FROM/WHERE of a filter on the server, its values bound in order. The text is matched
/// case-insensitively anywhere in the entry's search text, which a trigram index serves.
struct ServerFilter {
    QString where;
    QVariantList values;
};

ServerFilter serverFilter(const LogFilter& filter)
{
    ServerFilter sql;
    QStringList conditions;
    if (filter.sessionId) {
        conditions << QStringLiteral("e.session_id = ?");
        sql.values << *filter.sessionId;
    }
    if (!filter.procedure.isEmpty()) {
        conditions << QStringLiteral("e.procedure = ?");
        sql.values << filter.procedure;
    }
    const QString text = filter.text.trimmed();
    if (!text.isEmpty()) {
        QString pattern = text;
        pattern.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        conditions << QStringLiteral("e.search_text ILIKE ?");
        sql.values << QStringLiteral("%") + pattern + QStringLiteral("%");
    }
    if (!conditions.isEmpty())
        sql.where = QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    return sql;
}

QString entriesStatement(const LogFilter& filter, const ServerFilter& sql)
{
    const QString resolution =
        filter.withResolution ? QStringLiteral("e.resolution")
        : filter.withUnsummedDiceResolution
            ? QStringLiteral("CASE WHEN strpos(e.resolution, '\"named\":{') > 0 OR strpos(e.resolution, '\"hits\":') > 0 "
                             "THEN e.resolution END")
            : QStringLiteral("''");
    const QString hashes = filter.withResolution ? QStringLiteral("e.prev_hash, e.hash") : QStringLiteral("'', ''");
    QString statement = QStringLiteral("SELECT %1 FROM entries e%2").arg(entrySelectColumns().arg(resolution, hashes), sql.where);
    statement += filter.limit > 0 ? QStringLiteral(" ORDER BY e.id DESC LIMIT %1").arg(filter.limit)
                                  : QStringLiteral(" ORDER BY e.id");
    return statement;
}

}  // namespace

LogStatus ServerLogStore::visitEntries(const LogFilter& filter, LogTask* task,
                                       const std::function<bool(const LogEntry&)>& visit) const
{
    const QString action = QStringLiteral("cannot list entries");
    if (auto connected = reconnectIfLost(); !connected)
        return connected;
    const ServerFilter sql = serverFilter(filter);
    QSqlQuery query(database());
    // Forward only: Qt's driver then fetches the rows as they come, not the whole result first.
    query.setForwardOnly(true);
    query.prepare(entriesStatement(filter, sql));
    for (const QVariant& value : sql.values)
        query.addBindValue(value);
    if (!query.exec())
        return failed(action, query.lastError());
    qint64 read = 0;
    while (query.next()) {
        if (!visit(readEntry(query)))
            return logOk();
        if (task && ++read % 500 == 0 && task->cancelled())
            return LogError::cancelled(QStringLiteral("club log %1: reading entries cancelled").arg(shown_));
    }
    if (query.lastError().isValid())
        return failed(action, query.lastError());
    return logOk();
}

LogResult<qint64> ServerLogStore::countEntries(const LogFilter& filter) const
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    const ServerFilter sql = serverFilter(filter);
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT count(*) FROM entries e%1").arg(sql.where));
    for (const QVariant& value : sql.values)
        query.addBindValue(value);
    if (!query.exec() || !query.next())
        return failed(QStringLiteral("cannot count entries"), query.lastError());
    return query.value(0).toLongLong();
}

LogResult<LogEntry> ServerLogStore::entry(qint64 id) const
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM entries e WHERE e.id = ?")
                      .arg(entrySelectColumns().arg(QStringLiteral("e.resolution"), QStringLiteral("e.prev_hash, e.hash"))));
    query.addBindValue(id);
    if (!query.exec())
        return failed(QStringLiteral("cannot read entry %1").arg(id), query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("club log %1: there is no entry %2").arg(shown_).arg(id));
    return readEntry(query);
}

LogResult<LogVerification> ServerLogStore::verify(LogTask* task) const
{
    const QString action = QStringLiteral("cannot verify the game log");
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlDatabase db = database();
    // One snapshot for the walk and the head: appends of other tables meanwhile are not seen.
    if (!db.transaction())
        return failed(action, db.lastError());
    const auto finished = [&db](auto result) {
        db.rollback();
        return result;
    };
    QSqlQuery snapshot(db);
    if (!snapshot.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")))
        return finished(LogResult<LogVerification>(failed(action, snapshot.lastError())));
    if (!snapshot.exec(QStringLiteral("SELECT head_id, head_hash FROM chain_head")) || !snapshot.next())
        return finished(LogResult<LogVerification>(failed(action, snapshot.lastError())));
    const qint64 headId = snapshot.value(0).toLongLong();
    const QString headHash = snapshot.value(1).toString();
    snapshot.finish();
    if (task)
        task->report(LogTask::Stage::CheckingEntries, 0, headId);

    const ServerChainWalk walk = walkServerChain(db, headId, task);
    if (walk.outcome == ServerChainWalk::Outcome::Failed)
        return finished(LogResult<LogVerification>(failed(action, walk.error)));
    if (walk.outcome == ServerChainWalk::Outcome::Cancelled)
        return finished(LogResult<LogVerification>(
            LogError::cancelled(QStringLiteral("club log %1: verification cancelled; the log was not changed").arg(shown_))));
    if (walk.problem)
        return finished(LogResult<LogVerification>(*walk.problem));
    const qint64 checked = walk.checked;
    const qint64 previousId = walk.lastId;
    const QString& previousHash = walk.lastHash;
    if (headId > previousId)
        return finished(LogResult<LogVerification>(LogVerification::found(LogVerification::Problem::Missing, previousId + 1, checked,
                                                           QStringLiteral("gap: entry %1 missing").arg(previousId + 1))));
    if (headId < previousId)
        return finished(LogResult<LogVerification>(
            LogVerification::found(LogVerification::Problem::Unchained, headId + 1, checked,
                    QStringLiteral("entry %1: added outside Umpire (after the recorded end of the log)").arg(headId + 1))));
    if (headHash != previousHash)
        return finished(LogResult<LogVerification>(
            LogVerification::found(LogVerification::Problem::ContentChanged, previousId, checked,
                    QStringLiteral("entry %1: content changed (it does not match the recorded end of the log)")
                        .arg(previousId))));
    if (task)
        task->report(LogTask::Stage::CheckingEntries, checked, checked);
    LogVerification result;
    result.entriesChecked = checked;
    result.message = QStringLiteral("ok: %1 entries, hash chain intact").arg(checked);  // as a file's verify says
    result.programDice = walk.programDice;
    return finished(LogResult<LogVerification>(result));
}

}  // namespace umpire
