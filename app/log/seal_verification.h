// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"
#include "log/program_dice_seen.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace umpire {

class GameLog;
class LogTask;

/// What `log verify` found about one session's program dice.
struct SealCheck {
    enum class State {
        Unsealed,  ///< no commitment: started before sealed dice, or by a program that does not seal
        Kept,      ///< sealed, secret not revealed yet: the rolls cannot be checked yet
        Verified,  ///< revealed, and every sealed roll is exactly what the seed gives
        Failed,    ///< revealed or not, something does not match (see problems)
    };
    qint64 sessionId = 0;
    State state = State::Unsealed;
    QString commitment;
    qint64 sealedRolls = 0;     ///< sealed rolls in the session
    qint64 programRolls = 0;    ///< program rolls of the session, sealed or not
    QStringList problems;       ///< one line each, "entry 12: die 1 is 5, the seed gives 3"

    /// One line: "session 2: sealed dice verified: 14 rolls match commitment 1f3a..."
    QString summary() const;
};

/// Checks the program dice of every session against its seal: the secret matches the
/// commitment, every program roll of a sealed session is a sealed roll, positions run 1, 2, 3...
/// without a gap or a repeat, each roll names the session's commitment and phrase, and (once
/// revealed) each die is the face the recipe gives. Needs the current schema. With `seen` (a
/// LogVerification's programDice, from a walk of the same log) a session without a seal is
/// checked from it, without reading its entries again. A sealed session's rolls are read one at a
/// time. With a task: reports the sealed sessions' entries checked (when there are any), and
/// stops (a Cancelled error) soon after the task is cancelled.
LogResult<QList<SealCheck>> verifySeals(const GameLog& log, const ProgramDiceSeen* seen = nullptr, LogTask* task = nullptr);

}  // namespace umpire
