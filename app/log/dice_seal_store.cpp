// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/dice_seal_store.h"

#include "log/dice_seal.h"
#include "log/game_log.h"

namespace umpire {

namespace {

/// Reads the seal of `sessionId`; `withSecret` also when it is not revealed yet.
LogResult<std::optional<SessionSeal>> readSeal(const GameLog& log, qint64 sessionId, bool withSecret,
                                               const QString& action)
{
    if (!log.isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(log.path(), action)};
    auto seal = log.diceSeal(sessionId, action);
    if (!seal)
        return seal.failure();
    if (seal->has_value() && !withSecret && !(*seal)->isRevealed())
        seal.value()->secret.reset();
    return seal;
}

/// The seal of a sealed session, or a refusal naming the session.
LogResult<SessionSeal> requireSeal(const GameLog& log, qint64 sessionId, bool withSecret, const QString& action)
{
    auto seal = readSeal(log, sessionId, withSecret, action);
    if (!seal)
        return seal.failure();
    if (!seal->has_value()) {
        if (auto refused = log.refuseSeals(action))
            return *refused;  // a log that keeps no seals says how to change that
        return LogError::refused(QStringLiteral("%1: %2: session %3 has no dice seal (it was started before sealed "
                                                "dice, or by a program that does not seal)")
                                     .arg(log.path(), action)
                                     .arg(sessionId));
    }
    return **seal;
}

}  // namespace

LogResult<SessionSeal> sealSession(GameLog& log, qint64 sessionId)
{
    const QString action = QStringLiteral("cannot seal the dice of session %1").arg(sessionId);
    if (auto refused = log.refuseWrite(action))
        return *refused;
    if (auto refused = log.refuseSeals(action))
        return *refused;
    auto existing = readSeal(log, sessionId, false, action);
    if (!existing)
        return existing.failure();
    if (existing->has_value())
        return LogError::refused(QStringLiteral("%1: %2: it is sealed already").arg(log.path(), action));
    const QString secret = DiceSeal::newSecret();
    // Only a session without entries: its earlier program rolls could not come from the seal.
    auto added = log.addDiceSeal(sessionId, DiceSeal::commitment(secret), secret, action);
    if (!added)
        return added.failure();
    auto seal = readSeal(log, sessionId, false, action);
    if (!seal)
        return seal.failure();
    if (!*added && seal->has_value())  // another program sealed it meanwhile
        return LogError::refused(QStringLiteral("%1: %2: it is sealed already").arg(log.path(), action));
    if (!*added || !seal->has_value())
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
    auto written = log.giveSealPhrase(sessionId, text, action);
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
    auto written = log.markSealRevealed(sessionId, action);
    if (!written)
        return written.failure();
    return requireSeal(log, sessionId, false, action);
}

}  // namespace umpire
