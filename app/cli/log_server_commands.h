// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/log_run.h"

namespace umpire {

/// `log setup-server ADDRESS`: makes the club log and its roles on a PostgreSQL server.
CommandLine setupServerCommandLine();
int setupServerCommand(LogRun& run);
/// `log copy FROM TO`: a whole log from a file to a server or back, with the same hashes.
CommandLine copyCommandLine();
int copyCommand(LogRun& run);

}  // namespace umpire
