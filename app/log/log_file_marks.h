// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

#include <optional>

class QSqlDatabase;
class QSqlError;

namespace umpire {

/// What an SQLite file says of itself before anything is written to it: whose it is
/// (application_id), which schema version (user_version), and whether it holds anything.
struct LogFileMarks {
    qint64 applicationId = 0;
    int version = 0;
    qint64 objects = 0;

    /// Umpire's mark.
    bool ours() const;
    /// No mark and nothing in it: a new file.
    bool empty() const { return applicationId == 0 && objects == 0; }
    /// Why a file with these marks cannot be used as a log at all (another program's database,
    /// a newer schema, a damaged mark), or nullopt: ours and usable, or empty.
    std::optional<LogError> refusal(const QString& path) const;
};

/// Reads the marks of the file `db` has open; the error when it cannot be read.
LogResult<LogFileMarks> readLogFileMarks(QSqlDatabase& db, QSqlError& error);

}  // namespace umpire
