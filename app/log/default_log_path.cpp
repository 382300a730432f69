// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/default_log_path.h"

#include <QDir>
#include <QStandardPaths>

namespace umpire {

QString defaultLogPath()
{
    const QString fromEnvironment = qEnvironmentVariable("UMPIRE_LOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty())
        return QString();
    return QDir(folder).filePath(QStringLiteral("umpire-log.sqlite"));
}

}  // namespace umpire
