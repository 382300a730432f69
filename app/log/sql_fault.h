// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

class QSqlError;

namespace umpire {

/// Turns a failed SQLite call into a message naming the file, what was being done and why it
/// failed in words a player can act on: "PATH: cannot append the entry: the disk is full ...".
LogError sqlFault(const QString& path, const QString& action, const QSqlError& error, int busyTimeoutMs);

/// True when the error is SQLite's "database is locked" (another connection holds the write lock).
bool isBusy(const QSqlError& error);

}  // namespace umpire
