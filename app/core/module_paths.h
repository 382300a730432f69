// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <filesystem>
#include <vector>

namespace umpire {

/// Where the game modules are: $UMPIRE_TABLES (colon separated) when set, else the installed
/// share/umpire/tables beside the program, else, for a program run from the build tree, the
/// source tables named by the build's marker file; then, read on top of those, the player's
/// own modules and overlays in userModuleFolder() when it exists.
std::vector<std::filesystem::path> defaultModulePaths();

/// The player's own modules and overlays: umpire/tables in the user's data folder
/// (~/.local/share/umpire/tables on Linux). Not created here.
QString userModuleFolder();

}  // namespace umpire
