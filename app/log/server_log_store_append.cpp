// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_log_store.h"

#include "log/chain_writer.h"
#include "log/entry_hash.h"
#include "log/entry_search_text.h"
#include "log/log_sql_values.h"
#include "log/pending_entries.h"
#include "log/server_log_schema.h"
#include "log/server_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace umpire {
namespace {

QString newClientId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

/// The id given, when it is a UUID, written the one way the server gives it back.
std::optional<QString> clientIdOf(const LogEntryDraft& draft)
{
    if (draft.clientId.isEmpty())
        return newClientId();
    const QUuid id = QUuid::fromString(draft.clientId);
    if (id.isNull())
        return std::nullopt;
    return id.toString(QUuid::WithoutBraces);
}

}  // namespace

LogResult<QList<qint64>> ServerLogStore::appendAll(const QList<LogEntryDraft>& drafts)
{
    const QString action = drafts.size() == 1 ? QStringLiteral("cannot append the entry")
                                              : QStringLiteral("cannot append %1 entries").arg(drafts.size());
    if (auto refused = refuseWrite(action))
        return *refused;
    if (drafts.isEmpty())
        return QList<qint64>();
    QList<PendingEntry> pending;
    QStringList clientIds;
    QList<bool> follows;
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        const QString where = drafts.size() == 1 ? QString() : QStringLiteral(" (draft %1)").arg(i + 1);
        if (drafts.at(i).followsPrevious && (i == 0 || drafts.at(i).parentId))
            return LogError::refused(QStringLiteral("club log %1: %2%3: a follow-up of the draft before it needs one, "
                                                    "and no other parent")
                                         .arg(shown_, action, where));
        const auto clientId = clientIdOf(drafts.at(i));
        if (!clientId)
            return LogError::refused(QStringLiteral("club log %1: %2%3: its client id '%4' is not a UUID")
                                         .arg(shown_, action, where, drafts.at(i).clientId));
        auto entry = pendingRoll(drafts.at(i), QStringLiteral("club log ") + shown_, action, where);
        if (!entry)
            return entry.failure();
        pending << std::move(entry.value());
        clientIds << *clientId;
        follows << drafts.at(i).followsPrevious;
    }
    return appendPending(std::move(pending), clientIds, follows, action);
}

LogResult<qint64> ServerLogStore::voidEntry(qint64 id, const QString& reason)
{
    const QString action = QStringLiteral("cannot void entry %1").arg(id);
    if (auto refused = refuseWrite(action))
        return *refused;
    if (reason.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("club log %1: %2: a void needs a reason").arg(shown_, action));
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    // Read before the append locks the chain; the unique index on voids_id refuses a second
    // void that another table appended meanwhile.
    QSqlQuery target(database());
    target.prepare(QStringLiteral("SELECT e.session_id, e.kind, (SELECT v.id FROM entries v WHERE v.voids_id = e.id) "
                                  "FROM entries e WHERE e.id = ?"));
    target.addBindValue(id);
    if (!target.exec())
        return failed(action, target.lastError());
    if (!target.next())
        return LogError::refused(QStringLiteral("club log %1: %2: there is no entry %3").arg(shown_, action).arg(id));
    const qint64 sessionId = target.value(0).toLongLong();
    if (target.value(1).toString() != logEntryKindName(LogEntryKind::Roll))
        return LogError::refused(
            QStringLiteral("club log %1: %2: it is itself a void (record the roll again instead)").arg(shown_, action));
    if (!target.value(2).isNull())
        return LogError::refused(QStringLiteral("club log %1: %2: it is already voided by entry %3")
                                     .arg(shown_, action)
                                     .arg(target.value(2).toLongLong()));
    target.finish();
    auto ids = appendPending({pendingVoid(sessionId, id, reason)}, {newClientId()}, {false}, action);
    if (!ids)
        return ids.failure();
    return ids->first();
}

LogResult<DiscardedRoll> ServerLogStore::appendDiscarded(const LogEntryDraft& draft, const QString& reason)
{
    const QString action = QStringLiteral("cannot record the discarded roll");
    if (auto refused = refuseWrite(action))
        return *refused;
    if (reason.trimmed().isEmpty())
        return LogError::refused(
            QStringLiteral("club log %1: %2: discarding a roll needs a reason").arg(shown_, action));
    const auto clientId = clientIdOf(draft);
    if (!clientId)
        return LogError::refused(
            QStringLiteral("club log %1: %2: its client id '%3' is not a UUID").arg(shown_, action, draft.clientId));
    auto roll = pendingRoll(draft, QStringLiteral("club log ") + shown_, action, QString());
    if (!roll)
        return roll.failure();
    // The void's id follows from the roll's, so a retry finds both.
    const QString voidClientId =
        QUuid::createUuidV5(QUuid::fromString(*clientId), QStringLiteral("void")).toString(QUuid::WithoutBraces);
    // The void's voids_id is the roll's id, known only in the transaction: appendPending links
    // an entry that follows the one before to it (as parent for a roll, as voided for a void).
    PendingEntry voiding = pendingVoid(draft.sessionId, 0, reason);
    auto ids = appendPending({std::move(roll.value()), std::move(voiding)}, {*clientId, voidClientId}, {false, true},
                             action);
    if (!ids)
        return ids.failure();
    return DiscardedRoll{ids->at(0), ids->at(1)};
}

