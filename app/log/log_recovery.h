// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"
#include "log/log_verification.h"

#include <QString>
#include <QStringList>

namespace umpire {

/// What `recoverLog` made.
struct LogRecovery {
    QString output;       ///< the new log
    qint64 entries = 0;   ///< entries it holds
    QStringList notes;    ///< what was done with the journal, one line each
    LogVerification verification;  ///< the new log checked as `log verify` checks it
};

/// Copies what can be read of the log at `from` and its journal (FROM-wal) into the new log
/// `output`, then verifies the new log. It reads a copy of both made in a temporary folder
/// beside `output`: the log, its journal and its shared-memory file are left exactly as they
/// are. A journal of another log is left out; a damaged one is read past its bad frame (each
/// frame of it up to its last whole commit is taken, and the verification says whether the
/// damaged page mattered). `output` must not exist yet.
LogResult<LogRecovery> recoverLog(const QString& from, const QString& output, int busyTimeoutMs);

}  // namespace umpire
