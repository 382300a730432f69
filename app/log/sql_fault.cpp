// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sql_fault.h"

#include "log/lock_holder.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QStorageInfo>

#include <optional>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

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
constexpr int kSqliteConstraint = 19;
constexpr int kSqliteNotADatabase = 26;

int primaryCode(const QSqlError& error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

/// What is wrong with the folder of the log at `path`, when something is: SQLite keeps the
/// log's journal (PATH-wal, PATH-shm) beside it, so it needs a folder it can write to.
std::optional<QString> folderProblem(const QString& path)
{
    const QFileInfo file(path);
    if (file.isDir())
        return QStringLiteral("%1 is a folder, not a log file").arg(path);
    const QString folder = file.absolutePath();
    const QFileInfo info(folder);
    if (!info.exists())
        return QStringLiteral("its folder %1 does not exist").arg(folder);
    if (!info.isDir())
        return QStringLiteral("%1 is not a folder").arg(folder);
#ifdef Q_OS_UNIX
    // access() also says no to root on a read-only file system, where permissions do not.
    const bool writable = ::access(QFile::encodeName(folder).constData(), W_OK) == 0;
#else
    const bool writable = info.isWritable();
#endif
    if (!writable)
        return QStringLiteral("its folder %1 cannot be written to (read-only), and the log keeps its journal (%2-wal, "
                              "%2-shm) beside it; nothing was written and the file is unchanged")
            .arg(folder, file.fileName());
    return std::nullopt;
}

/// True when the disk holding `path` has less room left than SQLite's journal needs to start.
bool diskFull(const QString& path)
{
    constexpr qint64 kJournalRoom = 65536;  // a 32 KiB -shm block and the first WAL frames
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    return storage.isValid() && storage.bytesAvailable() >= 0 && storage.bytesAvailable() < kJournalRoom;
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
        // Asked after the wait: the program that held the lock all along (or the one now).
        if (const auto holder = findLockHolder(path))
            cause = QStringLiteral("the log is locked by %1 and stayed locked for %2 ms; try again when it is closed")
                        .arg(lockHolderText(*holder))
                        .arg(busyTimeoutMs);
        else
            cause = QStringLiteral("the log is locked by another program (another Umpire?) and stayed locked for %1 ms; "
                                   "which program holds it cannot be found (the system does not say, or it is this "
                                   "program's own other connection); try again when it is closed")
                        .arg(busyTimeoutMs);
        break;
    case kSqliteFull:
        cause = QStringLiteral("the disk is full (or the log reached its size limit); nothing was "
                               "written and earlier entries are intact");
        break;
    case kSqliteReadOnly:
        cause = folderProblem(path).value_or(QStringLiteral("the file or its folder is read-only"));
        break;
    case kSqliteCorrupt:
    case kSqliteNotADatabase:
        cause = QStringLiteral("the file is damaged or not an Umpire game log; it was left untouched");
        break;
    case kSqliteIoError:
        // SQLite says "disk I/O error" when it cannot grow the log's shared-memory file; its
        // own words, "disk I/O error", would only mislead then.
        if (diskFull(path))
            return LogError{QStringLiteral("%1: %2: the disk is full: there is no room for the log's journal (%3-wal, %3-shm) "
                                           "beside it; free some space and try again; nothing was written")
                                .arg(path, action, QFileInfo(path).fileName())};
        cause = QStringLiteral("the disk reported an input/output error");
        break;
    case kSqliteCantOpen:
        cause = folderProblem(path).value_or(QStringLiteral("the file cannot be opened (check the path and permissions)"));
        break;
    case kSqliteConstraint:
        // The log's own check that sealed rolls come in order: two programs drew the same next
        // roll, and the other one's append came first.
        if (error.databaseText().contains(QLatin1String("not the next of its session")))
            return LogError{QStringLiteral("%1: %2: the log was busy: another program recorded this session's next sealed "
                                           "roll at the same moment (this sealed roll is not the next of its session); "
                                           "nothing was recorded; try again")
                                .arg(path, action)};
        cause = QStringLiteral("the log refused the change");
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
