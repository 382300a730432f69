// SPDX-License-Identifier: GPL-3.0-or-later
#include "small_disk.h"

#include <QProcess>

std::optional<QString> runWithSmallDisk(const QString& folder, const QString& script, const QStringList& arguments, int kib)
{
#ifdef Q_OS_UNIX
    // The script says "mounted" once the mount is made, then runs with the folder as $1 dropped.
    const QString mount = QStringLiteral("mount --make-rprivate / 2>/dev/null; mount -t tmpfs -o size=%1k tmpfs \"$1\" && "
                                         "echo mounted && shift && ").arg(kib) + script;
    for (const QStringList& unshare : {QStringList{QStringLiteral("-m")}, QStringList{QStringLiteral("-r"), QStringLiteral("-m")}}) {
        QProcess child;
        child.start(QStringLiteral("unshare"),
                    unshare + QStringList{QStringLiteral("sh"), QStringLiteral("-c"), mount, QStringLiteral("sh"), folder} + arguments);
        if (!child.waitForStarted() || !child.waitForFinished(60000))
            continue;
        const QString out = QString::fromUtf8(child.readAllStandardOutput());
        if (out.startsWith(QStringLiteral("mounted\n")))
            return out.mid(8) + QString::fromUtf8(child.readAllStandardError());
    }
#else
    Q_UNUSED(folder);
    Q_UNUSED(script);
    Q_UNUSED(arguments);
    Q_UNUSED(kib);
#endif
    return std::nullopt;
}
