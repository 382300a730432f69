// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <vector>

namespace umpire {

/// Where the shipped game modules are: $UMPIRE_TABLES (colon separated) when set, else the
/// installed share/umpire/tables beside the program, else, for a program run from the build
/// tree, the source tables named by the build's marker file; then the player's overlays.
std::vector<std::filesystem::path> defaultModulePaths();

}  // namespace umpire