LogResult<QList<qint64>> ServerLogStore::appendPending(QList<PendingEntry> pending, const QStringList& clientIds,
                                                       const QList<bool>& followsPrevious, const QString& action)
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlDatabase db = database();
    // Made before the transaction, so they go after its rollback: a prepared statement freed
    // inside a failed transaction would only be refused ("Unable to free statement").
    QSqlQuery head(db);
    QSqlQuery known(db);
    QSqlQuery insert(db);
    QSqlQuery parent(db);
    QSqlQuery finish(db);
    ServerTransaction transaction(db);
    if (!transaction.begin())
        return failed(action, transaction.lastError());

    // The chain's head row is locked until the commit: the appends of all tables line up here.
    if (!head.exec(QStringLiteral("SELECT head_id, head_hash FROM chain_head FOR UPDATE")) || !head.next())
        return failed(action, head.lastError());
    qint64 lastId = head.value(0).toLongLong();
    QString prevHash = head.value(1).toString();
    head.finish();

    // An append tried again after its answer was lost: the server may already hold it.
    known.prepare(QStringLiteral("SELECT id FROM entries WHERE client_id = CAST(? AS uuid)"));
    QList<qint64> ids;
    for (const QString& clientId : clientIds) {
        known.addBindValue(clientId);
        if (!known.exec())
            return failed(action, known.lastError());
        if (known.next())
            ids << known.value(0).toLongLong();
    }
    known.finish();
    if (ids.size() == clientIds.size())
        return ids;  // all there already: the transaction only read
    if (!ids.isEmpty())
        return LogError::refused(QStringLiteral("club log %1: %2: the server holds some of these entries but not all; "
                                                "they were appended together, so the log was changed outside Umpire")
                                     .arg(shown_, action));

    QStringList columns = hashedEntryColumns();
    columns << QStringLiteral("hash") << QStringLiteral("search_text") << QStringLiteral("client_id")
            << QStringLiteral("id");
    QStringList marks;
    for (qsizetype i = 0; i < columns.size(); ++i)
        marks << QStringLiteral("?");
    marks[marks.size() - 2] = QStringLiteral("CAST(? AS uuid)");
    insert.prepare(QStringLiteral("INSERT INTO entries (%1) VALUES (%2)")
                       .arg(ServerLogSchema::columnList(columns), marks.join(QStringLiteral(", "))));
    parent.prepare(QStringLiteral("SELECT session_id, kind FROM entries WHERE id = ?"));

    for (qsizetype i = 0; i < pending.size(); ++i) {
        PendingEntry& entry = pending[i];
        if (followsPrevious.at(i)) {  // the entry before's id is known only now
            const bool isVoid = entry.columns.value(QStringLiteral("kind")).toString() == logEntryKindName(LogEntryKind::Void);
            entry.columns.insert(isVoid ? QStringLiteral("voids_id") : QStringLiteral("parent_id"), lastId);
            if (!isVoid)
                entry.parentId = lastId;
        }
        auto session = sessionColumns(entry.sessionId, action);
        if (!session)
            return session.failure();
        const QString sessionGame = session->value(QStringLiteral("game")).toString();
        if (!entry.game.isEmpty() && entry.game != sessionGame)
            return LogError::refused(QStringLiteral("club log %1: %2: the resolution is for game '%3' but session %4 is "
                                                    "for '%5'; start a session for '%3' first")
                                         .arg(shown_, action, entry.game)
                                         .arg(entry.sessionId)
                                         .arg(sessionGame));
        if (entry.parentId) {
            parent.addBindValue(*entry.parentId);
            if (!parent.exec())
                return failed(action, parent.lastError());
            if (!parent.next())
                return LogError::refused(QStringLiteral("club log %1: %2: the parent entry %3 does not exist")
                                             .arg(shown_, action)
                                             .arg(*entry.parentId));
            const qint64 parentSession = parent.value(0).toLongLong();
            const QString parentKind = parent.value(1).toString();
            parent.finish();
            if (parentSession != entry.sessionId)
                return LogError::refused(QStringLiteral("club log %1: %2: the parent entry %3 belongs to session %4, not %5")
                                             .arg(shown_, action)
                                             .arg(*entry.parentId)
                                             .arg(parentSession)
                                             .arg(entry.sessionId));
            if (parentKind != logEntryKindName(LogEntryKind::Roll))
                return LogError::refused(QStringLiteral("club log %1: %2: the parent entry %3 is a void, not a roll")
                                             .arg(shown_, action)
                                             .arg(*entry.parentId));
        }
        entry.columns.insert(QStringLiteral("prev_hash"), prevHash);
        const QString hash = entryHash(entry.columns, *session);
        int index = 0;
        for (const QString& column : hashedEntryColumns())
            insert.bindValue(index++, toSqlValue(entry.columns.value(column)));
        insert.bindValue(index++, hash);
        insert.bindValue(index++, pendingEntrySearchText(entry.columns));
        insert.bindValue(index++, clientIds.at(i));
        insert.bindValue(index, lastId + 1);
        if (!insert.exec())
            return failed(action, insert.lastError());
        ++lastId;
        prevHash = hash;
        ids << lastId;
    }

    finish.prepare(QStringLiteral("UPDATE chain_head SET head_id = ?, head_hash = ?"));
    finish.addBindValue(lastId);
    finish.addBindValue(prevHash);
    if (!finish.exec())
        return failed(action, finish.lastError());
    // Delivered to the other tables' windows at the commit, and only if it commits.
    finish.prepare(QStringLiteral("SELECT pg_notify('%1', ?)").arg(QLatin1String(notifyChannel)));
    finish.addBindValue(QString::number(lastId));
    if (!finish.exec())
        return failed(action, finish.lastError());
    finish.finish();
    if (!transaction.commit())
        return failed(action, transaction.lastError());
    return ids;
}

}  // namespace umpire
