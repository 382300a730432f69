// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"
#include "yaml/diagnostic.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// The outcome of loading one module file: a game when it has no error, and every problem found.
struct ModuleLoadResult {
    std::optional<Game> game;  ///< Absent when any diagnostic is an error: partial games are never used.
    std::vector<Diagnostic> diagnostics;
};

/// The games that loaded from a set of files and directories, and every problem found in any of them.
struct LoadedModules {
    std::vector<Game> games;
    std::vector<Diagnostic> diagnostics;
};

/// Largest module or overlay file the loader reads; larger files are refused before parsing.
inline constexpr std::uintmax_t maxModuleFileBytes = 1024 * 1024;
/// Deepest nesting of YAML mappings and lists the loader accepts.
inline constexpr int maxModuleNesting = 32;

/// Loads one module from text; `displayName` is the file name used in diagnostics.
ModuleLoadResult loadModuleText(std::string_view text, const std::string& displayName);

/// Loads one module file.
ModuleLoadResult loadModuleFile(const std::filesystem::path& path);

/// How loadModules runs: it reads the files on one thread per core (none of its own on one core).
struct ModuleLoading {
    /// Called on each loading thread but the first before it reads any file, and waited for: a
    /// window being built meanwhile holds them back until it is drawn, so that it keeps a core
    /// of its own while the first thread reads. Empty: every thread starts at once.
    std::function<void()> holdExtraThread;
};

/// Loads every given file and every *.yaml in every given directory (sorted by name), then
/// merges the *.overlay.yaml files over the games they name, then the companions of texts in
/// another language (*.<ll>.yaml, module_texts.h). A broken file never stops the others.
LoadedModules loadModules(const std::vector<std::filesystem::path>& pathsOrDirectories, const ModuleLoading& loading = {});

/// Runs a loaded game's worked examples and reports each disagreement at the example's line.
std::vector<Diagnostic> checkModuleExamples(const Game& game);

/// Warns of each procedure that throws dice without saying whom its results favour (`luck`),
/// at the procedure's line: the luck of its rolls cannot be told.
std::vector<Diagnostic> checkModuleLuck(const Game& game);

}  // namespace umpire
