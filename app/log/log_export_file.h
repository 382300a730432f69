// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QSaveFile;

namespace umpire {

class LogTask;

/// The file an export (CSV, Markdown, PDF, the window's report) is written to, and what it may
/// replace there.
struct ExportTarget {
    ExportTarget() = default;
    explicit ExportTarget(QString outputPath, QString gameLogPath = {}, bool replace = false)
        : path(std::move(outputPath)), logPath(std::move(gameLogPath)), replaceExisting(replace)
    {
    }

    /// The file to write.
    QString path;
    /// The game log the entries come from: never written over, however its name is spelled
    /// (compared by the file itself, not by the path).
    QString logPath;
    /// An existing file that is not a game log may be replaced: `--force`, or the window's
    /// file dialog asked the player.
    bool replaceExisting = false;
    /// Makes the temporary file the export is written to; a QSaveFile when empty. A seam for
    /// tests, which give one whose writes fail as on a full disk.
    std::function<std::unique_ptr<QSaveFile>(const QString& path)> openFile;
};

/// Why an export may not be written to `target.path`, or nullopt: the game log it reads (or
/// its journal), another game log, something that is not a regular file (a device such as
/// /dev/full, a pipe, a folder), or an existing file without `replaceExisting`.
std::optional<LogError> exportTargetRefusal(const ExportTarget& target);

/// True when the file at `path` carries Umpire's application id in its SQLite header: a game
/// log. Read from the header; SQLite never opens the file.
bool isGameLogFile(const QString& path);

/// Writes `bytes` to the target after exportTargetRefusal: into a temporary file beside it,
/// every write checked, synced, then renamed into place. On any failure (or a cancel through
/// `task`) the temporary file goes and a file already there stays as it was; the message
/// names the file and the cause ("No space left on device"). `what` names the file in
/// messages: "export", "report".
LogStatus writeExportFile(const ExportTarget& target, const QByteArray& bytes, const QString& what, LogTask* task = nullptr);

}  // namespace umpire
