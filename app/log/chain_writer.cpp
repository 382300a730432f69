// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/chain_writer.h"

#include "log/entry_hash.h"
#include "log/log_entry.h"
#include "log/log_sql_values.h"
#include "log/search_index.h"
#include "log/sql_fault.h"

#include <QSqlError>
#include <QStringList>

namespace umpire {

ChainWriter::ChainWriter(QSqlDatabase db, QString path, int busyTimeoutMs)
    : db_(std::move(db)), path_(std::move(path)), busyTimeoutMs_(busyTimeoutMs)
{
}

std::optional<LogError> ChainWriter::prepareStatements()
{
    const auto prepare = [this](QSqlQuery& query, const QString& sql) {
        query = QSqlQuery(db_);
        return query.prepare(sql);
    };
    QStringList columns = hashedEntryColumns();
    columns.removeAll(QStringLiteral("resolution"));
    columns << QStringLiteral("hash");
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks << QStringLiteral("?");
    const std::pair<QSqlQuery*, QString> statements[] = {
        {&head_, QStringLiteral("SELECT hash FROM entries ORDER BY id DESC LIMIT 1")},
        {&insert_, QStringLiteral("INSERT INTO entries (%1) VALUES (%2)")
                       .arg(columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")))},
        {&resolution_, QStringLiteral("INSERT INTO entry_resolutions (entry_id, resolution) VALUES (?, ?)")},
        {&sessionQuery_, QStringLiteral("SELECT id, game, scenario, players, created_utc FROM sessions WHERE id = ?")},
        {&parentQuery_, QStringLiteral("SELECT session_id, kind FROM entries WHERE id = ?")},
        {&recordHead_, QStringLiteral("INSERT INTO meta (key, value) VALUES ('head_id', ?), ('head_hash', ?) "
                                      "ON CONFLICT (key) DO UPDATE SET value = excluded.value")},
        {&countEntries_, QStringLiteral("INSERT INTO session_counts (session_id, entries) VALUES (?, ?) "
                                        "ON CONFLICT (session_id) DO UPDATE SET entries = entries + excluded.entries")},
    };
    for (const auto& [query, sql] : statements) {
        if (!prepare(*query, sql))
            return sqlFault(path_, action_, query->lastError(), busyTimeoutMs_);
    }
    prepared_ = true;
    return std::nullopt;
}

std::optional<LogError> ChainWriter::start(const QString& action)
{
    action_ = action;
    addedPerSession_.clear();
    if (!prepared_) {
        if (auto error = prepareStatements())
            return error;
    }
    if (!head_.exec())
        return sqlFault(path_, action_, head_.lastError(), busyTimeoutMs_);
    prevHash_ = head_.next() ? head_.value(0).toString() : genesisHash();
    head_.finish();
    return std::nullopt;
}

LogResult<qint64> ChainWriter::insert(PendingEntry pending)
{
    auto session = sessionColumns(pending.sessionId);
    if (!session)
        return session.failure();
    const QString sessionGame = session->value(QStringLiteral("game")).toString();
    if (!pending.game.isEmpty() && pending.game != sessionGame)
        return LogError::refused(QStringLiteral("%1: %2: the resolution is for game '%3' but session %4 is for "
                                                "'%5'; start a session for '%3' first")
                                     .arg(path_, action_, pending.game)
                                     .arg(pending.sessionId)
                                     .arg(sessionGame));
    if (pending.parentId) {
        parentQuery_.bindValue(0, *pending.parentId);
        if (!parentQuery_.exec())
            return sqlFault(path_, action_, parentQuery_.lastError(), busyTimeoutMs_);
        if (!parentQuery_.next())
            return LogError::refused(QStringLiteral("%1: %2: the parent entry %3 does not exist")
                                         .arg(path_, action_)
                                         .arg(*pending.parentId));
        const qint64 parentSession = parentQuery_.value(0).toLongLong();
        const QString parentKind = parentQuery_.value(1).toString();
        parentQuery_.finish();
        if (parentSession != pending.sessionId)
            return LogError::refused(QStringLiteral("%1: %2: the parent entry %3 belongs to session %4, not %5")
                                         .arg(path_, action_)
                                         .arg(*pending.parentId)
                                         .arg(parentSession)
                                         .arg(pending.sessionId));
        if (parentKind != logEntryKindName(LogEntryKind::Roll))
            return LogError::refused(QStringLiteral("%1: %2: the parent entry %3 is a void, not a roll")
                                         .arg(path_, action_)
                                         .arg(*pending.parentId));
    }

    pending.columns.insert(QStringLiteral("prev_hash"), prevHash_);
    const QString hash = entryHash(pending.columns, *session);
    int index = 0;
    for (const QString& column : hashedEntryColumns()) {
        if (column != QLatin1String("resolution"))
            insert_.bindValue(index++, toSqlValue(pending.columns.value(column)));
    }
    insert_.bindValue(index, hash);
    if (!insert_.exec())
        return sqlFault(path_, action_, insert_.lastError(), busyTimeoutMs_);
    const qint64 id = insert_.lastInsertId().toLongLong();
    resolution_.bindValue(0, id);
    resolution_.bindValue(1, pending.columns.value(QStringLiteral("resolution")).toString());
    if (!resolution_.exec())
        return sqlFault(path_, action_, resolution_.lastError(), busyTimeoutMs_);
    prevHash_ = hash;
    lastId_ = id;
    ++addedPerSession_[pending.sessionId];
    return id;
}

std::optional<LogError> ChainWriter::finish()
{
    recordHead_.bindValue(0, QString::number(lastId_));
    recordHead_.bindValue(1, prevHash_);
    if (!recordHead_.exec())
        return sqlFault(path_, action_, recordHead_.lastError(), busyTimeoutMs_);
    for (auto added = addedPerSession_.constBegin(); added != addedPerSession_.constEnd(); ++added) {
        countEntries_.bindValue(0, added.key());
        countEntries_.bindValue(1, added.value());
        if (!countEntries_.exec())
            return sqlFault(path_, action_, countEntries_.lastError(), busyTimeoutMs_);
    }
    addedPerSession_.clear();
    // Every few hundred entries their search texts join the index, in this same transaction.
    // Ids only grow (AUTOINCREMENT, nothing deleted): the newest id less the newest indexed is
    // how many wait. The newest indexed is read again only when the one last seen says a batch
    // is due: other programs' searches can only have moved it forward.
    if (lastId_ - indexedUpTo_ >= kSearchBatch) {
        QSqlError error;
        const auto indexed = newestIndexedEntry(db_, error);
        if (!indexed)
            return sqlFault(path_, action_, error, busyTimeoutMs_);
        indexedUpTo_ = *indexed;
        if (lastId_ - indexedUpTo_ >= kSearchBatch) {
            if (auto failed = writeWaitingSearchTexts(db_, QStringLiteral("main.entry_search")))
                return sqlFault(path_, action_, *failed, busyTimeoutMs_);
        }
    }
    return std::nullopt;
}

LogResult<QJsonObject> ChainWriter::sessionColumns(qint64 id)
{
    if (auto cached = sessions_.constFind(id); cached != sessions_.constEnd())
        return *cached;
    sessionQuery_.bindValue(0, id);
    if (!sessionQuery_.exec())
        return sqlFault(path_, action_, sessionQuery_.lastError(), busyTimeoutMs_);
    if (!sessionQuery_.next())
        return LogError::refused(QStringLiteral("%1: %2: session %3 does not exist").arg(path_, action_).arg(id));
    QJsonObject columns;
    for (qsizetype i = 0; i < hashedSessionColumns().size(); ++i)
        columns.insert(hashedSessionColumns().at(i), canonicalValue(sessionQuery_.value(int(i))));
    sessionQuery_.finish();
    sessions_.insert(id, columns);
    return columns;
}

}  // namespace umpire
