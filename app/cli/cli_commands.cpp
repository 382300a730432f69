// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"

#include "cli/cli_context.h"

#include <QCoreApplication>

namespace umpire {

namespace {

const CliCommand* findCommand(const QString& name)
{
    for (const CliCommand& command : cliCommands())
        if (command.name == name)
            return &command;
    return nullptr;
}

CommandLine topCommandLine()
{
    QString description = QStringLiteral(
        "Umpire on the command line: the modifiers, exact odds and dice of a wargame's procedures, and the game log.\n"
        "\nCommands:\n");
    for (const CliCommand& command : cliCommands())
        description += QStringLiteral("  %1 %2\n").arg(command.name, -10).arg(command.commandLine().summary());
    description += QStringLiteral("  %1 %2").arg(QStringLiteral("help"), -10).arg(QStringLiteral("this help, or a command's: help COMMAND"));
    CommandLine line(QString(), QStringLiteral("the umpire's command line"));
    line.setDescription(description);
    line.stopOptionsAtFirstArgument();
    line.addValue(QStringLiteral("log"), QStringLiteral("FILE"),
                  QStringLiteral("The game log file; else $UMPIRE_LOG, else umpire-log.sqlite in the user's data folder."));
    line.addFlag(QStringLiteral("version"), QStringLiteral("Show the version."));
    line.addArgument(QStringLiteral("COMMAND"), QStringLiteral("What to do (see the list above)."));
    line.addArgument(QStringLiteral("ARGS"), QStringLiteral("The command's arguments and options: umpire-cli COMMAND --help."),
                     QStringLiteral("[ARGS...]"));
    line.setArgumentCount(0, -1);
    line.setNotes(QStringLiteral("Exit status: 0 done, 1 situation refused, 2 usage or module error.\n"
                                 "Modules are read from $UMPIRE_TABLES (module files or folders, separated by ':') or the shipped tables folder.\n"));
    return line;
}

}  // namespace

const std::vector<CliCommand>& cliCommands()
{
    static const std::vector<CliCommand> commands{
        {QStringLiteral("games"), gamesCommandLine, runGames},
        {QStringLiteral("check"), checkCommandLine, runCheck},
        {QStringLiteral("describe"), describeCommandLine, runDescribe},
        {QStringLiteral("resolve"), resolveCommandLine, runResolve},
        {QStringLiteral("log"), logCommandLine, runLog},
        {QStringLiteral("cup"), cupCommandLine, runCup},
        {QStringLiteral("new"), newCommandLine, runNew},
        {QStringLiteral("schema"), schemaCommandLine, runSchema},
        {QStringLiteral("bench"), benchCommandLine, runBench},
    };
    return commands;
}

int runUmpireCli(const QStringList& args, QTextStream& out, QTextStream& err)
{
    CommandLine line = topCommandLine();
    if (const auto code = line.parse(args, out, err))
        return *code;
    if (line.isSet(QStringLiteral("version"))) {
        out << "umpire-cli " << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }
    QStringList rest = line.arguments();
    const QString logPath = line.value(QStringLiteral("log"));
    if (rest.isEmpty()) {
        // Without a command: how to use it, then what there is to use it on.
        out << line.help() << '\n';
        CliContext context{{}, out, err, logPath};
        return runGames(context);
    }
    QString name = rest.takeFirst();
    if (name == QStringLiteral("help")) {
        // `help COMMAND [SUBCOMMAND]` is `COMMAND [SUBCOMMAND] --help`.
        if (rest.isEmpty()) {
            out << line.help();
            return ExitOk;
        }
        name = rest.takeFirst();
        rest << QStringLiteral("--help");
    }
    const CliCommand* command = findCommand(name);
    if (!command) {
        QStringList names;
        for (const CliCommand& known : cliCommands())
            names << known.name;
        return line.usageError(err, QStringLiteral("unknown command '%1'; the commands are %2").arg(name, names.join(QStringLiteral(", "))));
    }
    CliContext context{rest, out, err, logPath};
    return command->run(context);
}

}  // namespace umpire
