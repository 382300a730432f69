// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_file_access.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace umpire {
namespace {

#ifdef Q_OS_UNIX
/// The first folder on the way to `path` that cannot be entered, from the top; empty if none.
QString closedFolderOnTheWay(const QString& path)
{
    QStringList folders;
    for (QString folder = QFileInfo(path).absolutePath();; folder = QFileInfo(folder).absolutePath()) {
        folders.prepend(folder);
        if (QDir(folder).isRoot())
            break;
    }
    for (const QString& folder : folders)
        if (::access(QFile::encodeName(folder).constData(), X_OK) != 0 && errno == EACCES)
            return folder;
    return {};
}
#endif

}  // namespace

std::optional<LogError> logFileAccessProblem(const QString& path)
{
#ifdef Q_OS_UNIX
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0) {
        const int error = errno;
        if (error == ENOENT || error == ENOTDIR)
            return std::nullopt;  // no file (or a file where a folder should be): the caller says so, or creates it
        if (error == EACCES) {
            const QString folder = closedFolderOnTheWay(path);
            return LogError{QStringLiteral("%1: cannot reach the game log: permission denied%2; nothing was read or written")
                                .arg(path, folder.isEmpty() ? QString()
                                                            : QStringLiteral(" (the folder %1 cannot be entered)").arg(folder))};
        }
        return LogError{QStringLiteral("%1: cannot reach the game log: %2").arg(path, QString::fromLocal8Bit(std::strerror(error)))};
    }
    if (S_ISDIR(status.st_mode))
        return LogError{QStringLiteral("%1: is a folder, not a game log file").arg(path)};
    if (!S_ISREG(status.st_mode))
        return LogError{QStringLiteral("%1: not a regular file (a pipe, a device or a socket); a game log is a regular file; "
                                       "nothing was read or written")
                            .arg(path)};
#else
    if (QFileInfo(path).isDir())
        return LogError{QStringLiteral("%1: is a folder, not a game log file").arg(path)};
#endif
    return std::nullopt;
}

void removeUnfinishedJournal(const QString& path)
{
#ifdef Q_OS_UNIX
    constexpr qint64 kShmBlock = 32768;  // SQLite maps the -shm file in blocks of 32 KiB
    constexpr off_t kDeadManByte = 128;  // the byte every connection using the -shm keeps locked
    const QString shm = path + QStringLiteral("-shm");
    const QString wal = path + QStringLiteral("-wal");
    const QFileInfo shmInfo(shm);
    const QFileInfo walInfo(wal);
    if (!shmInfo.isFile() || shmInfo.size() >= kShmBlock || (walInfo.exists() && (!walInfo.isFile() || walInfo.size() != 0)))
        return;
    const int fd = ::open(QFile::encodeName(shm).constData(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return;
    struct flock lock {};
    lock.l_type = F_WRLCK;
    lock.l_whence = SEEK_SET;
    lock.l_start = kDeadManByte;
    lock.l_len = 1;
    if (::fcntl(fd, F_SETLK, &lock) == 0) {  // no connection anywhere uses these files
        QFile::remove(wal);
        QFile::remove(shm);
    }
    ::close(fd);
#else
    Q_UNUSED(path);
#endif
}

}  // namespace umpire
