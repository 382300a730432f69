// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

#include <memory>

namespace {

/// Laying out a PDF needs fonts, which only a QGuiApplication provides; the other commands
/// start faster and need no display with a plain QCoreApplication.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv)
{
    bool exportsPdf = false;
    for (int i = 1; i < argc; ++i)
        exportsPdf = exportsPdf || QByteArray(argv[i]) == "pdf";
    if (!exportsPdf)
        return std::make_unique<QCoreApplication>(argc, argv);
    // A terminal program never shows a window: draw off screen unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace

int main(int argc, char** argv)
{
    const auto application = makeApplication(argc, argv);
    // The same names as the desktop app, so both use the same default log and data folder.
    QCoreApplication::setApplicationName(QStringLiteral("umpire"));
    QCoreApplication::setOrganizationName(QStringLiteral("umpire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return umpire::runUmpireCli(QCoreApplication::arguments().mid(1), out, err);
}
