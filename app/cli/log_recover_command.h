// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/log_run.h"

namespace umpire {

/// `log recover FROM --output NEW`: what can be read of a log and its journal, into a new log.
CommandLine recoverCommandLine();
int recoverCommand(LogRun& run);

}  // namespace umpire
