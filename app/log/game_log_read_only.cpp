// SPDX-License-Identifier: GPL-3.0-or-later
// A log opened read-only: checked like any other, but nothing is created, upgraded or written.
#include "log/game_log.h"

#include "log/log_file_marks.h"
#include "log/log_schema.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

std::optional<LogError> GameLog::refuseWrite(const QString& action) const
{
    if (!readOnly_)
        return std::nullopt;
    return LogError::refused(QStringLiteral("%1: %2: the log is open read-only").arg(path_, action));
}

LogStatus GameLog::prepareReadOnly()
{
    QSqlDatabase db = database();
    QSqlError readError;
    const auto marks = readLogFileMarks(db, readError);
    if (!marks)
        return fault(QStringLiteral("cannot read the game log"), readError);
    if (auto refused = marks->refusal(path_))
        return *refused;
    if (marks->empty())
        return LogError{QStringLiteral("%1: no game log here (an empty database)").arg(path_)};
    const int version = marks->version;
    if (version < LogSchema::currentVersion)
        return LogError{QStringLiteral("%1: this game log was written by an older Umpire (schema version %2, now %3), and "
                                       "reading it needs an upgrade, which writes to it. Open it normally once to upgrade "
                                       "it (a copy of the old file is kept), or read it with the version that wrote it. "
                                       "The file was not changed")
                            .arg(path_)
                            .arg(version)
                            .arg(LogSchema::currentVersion)};
    return logOk();
}

}  // namespace umpire
