// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_read_only.h"

#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace umpire {

ReadOnlyAccess readOnlyAccess(const QString& path)
{
    const QFileInfo file(path);
    const QString folder = file.absolutePath();
#ifdef Q_OS_UNIX
    // access() also says no to root on a read-only file system, where permissions do not.
    const bool writable = ::access(QFile::encodeName(folder).constData(), W_OK) == 0;
#else
    const bool writable = QFileInfo(folder).isWritable();
#endif
    const QString shm = file.absoluteFilePath() + QStringLiteral("-shm");
    if (writable || QFileInfo::exists(shm))
        return {};
    ReadOnlyAccess access;
    access.immutable = true;
    const QFileInfo wal(file.absoluteFilePath() + QStringLiteral("-wal"));
    if (wal.exists() && wal.size() > 0)
        access.caveat = QStringLiteral("%1 holds entries not yet moved into the log file, and its folder cannot be "
                                       "written, so they cannot be read: the newest entries may be missing here")
                            .arg(wal.fileName());
    return access;
}

}  // namespace umpire
