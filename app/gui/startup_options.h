// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/module_loader.h"

#include <QString>

#include <filesystem>
#include <functional>
#include <future>
#include <optional>
#include <vector>

namespace umpire {

/// What the main window starts from; every field has a default for normal use.
struct StartupOptions {
    /// The game log file; empty: the default log (defaultLogPath()).
    QString logPath;
    /// Module files and folders; empty: defaultModulePaths() ($UMPIRE_TABLES or the shipped tables).
    std::vector<std::filesystem::path> modulePaths;
    /// The modules, when main() started loading them before the window (on another core, while
    /// Qt starts); not valid: the window loads modulePaths itself.
    std::shared_future<LoadedModules> modules;
    /// An INI file for the settings instead of the user's (tests).
    QString settingsFile;
    /// Seed of the first program roll (each later roll adds 1); absent: fresh entropy every roll.
    std::optional<quint64> seed;
    /// The language of the interface ("fr"): a module's companion in that language gives the
    /// texts shown (docs/module-format.md); empty or "en": the module's own English texts.
    QString language;
    /// How long a roll waits for a log held by another program before it is refused.
    int logBusyTimeoutMs = 5000;
    /// Called by the window once it has done what needs no font (its native window, the
    /// settings) and before its first text: main() waits there for the font configuration,
    /// loaded on another core meanwhile. Empty: nothing to wait for.
    std::function<void()> beforeFirstText;
};

}  // namespace umpire
