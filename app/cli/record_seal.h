// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sealed_die_roller.h"

#include <QString>

#include <optional>

namespace umpire {

/// Where `resolve --record` takes the program's dice from.
struct RecordDice {
    /// Set when the session recorded into seals its dice.
    std::optional<SealedDieRoller> sealed;
    qint64 sessionId = 0;
    /// Not empty: the roll must not be made (a refusal naming the session and what to do).
    QString refusal;
};

/// Looks at the session `resolve --record` will append to (the newest of the log at `logPath`).
/// A log that cannot be read, or has no session, gives neither dice nor a refusal: recording
/// then reports it as usual. `seedGiven`: the player asked for --seed.
RecordDice recordDice(const QString& logPath, bool seedGiven);

}  // namespace umpire
