// SPDX-License-Identifier: GPL-3.0-or-later
// A log opened read-only: checked like any other, but nothing is created, upgraded or written.
#include "log/game_log.h"

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
    QSqlQuery inspect(database());
    if (!inspect.exec(QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id),"
                                     " (SELECT user_version FROM pragma_user_version),"
                                     " (SELECT count(*) FROM sqlite_master)"))
        || !inspect.next())
        return fault(QStringLiteral("cannot read the game log"), inspect.lastError());
    const qint64 applicationId = inspect.value(0).toLongLong();
    const int version = inspect.value(1).toInt();
    const qint64 objects = inspect.value(2).toLongLong();
    inspect.finish();

    if (applicationId != LogSchema::applicationId) {
        if (applicationId == 0 && objects == 0)
            return LogError{QStringLiteral("%1: no game log here (an empty database)").arg(path_)};
        return LogError{QStringLiteral("%1: not an Umpire game log (an SQLite database of another program); left untouched")
                            .arg(path_)};
    }
    if (version > LogSchema::currentVersion)
        return LogError{QStringLiteral("%1: this game log has schema version %2, newer than this program knows (%3); use a "
                                       "newer Umpire. The file was not changed")
                            .arg(path_)
                            .arg(version)
                            .arg(LogSchema::currentVersion)};
    if (version < 1)
        return LogError{QStringLiteral("%1: damaged game log (Umpire's mark but no schema version); left untouched").arg(path_)};
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
