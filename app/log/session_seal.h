// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

namespace umpire {

/// A session's dice seal as the log keeps it (a file's table dice_seals, a club log's
/// umpire.dice_seals; see log/dice_seal.h for the recipe).
struct SessionSeal {
    qint64 sessionId = 0;
    QString commitment;        ///< SHA-256 (hex) of the secret, shown when the session started
    QDateTime sealed;          ///< UTC
    QString phrase;            ///< the players' phrase; empty when none was given
    QDateTime phraseGiven;     ///< UTC; invalid when no phrase
    std::optional<QString> secret;  ///< only once revealed (or for the program's own rolls)
    QDateTime revealed;        ///< UTC; invalid while the secret is kept
    qint64 rolls = 0;          ///< sealed rolls made so far

    bool isRevealed() const { return revealed.isValid(); }
};

}  // namespace umpire
