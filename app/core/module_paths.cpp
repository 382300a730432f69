// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/module_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace umpire {

namespace {

// The build writes this file next to the programs it builds; an installed program has none, so
// it never reads the source tree (and no build path is compiled into it).
constexpr auto buildTreeMarker = "umpire-source-tables.txt";

QString sourceTablesOfBuildTree(const QString& programDir)
{
    QFile marker(programDir + QLatin1Char('/') + QLatin1String(buildTreeMarker));
    if (!marker.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(marker.readLine()).trimmed();
}

std::filesystem::path shippedModules()
{
    const QString programDir = QCoreApplication::applicationDirPath();
    // UMPIRE_INSTALLED_TABLES is relative to the installed bin folder, e.g. ../share/umpire/tables.
    const QDir installed(programDir + QStringLiteral("/" UMPIRE_INSTALLED_TABLES));
    const QString fromBuildTree = sourceTablesOfBuildTree(programDir);
    if (installed.exists() || fromBuildTree.isEmpty())
        return QDir::cleanPath(installed.absolutePath()).toStdString();  // missing: reported by the loader
    return fromBuildTree.toStdString();
}

}  // namespace

std::vector<std::filesystem::path> defaultModulePaths()
{
    std::vector<std::filesystem::path> paths;
    const QByteArray fromEnvironment = qgetenv("UMPIRE_TABLES");
    if (!fromEnvironment.isEmpty()) {
        for (const QString& part : QString::fromLocal8Bit(fromEnvironment).split(':', Qt::SkipEmptyParts))
            paths.emplace_back(part.toStdString());
    } else {
        paths.push_back(shippedModules());
    }
    const QString user = userModuleFolder();
    if (QDir(user).exists())
        paths.emplace_back(user.toStdString());
    return paths;
}

QString userModuleFolder()
{
    // The generic data folder, not AppDataLocation: that one appends organisation and program
    // names, both "umpire", and the folder would read umpire/umpire.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/umpire/tables");
}

}  // namespace umpire
