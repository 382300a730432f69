// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/lock_holder.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace umpire {

namespace {

#ifdef Q_OS_UNIX
/// The process holding a lock that conflicts with a write lock on [start, start + length) of
/// the file at `path`, if any. The file is only opened for reading and never locked.
std::optional<qint64> conflictingLock(const QString& path, off_t start, off_t length)
{
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = start;
    lock.l_len = length;
    const int result = ::fcntl(fd, F_GETLK, &lock);
    ::close(fd);
    // An open file description lock (F_OFD_SETLK) reports no process: l_pid is -1.
    if (result != 0 || lock.l_type == F_UNLCK || lock.l_pid <= 0)
        return std::nullopt;
    return static_cast<qint64>(lock.l_pid);
}

/// The file name of the program process `pid` runs, from /proc where there is one.
QString processName(qint64 pid)
{
    QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
    if (cmdline.open(QIODevice::ReadOnly)) {
        const QByteArray argv0 = cmdline.readAll().split('\0').value(0);
        if (!argv0.isEmpty())
            return QFileInfo(QFile::decodeName(argv0)).fileName();
    }
    QFile comm(QStringLiteral("/proc/%1/comm").arg(pid));
    if (comm.open(QIODevice::ReadOnly))
        return QString::fromLocal8Bit(comm.readAll()).trimmed();
    return {};
}
#endif

}  // namespace

std::optional<LockHolder> findLockHolder(const QString& path)
{
#ifdef Q_OS_UNIX
    // SQLite's unix VFS (os_unix.c): in WAL mode the write lock is byte 120 of the -shm file
    // and the checkpoint and recovery locks follow it; in rollback mode a writer holds the
    // RESERVED or PENDING byte at 1 GiB of the database file (the shared range after them).
    constexpr off_t kWalWriteLock = 120;
    constexpr off_t kPendingByte = 0x40000000;
    const struct {
        QString file;
        off_t start;
        off_t length;
    } places[] = {{path + QStringLiteral("-shm"), kWalWriteLock, 1},
                  {path, kPendingByte, 2},
                  {path + QStringLiteral("-shm"), kWalWriteLock + 1, 2},
                  {path, kPendingByte + 2, 510}};
    for (const auto& place : places) {
        if (const auto pid = conflictingLock(place.file, place.start, place.length))
            return LockHolder{*pid, processName(*pid)};
    }
#else
    Q_UNUSED(path);
#endif
    return std::nullopt;
}

QString lockHolderText(const LockHolder& holder)
{
    return holder.name.isEmpty() ? QStringLiteral("process %1").arg(holder.pid)
                                 : QStringLiteral("%1 (process %2)").arg(holder.name).arg(holder.pid);
}

}  // namespace umpire
