// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sqlite_log_store.h"

#include "log/chain_writer.h"
#include "log/log_sql_values.h"
#include "log/pending_entries.h"
#include "log/write_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

LogResult<QList<qint64>> SqliteLogStore::appendAll(const QList<LogEntryDraft>& drafts)
{
    const QString action = drafts.size() == 1 ? QStringLiteral("cannot append the entry")
                                              : QStringLiteral("cannot append %1 entries").arg(drafts.size());
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (auto refused = refuseWrite(action))
        return *refused;
    if (drafts.isEmpty())
        return QList<qint64>();

    // Check every draft before taking the write lock: bad input changes nothing.
    QList<PendingEntry> pending;
    pending.reserve(drafts.size());
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        const QString where = drafts.size() == 1 ? QString() : QStringLiteral(" (draft %1)").arg(i + 1);
        if (drafts.at(i).followsPrevious && (i == 0 || drafts.at(i).parentId))
            return LogError::refused(QStringLiteral("%1: %2%3: a follow-up of the draft before it needs one, and no other parent")
                                         .arg(path_, action, where));
        auto entry = pendingRoll(drafts.at(i), path_, action, where);
        if (!entry)
            return entry.failure();
        pending << std::move(entry.value());
    }

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    ChainWriter& writer = chainWriter();
    if (auto error = writer.start(action))
        return *error;
    QList<qint64> ids;
    ids.reserve(pending.size());
    for (qsizetype i = 0; i < pending.size(); ++i) {
        PendingEntry& entry = pending[i];
        if (drafts.at(i).followsPrevious) {  // its parent's id is known only now
            entry.parentId = ids.last();
            entry.columns.insert(QStringLiteral("parent_id"), optionalNumber(entry.parentId));
        }
        auto id = writer.insert(std::move(entry));
        if (!id)
            return id.failure();
        ids << *id;
    }
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return ids;
}

LogResult<qint64> SqliteLogStore::voidEntry(qint64 id, const QString& reason)
{
    const QString action = QStringLiteral("cannot void entry %1").arg(id);
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (auto refused = refuseWrite(action))
        return *refused;
    if (reason.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: a void needs a reason").arg(path_, action));

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);

    QSqlQuery target(db);
    target.prepare(QStringLiteral("SELECT e.session_id, e.kind, (SELECT v.id FROM entries v WHERE v.voids_id = e.id "
                                  "ORDER BY v.id LIMIT 1) FROM entries e WHERE e.id = ?"));
    target.addBindValue(id);
    if (!target.exec())
        return fault(action, target.lastError());
    if (!target.next())
        return LogError::refused(QStringLiteral("%1: %2: there is no entry %3").arg(path_, action).arg(id));
    const qint64 sessionId = target.value(0).toLongLong();
    if (target.value(1).toString() != logEntryKindName(LogEntryKind::Roll))
        return LogError::refused(QStringLiteral("%1: %2: it is itself a void (record the roll again instead)")
                                     .arg(path_, action));
    if (!target.value(2).isNull())
        return LogError::refused(QStringLiteral("%1: %2: it is already voided by entry %3")
                                     .arg(path_, action)
                                     .arg(target.value(2).toLongLong()));
    target.finish();

    PendingEntry entry = pendingVoid(sessionId, id, reason);

    ChainWriter& writer = chainWriter();
    if (auto error = writer.start(action))
        return *error;
    auto newId = writer.insert(std::move(entry));
    if (!newId)
        return newId;
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return newId;
}

LogResult<DiscardedRoll> SqliteLogStore::appendDiscarded(const LogEntryDraft& draft, const QString& reason)
{
    const QString action = QStringLiteral("cannot record the discarded roll");
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (auto refused = refuseWrite(action))
        return *refused;
    if (reason.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: discarding a roll needs a reason").arg(path_, action));
    auto roll = pendingRoll(draft, path_, action, QString());
    if (!roll)
        return roll.failure();

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    ChainWriter& writer = chainWriter();
    if (auto error = writer.start(action))
        return *error;
    const auto rollId = writer.insert(std::move(roll.value()));
    if (!rollId)
        return rollId.failure();
    const auto voidId = writer.insert(pendingVoid(draft.sessionId, *rollId, reason));
    if (!voidId)
        return voidId.failure();
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return DiscardedRoll{*rollId, *voidId};
}

}  // namespace umpire
