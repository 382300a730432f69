// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QJsonObject>
#include <QString>

#include <cstdint>
#include <optional>

namespace umpire {

/// Provably fair program dice: the recipe, as pure functions (docs/game-log.md, "Sealed dice").
///
/// A sealed session has a secret: 64 lowercase hex digits drawn from the system's random
/// source. Its commitment, shown when the session starts, is the SHA-256 (hex) of those 64
/// characters. Die `die` (1, 2...) of the sealed roll at `position` (1, 2... within the session)
/// with `sides` sides is read off SHA-256 of the text
///     umpire-die:SECRET:POSITION:DIE:ATTEMPT:PHRASE
/// (decimal numbers, ATTEMPT from 0, PHRASE the players' phrase, empty when none; UTF-8):
/// its first 8 bytes as a big-endian unsigned number v, kept when v < 2^64 - (2^64 mod sides)
/// (else the next ATTEMPT), give the face v mod sides + 1.
namespace DiceSeal {

/// Longest phrase the players may give, in characters.
inline constexpr int kMaxPhraseLength = 200;

/// A fresh secret from the system's cryptographic random source.
QString newSecret();
/// True for 64 lowercase hex digits.
bool isSecret(const QString& text);
/// SHA-256 (hex) of the secret's 64 characters.
QString commitment(const QString& secret);
/// The text hashed for one attempt at one die.
QByteArray dieMessage(const QString& secret, qint64 position, qint64 die, int attempt, const QString& phrase);
/// The face of one die; sides must be at least 1.
std::int64_t face(const QString& secret, qint64 position, qint64 die, std::int64_t sides, const QString& phrase);

/// What a sealed roll's resolution carries under "sealed_dice": it is hashed into the chain
/// with the entry, so the commitment, phrase and position of each roll cannot change unseen.
struct RollSeal {
    QString commitment;
    QString phrase;
    qint64 position = 0;
};
QJsonObject rollSealJson(const RollSeal& seal);
/// The roll's seal, or nullopt when the resolution has none (or a malformed one).
std::optional<RollSeal> rollSealOf(const QJsonObject& resolution);

/// How a program roll's dice are named in lists and exports: "sealed roll 3 (commitment
/// 1f3a9c0d...)" or "seed 12345"; empty for physical dice.
QString programDiceLabel(DiceOrigin origin, std::optional<quint64> seed, const QJsonObject& resolution);

}  // namespace DiceSeal
}  // namespace umpire
