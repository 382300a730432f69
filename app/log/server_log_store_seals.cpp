// SPDX-License-Identifier: GPL-3.0-or-later
// A club log's dice seals (umpire.dice_seals, schema version 2): the server's triggers keep each
// seal as it was made, take the phrase once and count the sealed rolls (server_log_schema.cpp).
#include "log/server_log_store.h"

#include "log/log_rows.h"
#include "log/log_sql_values.h"
#include "log/server_log_schema.h"
#include "log/server_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

LogResult<bool> ServerLogStore::keepsSeals() const
{
    if (version_ >= ServerLogSchema::sealsVersion)
        return true;
    // Read again: the administrator may have upgraded the club log since it was opened here.
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlDatabase db = database();
    const auto version = ServerLogSchema::version(db, shown_);
    if (!version)
        return version.failure();
    version_ = version->value_or(0);
    return version_ >= ServerLogSchema::sealsVersion;
}

std::optional<LogError> ServerLogStore::refuseSeals(const QString& action) const
{
    const auto keeps = keepsSeals();
    if (!keeps)
        return keeps.failure();
    if (*keeps)
        return std::nullopt;
    return LogError::refused(QStringLiteral("club log %1: %2: this club log has schema version %3, which keeps no "
                                            "sealed dice; the club's administrator upgrades it with `umpire-cli log "
                                            "setup-server %1` (its sessions and entries stay as they are)")
                                 .arg(shown_, action)
                                 .arg(version_));
}

LogResult<std::optional<SessionSeal>> ServerLogStore::diceSeal(qint64 sessionId, const QString& action) const
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    const auto keeps = keepsSeals();
    if (!keeps)
        return keeps.failure();
    QSqlQuery query(database());
    // A club log older than the seals holds none, but its sessions are named all the same.
    query.prepare(*keeps ? QStringLiteral("SELECT (SELECT count(*) FROM sessions WHERE id = ?), %1 FROM (SELECT 1) AS one"
                                          " LEFT JOIN dice_seals ON dice_seals.session_id = ?")
                               .arg(sealColumns())
                         : QStringLiteral("SELECT (SELECT count(*) FROM sessions WHERE id = ?), NULL, NULL"));
    query.addBindValue(sessionId);
    if (*keeps)
        query.addBindValue(sessionId);
    if (!query.exec() || !query.next())
        return failed(action, query.lastError());
    if (query.value(0).toLongLong() == 0)
        return LogError::refused(QStringLiteral("club log %1: %2: no session %3 in this game log").arg(shown_, action).arg(sessionId));
    if (query.value(2).isNull())
        return std::optional<SessionSeal>();
    return std::optional<SessionSeal>(readSeal(query, 1));
}

LogResult<bool> ServerLogStore::addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret,
                                            const QString& action)
{
    if (auto refused = refuseWrite(action))
        return *refused;
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    if (auto refused = refuseSeals(action))
        return *refused;
    QSqlDatabase db = database();
    ServerTransaction transaction(db);
    if (!transaction.begin())
        return failed(action, transaction.lastError());
    // Lined up with the appends (they lock the chain's head too): no entry can join the session
    // between the look below and the seal.
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT head_id FROM chain_head FOR UPDATE")) || !query.next())
        return failed(action, query.lastError());
    query.prepare(QStringLiteral("SELECT EXISTS (SELECT 1 FROM entries WHERE session_id = ?)"));
    query.addBindValue(sessionId);
    if (!query.exec() || !query.next())
        return failed(action, query.lastError());
    if (query.value(0).toBool())
        return false;  // rolled back: nothing was written
    query.prepare(QStringLiteral("INSERT INTO dice_seals (session_id, commitment, sealed_utc, secret) VALUES (?, ?, ?, ?)"
                                 " ON CONFLICT (session_id) DO NOTHING"));
    query.addBindValue(sessionId);
    query.addBindValue(commitment);
    query.addBindValue(nowUtc(QDateTime()));
    query.addBindValue(secret);
    if (!query.exec())
        return failed(action, query.lastError());
    const bool added = query.numRowsAffected() == 1;
    query.finish();
    if (!transaction.commit())
        return failed(action, transaction.lastError());
    return added;
}

LogStatus ServerLogStore::updateSeal(const QString& sql, const QVariantList& values, const QString& action)
{
    if (auto refused = refuseWrite(action))
        return *refused;
    if (auto connected = reconnectIfLost(); !connected)
        return connected;
    if (auto refused = refuseSeals(action))
        return *refused;
    QSqlQuery update(database());
    update.prepare(sql);
    for (const QVariant& value : values)
        update.addBindValue(value);
    if (!update.exec())
        return failed(action, update.lastError());
    return logOk();
}

LogStatus ServerLogStore::giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action)
{
    // The server's trigger refuses a second phrase, or one after a sealed roll or the reveal.
    return updateSeal(QStringLiteral("UPDATE dice_seals SET phrase = ?, phrase_utc = ? WHERE session_id = ?"),
                      {phrase, nowUtc(QDateTime()), sessionId}, action);
}

LogStatus ServerLogStore::markSealRevealed(qint64 sessionId, const QString& action)
{
    return updateSeal(QStringLiteral("UPDATE dice_seals SET revealed_utc = ? WHERE session_id = ? AND revealed_utc IS NULL"),
                      {nowUtc(QDateTime()), sessionId}, action);
}

LogResult<ProgramDiceSeen> ServerLogStore::programDiceOf(qint64 sessionId) const
{
    const QString action = QStringLiteral("cannot check the dice of session %1").arg(sessionId);
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    // The same superset as the chain's walk notes (ProgramDiceSeen::add): the server counts the
    // program rolls and lists only those whose text may name a seal; the seal check parses them.
    ProgramDiceSeen seen;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, strpos(resolution, 'sealed_dice') > 0 OR strpos(resolution, '\\u') > 0"
                                 " FROM entries WHERE session_id = ? AND kind = 'roll' AND dice_origin = 'rolled'"
                                 " ORDER BY id"));
    query.addBindValue(sessionId);
    if (!query.exec())
        return failed(action, query.lastError());
    qint64 rolls = 0;
    while (query.next()) {
        ++rolls;
        if (query.value(1).toBool())
            seen.sealMentions[sessionId].append(query.value(0).toLongLong());
    }
    if (query.lastError().isValid())
        return failed(action, query.lastError());
    if (rolls > 0)
        seen.programRolls.insert(sessionId, rolls);
    return seen;
}

LogResult<QList<SessionSeal>> ServerLogStore::sealRows() const
{
    const QString action = QStringLiteral("cannot read the dice seals");
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    const auto keeps = keepsSeals();
    if (!keeps)
        return keeps.failure();
    QList<SessionSeal> seals;
    if (!*keeps)
        return seals;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM dice_seals ORDER BY session_id").arg(sealColumns())))
        return failed(action, query.lastError());
    while (query.next())
        seals << readSeal(query);
    if (query.lastError().isValid())
        return failed(action, query.lastError());
    return seals;
}

}  // namespace umpire
