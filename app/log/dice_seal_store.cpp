// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/dice_seal_store.h"

#include "log/dice_seal.h"
#include "log/game_log.h"
#include "log/log_sql_values.h"
#include "log/sql_fault.h"
#include "log/write_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

namespace {

QSqlDatabase databaseOf(const GameLog& log)
{
    return QSqlDatabase::database(log.connectionName(), false);
}

LogError fault(const GameLog& log, const QString& action, const QSqlError& error)
{
    return sqlFault(log.path(), action, error, log.busyTimeoutMs());
}

QDateTime utc(const QVariant& value)
{
    return value.isNull() ? QDateTime() : parseUtc(value.toString());
}

/// Reads the seal of `sessionId`; `withSecret` also when it is not revealed yet.
LogResult<std::optional<SessionSeal>> readSeal(const GameLog& log, qint64 sessionId, bool withSecret,
                                               const QString& action)
{
    if (!log.isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(log.path(), action)};
    if (log.isServer())
        return std::optional<SessionSeal>();  // a club log keeps no seals (serverRefusal())
    QSqlQuery query(databaseOf(log));
    query.prepare(QStringLiteral("SELECT commitment, sealed_utc, phrase, phrase_utc, secret, revealed_utc, rolls,"
                                 " (SELECT count(*) FROM sessions WHERE id = ?) FROM (SELECT 1) LEFT JOIN dice_seals"
                                 " ON session_id = ?"));
    query.addBindValue(sessionId);
    query.addBindValue(sessionId);
    if (!query.exec() || !query.next())
        return fault(log, action, query.lastError());
    if (query.value(7).toLongLong() == 0)
        return LogError::refused(QStringLiteral("%1: %2: no session %3 in this game log").arg(log.path(), action).arg(sessionId));
    if (query.value(0).isNull())
        return std::optional<SessionSeal>();
    SessionSeal seal;
    seal.sessionId = sessionId;
    seal.commitment = query.value(0).toString();
    seal.sealed = utc(query.value(1));
    seal.phrase = query.value(2).toString();
    seal.phraseGiven = utc(query.value(3));
    seal.revealed = utc(query.value(5));
    if (withSecret || seal.isRevealed())
        seal.secret = query.value(4).toString();
    seal.rolls = query.value(6).toLongLong();
    return std::optional<SessionSeal>(seal);
}

/// The seal of a sealed session, or a refusal naming the session.
LogResult<SessionSeal> requireSeal(const GameLog& log, qint64 sessionId, bool withSecret, const QString& action)
{
    auto seal = readSeal(log, sessionId, withSecret, action);
    if (!seal)
        return seal.failure();
    if (!seal->has_value())
        return LogError::refused(QStringLiteral("%1: %2: session %3 has no dice seal (it was started before sealed "
                                                "dice, or by a program that does not seal)")
                                     .arg(log.path(), action)
                                     .arg(sessionId));
    return **seal;
}

/// Runs one UPDATE or INSERT with `values` in a write transaction.
/// Sealed dice are kept only in a log file so far: a club log's server has no table for them.
std::optional<LogError> serverRefusal(const GameLog& log, const QString& action)
{
    if (!log.isServer())
        return std::nullopt;
    return LogError::refused(QStringLiteral("club log %1: %2: sealed dice are kept only in a log file for now; play this "
                                            "session with dice rolled in the open, or keep its log in a file")
                                 .arg(log.path(), action));
}

LogStatus write(GameLog& log, const QString& action, const QString& sql, const QVariantList& values)
{
    if (auto refused = serverRefusal(log, action))
        return *refused;
    if (auto refused = log.refuseWrite(action))
        return *refused;
    QSqlDatabase db = databaseOf(log);
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(log, action, *error);
    QSqlQuery query(db);
    query.prepare(sql);
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec())
        return fault(log, action, query.lastError());
    query.finish();
    if (auto error = transaction.commit())
        return fault(log, action, *error);
    return logOk();
}

}  // namespace

