// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

#include <optional>

namespace umpire {

/// Why the file at `path` cannot be opened as a game log, told before SQLite sees it: a
/// folder, something that is not a regular file (a pipe, a device, a socket: SQLite would
/// block on it or fail with "disk I/O error"), or a folder on the way that cannot be entered
/// (which would otherwise read as "the file does not exist"). Nullopt when the path names a
/// regular file, or nothing that is hidden from us.
std::optional<LogError> logFileAccessProblem(const QString& path);

/// After an opening that failed (a full disk): removes the journal files SQLite began beside
/// the log (`FILE-shm` shorter than SQLite's first 32 KiB block, `FILE-wal` empty), which
/// would make every later opening fail the same way, when no other program has them open (the
/// same lock SQLite takes before it removes them itself). Anything else is left as it is.
void removeUnfinishedJournal(const QString& path);

}  // namespace umpire
