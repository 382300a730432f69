// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_backup.h"

#include "log/log_task.h"
#include "log/sql_fault.h"
#include "log/sqlite_interrupt.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <unistd.h>

namespace umpire {
namespace {

/// Copies `path` byte for byte to `target`, which must not exist yet (not even as a link), and
/// syncs the copy; a failed copy leaves nothing behind. Returns the error text, empty on success.
QString copyBytes(const QString& path, const QString& target, LogTask* task)
{
    QFile source(path);
    if (!source.open(QIODevice::ReadOnly))
        return source.errorString();
    QFile copy(target);
    // NewOnly never replaces a file or follows a link left under the backup's name.
    if (!copy.open(QIODevice::WriteOnly | QIODevice::NewOnly))
        return copy.errorString();
    QString problem;
    QByteArray chunk;
    const qint64 size = source.size();
    qint64 copied = 0;
    while (problem.isEmpty() && !source.atEnd()) {
        if (task) {
            task->report(LogTask::Stage::CopyingLog, copied, size);
            if (task->cancelled()) {
                problem = QStringLiteral("cancelled");
                break;
            }
        }
        chunk = source.read(1 << 20);
        copied += chunk.size();
        if (chunk.isEmpty() && source.error() != QFileDevice::NoError)
            problem = source.errorString();
        else if (copy.write(chunk) != chunk.size())
            problem = copy.errorString();
    }
    if (problem.isEmpty() && (!copy.flush() || ::fsync(copy.handle()) != 0))
        problem = copy.errorString().isEmpty() ? QStringLiteral("cannot sync the copy") : copy.errorString();
    copy.close();
    if (!problem.isEmpty())
        copy.remove();
    return problem;
}

}  // namespace

LogResult<QString> backupBeforeUpgrade(QSqlDatabase& db, const QString& path, int version, int busyTimeoutMs,
                                       LogTask* task)
{
    if (task)
        task->report(LogTask::Stage::CopyingLog);
    const QString base = QStringLiteral("%1.schema-v%2.backup").arg(path).arg(version);
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.%2").arg(base).arg(n);
    const QString action =
        QStringLiteral("cannot copy the game log to %1 before upgrading it (nothing was changed)").arg(target);
    const auto cancelledCopy = [&] {
        return LogError::cancelled(QStringLiteral("%1: the upgrade was cancelled while copying the log; nothing was changed")
                                       .arg(path));
    };

    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA journal_mode")) || !query.next())
        return sqlFault(path, action, query.lastError(), busyTimeoutMs);
    const bool wal = query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0;
    query.finish();

    if (wal) {
        // Part of a WAL log's content may be in its -wal file: VACUUM INTO reads one snapshot of
        // both, so the copy is whole even while another program appends.
        query.prepare(QStringLiteral("VACUUM INTO ?"));
        query.addBindValue(target);
        const SqliteInterrupt interrupt(db, task);
        if (!query.exec()) {
            if (cancelRequested(task)) {
                QFile::remove(target);  // what VACUUM INTO had written so far
                return cancelledCopy();
            }
            return sqlFault(path, action, query.lastError(), busyTimeoutMs);
        }
        return target;
    }

    // A rollback-journal log is all in its file: the copy is that file byte for byte, taken under
    // a read transaction so no other program can commit to it meanwhile.
    if (!query.exec(QStringLiteral("BEGIN")))
        return sqlFault(path, action, query.lastError(), busyTimeoutMs);
    QSqlQuery read(db);
    if (!read.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !read.next()) {
        const QSqlError error = read.lastError();
        read.finish();
        query.exec(QStringLiteral("ROLLBACK"));
        return sqlFault(path, action, error, busyTimeoutMs);
    }
    read.finish();
    const QString problem = copyBytes(path, target, task);
    query.exec(QStringLiteral("COMMIT"));
    if (!problem.isEmpty() && cancelRequested(task))
        return cancelledCopy();
    if (!problem.isEmpty())
        return LogError{QStringLiteral("%1: %2: %3").arg(path, action, problem)};
    return target;
}

}  // namespace umpire