LogResult<SessionSeal> sealSession(GameLog& log, qint64 sessionId)
{
    const QString action = QStringLiteral("cannot seal the dice of session %1").arg(sessionId);
    if (auto refused = serverRefusal(log, action))
        return *refused;
    auto existing = readSeal(log, sessionId, false, action);
    if (!existing)
        return existing.failure();
    if (existing->has_value())
        return LogError::refused(QStringLiteral("%1: %2: it is sealed already").arg(log.path(), action));
    const QString secret = DiceSeal::newSecret();
    // Only a session without entries: its earlier program rolls could not come from the seal.
    auto written = write(log, action,
                         QStringLiteral("INSERT INTO dice_seals (session_id, commitment, sealed_utc, secret)"
                                        " SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM entries WHERE session_id = ?)"),
                         {sessionId, DiceSeal::commitment(secret), nowUtc(QDateTime()), secret, sessionId});
    if (!written)
        return written.failure();
    auto seal = readSeal(log, sessionId, false, action);
    if (!seal)
        return seal.failure();
    if (!seal->has_value())
        return LogError::refused(
            QStringLiteral("%1: %2: it has entries already; start a new session to seal its dice").arg(log.path(), action));
    return **seal;
}

LogResult<std::optional<SessionSeal>> sessionSeal(const GameLog& log, qint64 sessionId)
{
    return readSeal(log, sessionId, false, QStringLiteral("cannot read the dice seal of session %1").arg(sessionId));
}

LogResult<NextSealedRoll> nextSealedRoll(const GameLog& log, qint64 sessionId)
{
    const QString action = QStringLiteral("cannot roll sealed dice in session %1").arg(sessionId);
    auto seal = requireSeal(log, sessionId, true, action);
    if (!seal)
        return seal.failure();
    if (seal->isRevealed())
        return LogError::refused(QStringLiteral("%1: %2: its seal was revealed, so its dice are known; start a new "
                                                "session")
                                     .arg(log.path(), action));
    return NextSealedRoll{*seal->secret, seal->commitment, seal->phrase, seal->rolls + 1};
}

LogResult<SessionSeal> setSealPhrase(GameLog& log, qint64 sessionId, const QString& phrase)
{
    const QString action = QStringLiteral("cannot set the players' phrase of session %1").arg(sessionId);
    const QString text = phrase.trimmed();
    if (text.isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: the phrase is empty").arg(log.path(), action));
    if (text.size() > DiceSeal::kMaxPhraseLength)
        return LogError::refused(QStringLiteral("%1: %2: the phrase has %3 characters; at most %4")
                                     .arg(log.path(), action)
                                     .arg(text.size())
                                     .arg(DiceSeal::kMaxPhraseLength));
    auto seal = requireSeal(log, sessionId, false, action);
    if (!seal)
        return seal.failure();
    if (!seal->phrase.isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: it was given already (\"%3\")").arg(log.path(), action, seal->phrase));
    if (seal->isRevealed())
        return LogError::refused(QStringLiteral("%1: %2: the seal is revealed").arg(log.path(), action));
    if (seal->rolls > 0)
        return LogError::refused(QStringLiteral("%1: %2: %3 sealed roll(s) were made already; the phrase must come "
                                                "before the first")
                                     .arg(log.path(), action)
                                     .arg(seal->rolls));
    auto written = write(log, action,
                         QStringLiteral("UPDATE dice_seals SET phrase = ?, phrase_utc = ? WHERE session_id = ?"),
                         {text, nowUtc(QDateTime()), sessionId});
    if (!written)
        return written.failure();
    return requireSeal(log, sessionId, false, action);
}

LogResult<SessionSeal> revealSeal(GameLog& log, qint64 sessionId)
{
    const QString action = QStringLiteral("cannot reveal the dice seal of session %1").arg(sessionId);
    auto seal = requireSeal(log, sessionId, false, action);
    if (!seal)
        return seal.failure();
    if (seal->isRevealed())
        return seal;
    auto written = write(log, action,
                         QStringLiteral("UPDATE dice_seals SET revealed_utc = ? WHERE session_id = ? AND revealed_utc IS NULL"),
                         {nowUtc(QDateTime()), sessionId});
    if (!written)
        return written.failure();
    return requireSeal(log, sessionId, false, action);
}

}  // namespace umpire
