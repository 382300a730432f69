// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/assessment.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"
#include "log/log_entry.h"

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire {

/// The dice of one throw as they fell, and where they came from.
struct ThrownDice {
    std::vector<std::int64_t> faces;
    DiceOrigin origin = DiceOrigin::Physical;
    std::optional<quint64> seed;  ///< program dice only: replays the throw
};

/// Where a roll stands with the game log.
enum class RecordState {
    AwaitingChart,  ///< our sources lack the cell: the result read off the printed chart is asked for
    Writing,        ///< handed to the log, not acknowledged yet (the log may be waiting for a lock)
    Logged,         ///< durably in the log
    Failed,         ///< the log refused it: it waits for a retry or a discard, and blocks new rolls
    Discarded,      ///< the players discarded it; the log keeps it with its void entry and reason
    NotLogged,      ///< no game log is open: nothing is recorded, and the player was told so
};

/// One roll made in a play session: the situation as assessed, the dice, the resolution, and
/// its way into the log. A procedure resolves in one step today; `throws` keeps one entry per
/// step so that procedures of several steps, each with its own dice, fit the same record.
struct PlayedRoll {
    Assessment assessment;
    OutcomeDistribution distribution;
    Resolution resolution;
    std::vector<ThrownDice> throws;
    std::optional<QString> chartResult;  ///< read off the printed chart by the player
    bool isFollowUp = false;
    std::optional<qint64> parentEntry;   ///< the logged roll this one follows up
    QDateTime time;                      ///< when the dice fell (UTC)
    QString turn;
    QString phase;
    QString note;
    QString player;

    RecordState state = RecordState::Writing;
    qint64 entryId = 0;        ///< Logged or Discarded: the roll's entry
    qint64 voidEntryId = 0;    ///< Discarded: the void entry
    qint64 logSession = 0;     ///< Logged or Discarded: the log session it went to
    QString logMessage;        ///< Failed or NotLogged: why; Discarded: the reason given

    /// True while the roll keeps new rolls from starting (chart reading, writing, failed).
    bool blocks() const
    {
        return state == RecordState::AwaitingChart || state == RecordState::Writing || state == RecordState::Failed;
    }
};

}  // namespace umpire
