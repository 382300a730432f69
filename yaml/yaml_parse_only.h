// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <filesystem>
#include <vector>

namespace umpire {

/// Parses every module file named by `pathsOrDirectories` (directories: their *.yaml files)
/// with yaml-cpp into node trees, and nothing else: the floor that loading a module is measured
/// against by `umpire-cli bench ratios`. Returns how many files parsed.
std::size_t parseModuleFilesOnly(const std::vector<std::filesystem::path>& pathsOrDirectories);

}  // namespace umpire
