// SPDX-License-Identifier: GPL-3.0-or-later
// A log opened read-only: checked like any other, but nothing is created, upgraded or written;
// and the check before the first write of a log open for writing.
#include "log/sqlite_log_store.h"

#include "log/log_file_check.h"
#include "log/log_file_marks.h"
#include "log/log_schema.h"
#include "log/structure_check.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

std::optional<LogError> SqliteLogStore::refuseWrite(const QString& action) const
{
    if (readOnly_)
        return LogError::refused(QStringLiteral("%1: %2: the log is open read-only").arg(path_, action));
    // Once per opening, before the first write: nothing is ever written into a damaged file.
    if (!structureChecked_) {
        structureProblem_ = structureProblem(database());
        structureChecked_ = true;
    }
    if (structureProblem_.isEmpty())
        return std::nullopt;
    return LogError{QStringLiteral("%1: %2: the file is damaged (SQLite's quick check: %3), so nothing is written to it; "
                                   "it was left untouched. %4 copies what can be read into a new log and checks it")
                        .arg(path_, action, structureProblem_, recoverCommand(path_))};
}

LogStatus SqliteLogStore::prepareReadOnly()
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
