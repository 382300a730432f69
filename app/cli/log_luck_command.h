// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/log_run.h"

namespace umpire {

/// `log luck`: how lucky each side and player was, and whether the dice look fair.
CommandLine luckCommandLine();
int luckCommand(LogRun& run);

}  // namespace umpire
