// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"
#include "log/log_verification.h"

#include <QString>

class QSqlDatabase;

namespace umpire {

class LogTask;

/// Runs PRAGMA integrity_check, then walks the entries by id recomputing each hash and link,
/// and finally compares the last entry with the recorded chain head. Stops at the first problem.
/// With a task: reports the entries checked against the recorded chain length, and stops soon
/// after the task is cancelled (a Cancelled error; verifying never changes the file).
LogResult<LogVerification> verifyChain(QSqlDatabase& db, const QString& path, int busyTimeoutMs,
                                       LogTask* task = nullptr);

}  // namespace umpire
