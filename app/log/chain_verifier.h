// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"
#include "log/log_verification.h"

#include <QString>

class QSqlDatabase;

namespace umpire {

/// Runs PRAGMA integrity_check, then walks the entries by id recomputing each hash and link,
/// and finally compares the last entry with the recorded chain head. Stops at the first problem.
LogResult<LogVerification> verifyChain(QSqlDatabase& db, const QString& path, int busyTimeoutMs);

}  // namespace umpire
