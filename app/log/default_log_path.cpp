// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/default_log_path.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringList>

namespace umpire {

namespace {

const QString kLogName = QStringLiteral("umpire-log.sqlite");

}  // namespace

QString oldDefaultLogPath()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return folder.isEmpty() ? QString() : QDir(folder).filePath(kLogName);
}

bool moveLogFromOldFolder(const QString& from, const QString& to)
{
    if (QFileInfo::exists(to))
        return true;
    if (from.isEmpty() || !QFileInfo::exists(from) || !QDir().mkpath(QFileInfo(to).absolutePath()))
        return false;
    // A journal moved ahead of a log that then stays behind would leave the log read without
    // it: on any failure, what this call moved goes back.
    QStringList moved;
    const auto moveBack = [&] {
        for (auto suffix = moved.crbegin(); suffix != moved.crend(); ++suffix)
            QFile::rename(to + *suffix, from + *suffix);
        return false;
    };
    for (const QString& suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (!QFileInfo::exists(from + suffix))
            continue;  // none, or moved by a call cut short
        if (QFileInfo::exists(to + suffix) || !QFile::rename(from + suffix, to + suffix))
            return moveBack();
        moved << suffix;
    }
    return QFile::rename(from, to) || moveBack();
}

QString defaultLogPath()
{
    const QString fromEnvironment = qEnvironmentVariable("UMPIRE_LOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (folder.isEmpty())
        return QString();
    const QString path = QDir(folder).filePath(QStringLiteral("umpire/") + kLogName);
    const QString old = oldDefaultLogPath();
    if (old.isEmpty() || old == path || QFileInfo::exists(path) || !QFileInfo::exists(old))
        return path;
    return moveLogFromOldFolder(old, path) ? path : old;
}

}  // namespace umpire
