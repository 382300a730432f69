// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sealed_die_roller.h"
#include "log/log_result.h"

#include <QString>

#include <optional>
#include <string>

namespace umpire {

/// Where `resolve --record` takes the program's dice from, or why it must not roll at all.
struct RecordDice {
    /// Set when the session recorded into seals its dice.
    std::optional<SealedDieRoller> sealed;
    qint64 sessionId = 0;
    /// Not empty: the roll must not be made (a refusal naming the session and what to do).
    QString refusal;
    /// Set: the log cannot take the entry (no file, unreadable, no session, another game's
    /// session). Found before the dice are thrown: a result shown and then not recorded would
    /// be a roll the players saw and the log never had, and a sealed one would show the seal's
    /// next dice ahead of their turn.
    std::optional<LogError> logError;
};

/// Looks at the session `resolve --record` will append to (the newest of the log at `logPath`),
/// which must be one of game `gameId`. `programDice`: the program throws (else the dice were
/// given); `seedGiven`: the player asked for --seed.
RecordDice recordDice(const QString& logPath, const std::string& gameId, bool programDice, bool seedGiven);

}  // namespace umpire
