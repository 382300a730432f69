// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_recovery.h"

#include "log/game_log.h"
#include "log/log_file_check.h"
#include "log/wal_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sqlite3.h>

#include <memory>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace umpire {
namespace {

QString walOf(const QString& path)
{
    return path + QStringLiteral("-wal");
}

/// Writes `bytes` to `path`, which must not exist; the error, or empty.
QString writeNew(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::NewOnly))
        return file.errorString();
    if (file.write(bytes) != bytes.size() || !file.flush())
        return file.errorString();
    return {};
}

/// Syncs the file at `path` to disk; false when the system refused.
bool syncFile(const QString& path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
#else
    Q_UNUSED(path);
    return true;
#endif
}

/// SQLite's VACUUM INTO of the database at `source` (with its journal beside it) into `target`;
/// the error, or empty.
QString vacuumInto(const QString& source, const QString& target, int busyTimeoutMs)
{
    sqlite3* handle = nullptr;
    const int opened = sqlite3_open_v2(source.toUtf8().constData(), &handle, SQLITE_OPEN_READWRITE, nullptr);
    const std::unique_ptr<sqlite3, int (*)(sqlite3*)> close(handle, sqlite3_close);
    if (opened != SQLITE_OK)
        return QString::fromUtf8(handle ? sqlite3_errmsg(handle) : sqlite3_errstr(opened));
    sqlite3_busy_timeout(handle, busyTimeoutMs);
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(handle, "VACUUM INTO ?", -1, &statement, nullptr) != SQLITE_OK)
        return QString::fromUtf8(sqlite3_errmsg(handle));
    const QByteArray name = target.toUtf8();
    sqlite3_bind_text(statement, 1, name.constData(), int(name.size()), SQLITE_TRANSIENT);
    const int step = sqlite3_step(statement);
    sqlite3_finalize(statement);
    if (step != SQLITE_DONE)
        return QString::fromUtf8(sqlite3_errmsg(handle));
    return {};
}

}  // namespace

LogResult<LogRecovery> recoverLog(const QString& from, const QString& output, int busyTimeoutMs)
{
    const QString action = QStringLiteral("cannot recover the log into %1").arg(output);
    const auto failed = [&](const QString& why) { return LogError{QStringLiteral("%1: %2: %3").arg(from, action, why)}; };
    const QFileInfo source(from);
    if (!source.exists() || source.isDir())
        return failed(QStringLiteral("there is no log file here"));
    if (QFileInfo::exists(output) || QFileInfo::exists(walOf(output)))
        return failed(QStringLiteral("%1 exists already; name a new file").arg(output));
    const QString folder = QFileInfo(output).absolutePath();
    if (!QFileInfo(folder).isDir())
        return failed(QStringLiteral("the folder %1 does not exist").arg(folder));

    // Everything is read from a copy: SQLite writes beside the file it opens (its shared memory,
    // and the checkpoint at the close), and the original must stay as it is.
    QTemporaryDir work(QDir(folder).filePath(QStringLiteral(".umpire-recover-XXXXXX")));
    if (!work.isValid())
        return failed(QStringLiteral("cannot make a working folder in %1: %2").arg(folder, work.errorString()));
    const QString copy = work.filePath(QStringLiteral("log.sqlite"));
    QFile original(from);
    if (!original.open(QIODevice::ReadOnly))
        return failed(original.errorString());
    const QByteArray bytes = original.readAll();
    original.close();
    if (const QString problem = writeNew(copy, bytes); !problem.isEmpty())
        return failed(QStringLiteral("cannot copy it: %1").arg(problem));

    LogRecovery recovery;
    recovery.output = output;
    QFile journal(walOf(source.absoluteFilePath()));
    if (journal.exists() && journal.size() > 0) {
        if (!journal.open(QIODevice::ReadOnly))
            return failed(QStringLiteral("cannot read its journal: %1").arg(journal.errorString()));
        const QByteArray wal = journal.readAll();
        journal.close();
        if (const QString problem = writeNew(walOf(copy), wal); !problem.isEmpty())
            return failed(QStringLiteral("cannot copy its journal: %1").arg(problem));
        const JournalReading reading = readJournal(copy, bytes.left(100), busyTimeoutMs);
        const QString name = QFileInfo(walOf(from)).fileName();
        switch (reading.verdict) {
        case JournalReading::Verdict::Foreign:
            QFile::remove(walOf(copy));
            recovery.notes << QStringLiteral("its journal %1 %2: it was left out").arg(name, reading.reason);
            break;
        case JournalReading::Verdict::Damaged: {
            QFile::remove(walOf(copy));
            if (const QString problem = writeNew(walOf(copy), WalFile::rechained(wal)); !problem.isEmpty())
                return failed(QStringLiteral("cannot copy its journal: %1").arg(problem));
            recovery.notes << QStringLiteral("its journal %1 %2: every frame up to its last whole commit was read, the "
                                             "damaged one too (the check below says whether it mattered)")
                                  .arg(name, reading.reason);
            break;
        }
        case JournalReading::Verdict::Sound:
            recovery.notes << QStringLiteral("its journal %1 was read with it").arg(name);
            break;
        case JournalReading::Verdict::Absent:
        case JournalReading::Verdict::Harmless:
        case JournalReading::Verdict::Unreadable:
            QFile::remove(walOf(copy));
            break;
        }
    }

    QFile::remove(copy + QStringLiteral("-shm"));  // SQLite makes it anew from the journal as it is now
    // VACUUM INTO reads the copy with its journal and writes a new, compact file; it goes in under
    // a temporary name, synced, and only then takes the name asked for.
    const QString written = work.filePath(QStringLiteral("recovered.sqlite"));
    if (const QString problem = vacuumInto(copy, written, busyTimeoutMs); !problem.isEmpty())
        return failed(QStringLiteral("SQLite cannot read it whole (%1); nothing was written").arg(problem));
    if (!syncFile(written))
        return failed(QStringLiteral("cannot sync the new file to disk; nothing was written"));
    if (!QFile::rename(written, output))
        return failed(QStringLiteral("cannot move the new file into place; nothing was written"));

    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    options.busyTimeoutMs = busyTimeoutMs;
    if (auto opened = log.open(output, options); !opened)
        return failed(QStringLiteral("the new file %1 was written, but it does not open as a game log: %2").arg(output, opened.error()));
    auto count = log.countEntries(LogFilter{});
    if (!count)
        return count.failure();
    recovery.entries = *count;
    auto verified = log.verify();
    if (!verified)
        return verified.failure();
    recovery.verification = *verified;
    return recovery;
}

}  // namespace umpire
