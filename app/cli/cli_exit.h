// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace umpire {

/// Exit statuses shared by every command of umpire-cli.
enum CliExit { ExitOk = 0, ExitRefused = 1, ExitUsage = 2 };

}  // namespace umpire
