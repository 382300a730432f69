// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/module_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace umpire {

std::vector<std::filesystem::path> defaultModulePaths()
{
    std::vector<std::filesystem::path> paths;
    const QByteArray fromEnvironment = qgetenv("UMPIRE_TABLES");
    if (!fromEnvironment.isEmpty()) {
        for (const QString& part : QString::fromLocal8Bit(fromEnvironment).split(':', Qt::SkipEmptyParts))
            paths.emplace_back(part.toStdString());
        return paths;
    }
    const QString installed = QCoreApplication::applicationDirPath() + QStringLiteral("/../share/umpire/tables");
    if (QDir(installed).exists())
        paths.emplace_back(QDir(installed).canonicalPath().toStdString());
    else
        paths.emplace_back(UMPIRE_SOURCE_TABLES_DIR);
    // A player's own overlays (cells filled in from a printed chart) live in the data folder.
    const QString overlays = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/overlays");
    if (QDir(overlays).exists())
        paths.emplace_back(overlays.toStdString());
    return paths;
}

}  // namespace umpire
