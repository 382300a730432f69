// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_command.h"

#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "cli/log_run.h"
#include "log/default_log_path.h"

#include <QTextStream>

namespace umpire {

CommandLine logCommandLine()
{
    QString summary = QStringLiteral("the game log: sessions, entries, exports, verification");
    QString list = QStringLiteral("The game log: sessions, entries, exports, verification.\n\nSubcommands:\n");
    for (const LogSubcommand& subcommand : logSubcommands())
        list += QStringLiteral("  %1 %2\n").arg(subcommand.name, -10).arg(subcommand.commandLine().summary());
    list.chop(1);
    CommandLine line(QStringLiteral("log"), summary);
    line.setDescription(list);
    line.stopOptionsAtFirstArgument();
    addLogFileOption(line);
    line.addArgument(QStringLiteral("SUBCOMMAND"), QStringLiteral("What to do with the log (see the list above)."));
    line.addArgument(QStringLiteral("ARGS"), QStringLiteral("Its arguments: umpire-cli log SUBCOMMAND --help."), QStringLiteral("[ARGS...]"));
    line.setArgumentCount(1, -1);
    line.setNotes(QStringLiteral("Without --session, list and export use the newest session.\n"
                                 "Without --log, the log is $UMPIRE_LOG or umpire-log.sqlite in the user's data folder.\n"
                                 "Exit status: 0 done, 1 refused (no such entry or session, verify failed), 2 usage or storage error.\n"));
    return line;
}

int runLogCommand(const QStringList& args, const QString& logPath, QTextStream& out, QTextStream& err)
{
    auto finish = [&](int code) {
        out.flush();
        err.flush();
        return code;
    };
    CommandLine line = logCommandLine();
    if (!args.isEmpty() && args.constFirst() == QStringLiteral("help")) {
        // `log help [SUBCOMMAND]` is `log [SUBCOMMAND] --help`.
        QStringList rest = args.mid(1);
        rest << QStringLiteral("--help");
        return finish(runLogCommand(rest, logPath, out, err));
    }
    if (const auto code = line.parse(args, out, err))
        return finish(*code);
    QStringList rest = line.arguments();
    const QString name = rest.takeFirst();
    const QString path = line.isSet(QStringLiteral("log")) ? line.value(QStringLiteral("log")) : logPath;
    for (const LogSubcommand& subcommand : logSubcommands()) {
        if (subcommand.name != name)
            continue;
        CommandLine parsed = subcommand.commandLine();
        if (const auto code = parsed.parse(rest, out, err))
            return finish(*code);
        LogRun run(parsed, path, out, err);
        return finish(subcommand.run(run));
    }
    QStringList names;
    for (const LogSubcommand& subcommand : logSubcommands())
        names << subcommand.name;
    return finish(line.usageError(err, QStringLiteral("unknown command '%1'; the subcommands are %2").arg(name, names.join(QStringLiteral(", ")))));
}

int runLog(CliContext& context)
{
    return runLogCommand(context.args, context.logPath.isEmpty() ? defaultLogPath() : context.logPath, context.out, context.err);
}

}  // namespace umpire
