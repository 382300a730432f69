// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

class QSqlDatabase;

namespace umpire {

class LogTask;

/// Writes a copy of the open log next to it before its schema is upgraded, as
/// `<log>.schema-v<version>.backup` (then `.backup.2`, ... if that name is taken), and returns the
/// copy's path. A rollback-journal log is copied byte for byte, a WAL log through VACUUM INTO
/// (its -wal file included). Must run outside any transaction, before anything changes the file.
/// With a task: reports the bytes copied (when they can be counted) and stops when cancelled,
/// leaving no copy (a Cancelled error).
LogResult<QString> backupBeforeUpgrade(QSqlDatabase& db, const QString& path, int version, int busyTimeoutMs,
                                       LogTask* task = nullptr);

}  // namespace umpire
