// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"
#include "log/log_export.h"
#include "log/log_result.h"

#include <QString>

#include <vector>

namespace umpire {

class LogTask;

/// Everything a session export needs, copied, so it can run on another thread than the window's.
struct SessionExport {
    QString logPath;
    int busyTimeoutMs = 5000;
    /// The log is open read-only in the window: the export reads it the same way.
    bool readOnly = false;
    qint64 sessionId = 0;
    ExportFormat format = ExportFormat::Csv;
    QString outputPath;
    /// An existing file there may be replaced (the window's file dialog asked the player); a
    /// game log never is.
    bool replaceExisting = false;
    /// The modules' names for the games and procedures (an id without one is written as it is).
    ExportNames names;
    /// The loaded games, whose luck orders rate the rolls of the Markdown and PDF's luck report.
    std::vector<Game> games;
};

/// Writes every entry of the session to the output file with a connection of its own to the log
/// (so it may run on any thread). The PDF is the players' report: the log is verified for it.
/// With a task: reports entries read and checked; a cancel stops it and leaves no file.
LogStatus runSessionExport(const SessionExport& request, LogTask* task);

}  // namespace umpire
