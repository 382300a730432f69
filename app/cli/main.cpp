// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_context.h"
#include "log/game_log.h"
#include "log/log_command.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <memory>

namespace {

const char* kUsage =
    "usage: umpire-cli [--log FILE] COMMAND [ARGS]\n"
    "\n"
    "commands:\n"
    "  games                               list the loaded games and their procedures\n"
    "  check [PATH...]                     load and validate modules, run their worked examples\n"
    "  describe GAME PROCEDURE [--json]    inputs, modifiers and table of a procedure\n"
    "  resolve GAME PROCEDURE [--set NAME=VALUE]... [--unit LIST=FIELD:VALUE,...]...\n"
    "          [--roll D[,D...]] [--seed N] [--no-roll] [--chart-result CODE] [--json]\n"
    "          [--record [--turn T] [--phase P] [--note TEXT]]\n"
    "                                      resolve one situation with every modifier and the exact odds\n"
    "  log sessions|new|list|show|void|export|verify ...\n"
    "                                      the game log (see 'umpire-cli log help')\n"
    "  bench [engine|log] [--entries N]    print timings of loading, resolving and the log\n"
    "\n"
    "exit status: 0 done, 1 situation refused, 2 usage or module error\n"
    "modules are read from $UMPIRE_TABLES (colon separated) or the shipped tables folder;\n"
    "the log is --log FILE, else $UMPIRE_LOG, else the default file in the data folder.\n";

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
    QCoreApplication& app = *application;
    QCoreApplication::setApplicationName(QStringLiteral("umpire"));
    QCoreApplication::setOrganizationName(QStringLiteral("umpire"));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList args = app.arguments().mid(1);
    QString logPath;
    while (!args.isEmpty() && args.first().startsWith(QStringLiteral("--"))) {
        const QString option = args.takeFirst();
        if (option == QStringLiteral("--log") && !args.isEmpty()) {
            logPath = args.takeFirst();
        } else if (option.startsWith(QStringLiteral("--log="))) {
            logPath = option.mid(6);
        } else if (option == QStringLiteral("--help")) {
            out << kUsage;
            return 0;
        } else {
            err << "umpire-cli: unknown option '" << option << "'\n" << kUsage;
            return umpire::ExitUsage;
        }
    }
    if (args.isEmpty()) {
        out << kUsage;
        umpire::CliContext context{{}, out, err, logPath};
        return umpire::runGames(context);
    }
    const QString command = args.takeFirst();
    umpire::CliContext context{args, out, err, logPath};
    if (command == QStringLiteral("games"))
        return umpire::runGames(context);
    if (command == QStringLiteral("check"))
        return umpire::runCheck(context);
    if (command == QStringLiteral("describe"))
        return umpire::runDescribe(context);
    if (command == QStringLiteral("resolve"))
        return umpire::runResolve(context);
    if (command == QStringLiteral("bench"))
        return umpire::runBench(context);
    if (command == QStringLiteral("log"))
        return umpire::runLogCommand(args, logPath.isEmpty() ? umpire::defaultLogPath() : logPath, out, err);
    if (command == QStringLiteral("help") || command == QStringLiteral("-h")) {
        out << kUsage;
        return 0;
    }
    err << "umpire-cli: unknown command '" << command << "'\n" << kUsage;
    return umpire::ExitUsage;
}
