// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <vector>

namespace umpire {

/// Where the shipped game modules are: $UMPIRE_TABLES (colon separated) when set, else the
/// installed share/umpire/tables beside the program, else the source tree's tables/.
std::vector<std::filesystem::path> defaultModulePaths();

}  // namespace umpire
