// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/program_dice_seen.h"

#include "cli/log_run.h"

namespace umpire {

/// `log phrase` and `log reveal`: the players' phrase and the end of a sealed session.
CommandLine phraseCommandLine();
int phraseCommand(LogRun& run);
CommandLine revealCommandLine();
int revealCommand(LogRun& run);

/// Seals the dice of a session just started and prints its commitment.
int sealNewSession(LogRun& run, qint64 sessionId);
/// Prints the program dice of every session after `log verify`'s chain line; false when one
/// fails. `seen`: what the chain's verification saw of them (LogVerification::programDice).
bool printSealChecks(LogRun& run, int& exitCode, const ProgramDiceSeen* seen);

}  // namespace umpire
