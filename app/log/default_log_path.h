// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

/// The default game log file: $UMPIRE_LOG when set and not empty, else umpire-log.sqlite in the
/// user's data folder for Umpire, QStandardPaths::GenericDataLocation/umpire (on Linux
/// ~/.local/share/umpire/, beside the player's modules). A log only in the folder earlier
/// versions used is moved there first (moveLogFromOldFolder); when it cannot be, that one is
/// returned, so the player's log is never left behind.
QString defaultLogPath();

/// Where earlier versions kept the default log: QStandardPaths::AppDataLocation/umpire-log.sqlite,
/// which names the organization and the application (~/.local/share/umpire/umpire/ on Linux).
QString oldDefaultLogPath();

/// Moves the log at `from`, with its -wal and -shm files, to `to` when `to` does not exist.
/// The -wal and -shm go first and the log last, so a move cut short is finished by the next
/// call and no log is ever read without its journal; a file already at a target is never
/// overwritten. When a step fails, the files this call moved go back and it returns false.
/// True when `to` is the log afterwards.
bool moveLogFromOldFolder(const QString& from, const QString& to);

}  // namespace umpire
