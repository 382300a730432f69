// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"
#include "log/session_seal.h"

#include <QString>

#include <optional>

namespace umpire {

class GameLog;

/// The dice of the next sealed roll of a session: what a roller needs, and where it goes.
struct NextSealedRoll {
    QString secret;
    QString commitment;
    QString phrase;
    qint64 position = 0;  ///< the position of the next roll (1 for the first)
};

/// Seals a session that has no entries yet: draws its secret and stores it with its commitment.
LogResult<SessionSeal> sealSession(GameLog& log, qint64 sessionId);
/// The session's seal (without its secret unless revealed), or nullopt for an unsealed session.
LogResult<std::optional<SessionSeal>> sessionSeal(const GameLog& log, qint64 sessionId);
/// The next sealed roll of the session; refused when the session is unsealed or revealed.
LogResult<NextSealedRoll> nextSealedRoll(const GameLog& log, qint64 sessionId);
/// Records the players' phrase; refused once a sealed roll was made, a phrase given, or the
/// seal revealed, and for an empty or too long phrase.
LogResult<SessionSeal> setSealPhrase(GameLog& log, qint64 sessionId, const QString& phrase);
/// Reveals the secret (no sealed roll can join the session after this); revealing again just
/// returns the seal.
LogResult<SessionSeal> revealSeal(GameLog& log, qint64 sessionId);

}  // namespace umpire
