// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/assessment.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"
#include "log/dice_seal.h"
#include "log/log_entry.h"

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace umpire {

/// The dice of one throw as they fell, and where they came from.
struct ThrownDice {
    std::vector<std::int64_t> faces;
    DiceOrigin origin = DiceOrigin::Physical;
    std::optional<quint64> seed;  ///< program dice from a seed: replays the throw
    /// Program dice of a sealed session: the roll of the seal they are (no seed then).
    std::optional<DiceSeal::RollSeal> seal;
};

/// Where a roll stands with the game log.
enum class RecordState {
    AwaitingStep,   ///< a procedure of several steps: the dice of its next step are to be thrown
    AwaitingChart,  ///< our sources lack the cell: the result read off the printed chart is asked for
    Writing,        ///< handed to the log, not acknowledged yet (the log may be waiting for a lock)
    Logged,         ///< durably in the log
    Failed,         ///< the log refused it: it waits for a retry or a discard, and blocks new rolls
    Discarded,      ///< the players discarded it; the log keeps it with its void entry and reason
    Voided,         ///< in the log, then voided by the players (its void entry and reason)
    NotLogged,      ///< no game log is open: nothing is recorded, and the player was told so
};

/// One step of a procedure thrown at the table: its assessment and chances before its dice,
/// the dice, what they gave, and the cells the players read off their chart for this throw.
struct PlayedStep {
    Assessment assessment;
    OutcomeDistribution distribution;
    Resolution resolution;
    ThrownDice dice;
    ChartReadings readings;
    std::set<std::string> keptReadings;  ///< keys of `readings` read for an earlier throw of the game
};

/// One roll made in a play session: the situation as assessed, the dice, the resolution, and
/// its way into the log. A procedure of several steps keeps the steps already thrown in
/// `earlierSteps`; the fields below hold the step thrown last (the final one once complete).
struct PlayedRoll {
    Assessment assessment;
    OutcomeDistribution distribution;
    Resolution resolution;
    std::vector<ThrownDice> throws;      ///< the dice of the step thrown last
    ChartReadings readings;              ///< cells read off the chart for the throw of that step
    std::set<std::string> keptReadings;  ///< keys of `readings` read for an earlier throw of the game
    std::optional<QString> chartResult;  ///< the result code read off the printed chart by the player
    std::vector<PlayedStep> earlierSteps;
    /// AwaitingStep, or AwaitingChart for a value needed before the next step's dice: that step.
    std::optional<Assessment> nextStep;
    OutcomeDistribution nextDistribution;  ///< the chances that remain, with nextStep
    bool isFollowUp = false;
    std::optional<qint64> parentEntry;   ///< the logged roll this one follows up
    QDateTime time;                      ///< when the dice fell (UTC)
    quint64 serial = 0;                  ///< this roll's number in its play session, from 1: who it is as it changes
    QString turn;
    QString phase;
    QString note;
    QString player;

    RecordState state = RecordState::Writing;
    qint64 entryId = 0;        ///< Logged, Discarded or Voided: the roll's entry
    qint64 voidEntryId = 0;    ///< Discarded or Voided: the void entry
    qint64 logSession = 0;     ///< Logged, Discarded or Voided: the log session it went to
    QString logMessage;        ///< Failed or NotLogged: why; Discarded or Voided: the reason given

    /// True while the roll keeps new rolls from starting (chart reading, writing, failed).
    bool blocks() const
    {
        return state == RecordState::AwaitingStep || state == RecordState::AwaitingChart || state == RecordState::Writing ||
               state == RecordState::Failed;
    }
    /// True while the program's dice of a sealed session are thrown but not in the log (being
    /// written, or refused by it): what they gave is not to be shown yet. A roll the log refuses
    /// and the players then leave would give the same dice to the session's next roll, so
    /// showing them would let the players see a coming roll and choose what to use it on.
    bool withholdsResult() const
    {
        if (state != RecordState::Writing && state != RecordState::Failed)
            return false;
        for (const PlayedStep& step : allSteps())
            if (step.dice.seal)
                return true;
        return false;
    }
    /// The question the roll waits on (before the next step's dice, or after this throw), or null.
    const ChartQuestion* pendingQuestion() const
    {
        if (state != RecordState::AwaitingChart)
            return nullptr;
        if (nextStep && nextStep->question)
            return &*nextStep->question;
        return resolution.outcome.question ? &*resolution.outcome.question : nullptr;
    }
    /// The step thrown last, as one of `earlierSteps` once the next is thrown.
    PlayedStep lastStep() const
    {
        return PlayedStep{assessment, distribution, resolution, throws.empty() ? ThrownDice{} : throws.front(), readings, keptReadings};
    }
    /// Every step of the roll, the thrown-last one included, oldest first.
    std::vector<PlayedStep> allSteps() const
    {
        std::vector<PlayedStep> all = earlierSteps;
        all.push_back(lastStep());
        return all;
    }
};

}  // namespace umpire
