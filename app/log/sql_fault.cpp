// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sql_fault.h"

#include <QSqlError>

namespace umpire {
namespace {

// SQLite primary result codes (sqlite3.h); Qt's QSQLITE driver reports them as the native code.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoError = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADatabase = 26;

int primaryCode(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

}  // namespace

bool isBusy(const QSqlError& error)
{
    const int code = primaryCode(error);
    return code == kSqliteBusy || code == kSqliteLocked;
}

LogError sqlFault(const QString& path, const QString& action, const QSqlError& error, int busyTimeoutMs)
{
    QString cause;
    switch (primaryCode(error)) {
    case kSqliteBusy:
    case kSqliteLocked:
        cause = QStringLiteral("the log is locked by another program (another Umpire?) and stayed locked "
                               "for %1 ms; try again when it is closed")
                    .arg(busyTimeoutMs);
        break;
    case kSqliteFull:
        cause = QStringLiteral("the disk is full (or the log reached its size limit); nothing was "
                               "written and earlier entries are intact");
        break;
    case kSqliteReadOnly:
        cause = QStringLiteral("the file or its folder is read-only");
        break;
    case kSqliteCorrupt:
    case kSqliteNotADatabase:
        cause = QStringLiteral("the file is damaged or not an Umpire game log; it was left untouched");
        break;
    case kSqliteIoError:
        cause = QStringLiteral("the disk reported an input/output error");
        break;
    case kSqliteCantOpen:
        cause = QStringLiteral("the file cannot be opened (check the path and permissions)");
        break;
    default:
        cause = QStringLiteral("SQLite error");
        break;
    }
    QString detail = error.driverText();
    const QString database = error.databaseText();
    if (!database.isEmpty() && database != detail)
        detail += (detail.isEmpty() ? QString() : QStringLiteral(": ")) + database;
    return LogError{QStringLiteral("%1: %2: %3 (%4)").arg(path, action, cause, detail)};
}

}  // namespace umpire
