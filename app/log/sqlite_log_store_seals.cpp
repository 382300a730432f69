// SPDX-License-Identifier: GPL-3.0-or-later
// A log file's dice seals (table dice_seals): the file's triggers keep each seal as it was made,
// take the phrase once, and count the sealed rolls (log_schema.cpp, version 3).
#include "log/sqlite_log_store.h"

#include "log/log_rows.h"
#include "log/log_sql_values.h"
#include "log/write_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

LogResult<std::optional<SessionSeal>> SqliteLogStore::diceSeal(qint64 sessionId, const QString& action) const
{
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT (SELECT count(*) FROM sessions WHERE id = ?), %1 FROM (SELECT 1)"
                                 " LEFT JOIN dice_seals ON session_id = ?")
                      .arg(sealColumns()));
    query.addBindValue(sessionId);
    query.addBindValue(sessionId);
    if (!query.exec() || !query.next())
        return fault(action, query.lastError());
    if (query.value(0).toLongLong() == 0)
        return LogError::refused(QStringLiteral("%1: %2: no session %3 in this game log").arg(path_, action).arg(sessionId));
    if (query.value(2).isNull())
        return std::optional<SessionSeal>();
    return std::optional<SessionSeal>(readSeal(query, 1));
}

LogResult<bool> SqliteLogStore::addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret,
                                            const QString& action)
{
    if (auto refused = refuseWrite(action))
        return *refused;
    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    // Only a session without entries: its earlier program rolls could not come from the seal.
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO dice_seals (session_id, commitment, sealed_utc, secret)"
                                  " SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM entries WHERE session_id = ?)"
                                  " AND NOT EXISTS (SELECT 1 FROM dice_seals WHERE session_id = ?)"));
    for (const QVariant& value : QVariantList{sessionId, commitment, nowUtc(QDateTime()), secret, sessionId, sessionId})
        insert.addBindValue(value);
    if (!insert.exec())
        return fault(action, insert.lastError());
    const bool added = insert.numRowsAffected() == 1;
    insert.finish();
    if (auto error = transaction.commit())
        return fault(action, *error);
    return added;
}

LogStatus SqliteLogStore::giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action)
{
    if (auto refused = refuseWrite(action))
        return *refused;
    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE dice_seals SET phrase = ?, phrase_utc = ? WHERE session_id = ?"));
    update.addBindValue(phrase);
    update.addBindValue(nowUtc(QDateTime()));
    update.addBindValue(sessionId);
    if (!update.exec())
        return fault(action, update.lastError());
    update.finish();
    if (auto error = transaction.commit())
        return fault(action, *error);
    return logOk();
}

LogStatus SqliteLogStore::markSealRevealed(qint64 sessionId, const QString& action)
{
    if (auto refused = refuseWrite(action))
        return *refused;
    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    QSqlQuery update(db);
    update.prepare(QStringLiteral("UPDATE dice_seals SET revealed_utc = ? WHERE session_id = ? AND revealed_utc IS NULL"));
    update.addBindValue(nowUtc(QDateTime()));
    update.addBindValue(sessionId);
    if (!update.exec())
        return fault(action, update.lastError());
    update.finish();
    if (auto error = transaction.commit())
        return fault(action, *error);
    return logOk();
}

LogResult<ProgramDiceSeen> SqliteLogStore::programDiceOf(qint64 sessionId) const
{
    const QString action = QStringLiteral("cannot check the dice of session %1").arg(sessionId);
    // SQLite counts the program rolls; only the rare ones whose resolution names a seal are
    // listed, so a session of a million rolls is checked without reading them.
    ProgramDiceSeen seen;
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT count(*) FROM entries WHERE session_id = ? AND kind = 'roll' AND dice_origin = 'rolled'"));
    query.addBindValue(sessionId);
    if (!query.exec() || !query.next())
        return fault(action, query.lastError());
    if (const qint64 rolls = query.value(0).toLongLong(); rolls > 0)
        seen.programRolls.insert(sessionId, rolls);
    query.finish();
    query.prepare(QStringLiteral("SELECT e.id FROM entries e JOIN entry_resolutions r ON r.entry_id = e.id"
                                 " WHERE e.session_id = ? AND e.kind = 'roll' AND e.dice_origin = 'rolled'"
                                 " AND json_type(r.resolution, '$.sealed_dice') = 'object' ORDER BY e.id"));
    query.addBindValue(sessionId);
    if (!query.exec())
        return fault(action, query.lastError());
    while (query.next())
        seen.sealMentions[sessionId].append(query.value(0).toLongLong());
    if (query.lastError().isValid())
        return fault(action, query.lastError());
    return seen;
}

LogResult<QList<SessionSeal>> SqliteLogStore::sealRows() const
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM dice_seals ORDER BY session_id").arg(sealColumns())))
        return fault(QStringLiteral("cannot read the dice seals"), query.lastError());
    QList<SessionSeal> seals;
    while (query.next())
        seals << readSeal(query);
    return seals;
}

}  // namespace umpire
