// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_file_marks.h"

#include "log/log_schema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

bool LogFileMarks::ours() const
{
    return applicationId == LogSchema::applicationId;
}

std::optional<LogError> LogFileMarks::refusal(const QString& path) const
{
    if (!ours()) {
        if (empty())
            return std::nullopt;
        return LogError{QStringLiteral("%1: not an Umpire game log (an SQLite database of another program); left untouched").arg(path)};
    }
    if (version > LogSchema::currentVersion)
        return LogError{QStringLiteral("%1: this game log has schema version %2, newer than this program knows (%3); use a "
                                       "newer Umpire. The file was not changed")
                            .arg(path)
                            .arg(version)
                            .arg(LogSchema::currentVersion)};
    if (version < 1)
        return LogError{QStringLiteral("%1: damaged game log (Umpire's mark but no schema version); left untouched").arg(path)};
    return std::nullopt;
}

LogResult<LogFileMarks> readLogFileMarks(QSqlDatabase& db, QSqlError& error)
{
    QSqlQuery inspect(db);
    if (!inspect.exec(QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id),"
                                     " (SELECT user_version FROM pragma_user_version),"
                                     " (SELECT count(*) FROM sqlite_master)"))
        || !inspect.next()) {
        error = inspect.lastError();
        return LogError{error.text()};
    }
    LogFileMarks marks;
    marks.applicationId = inspect.value(0).toLongLong();
    marks.version = inspect.value(1).toInt();
    marks.objects = inspect.value(2).toLongLong();
    return marks;
}

}  // namespace umpire
