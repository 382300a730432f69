// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_recover_command.h"

#include "cli/cli_exit.h"
#include "log/log_recovery.h"

#include <QTextStream>

namespace umpire {

CommandLine recoverCommandLine()
{
    CommandLine line(QStringLiteral("log recover"), QStringLiteral("copy what can be read of a damaged log into a new log"));
    addLogFileOption(line);
    line.addArgument(QStringLiteral("FROM"),
                     QStringLiteral("The log to recover (else the log of --log); it and its journal (FROM-wal) are left as they are."),
                     QStringLiteral("[FROM]"));
    line.setArgumentCount(0, 1);
    line.addValue(QStringLiteral("output"), QStringLiteral("NEW"), QStringLiteral("The new log file to write (required; must not exist)."));
    line.setNotes(QStringLiteral("Reads a copy of FROM and its journal made beside NEW: a journal of another log is left out, a "
                                 "damaged one is read past its bad frame. NEW is then verified as `log verify` does.\n"
                                 "Exit status: 0 when NEW verifies, 1 when it was written but a problem remains (the "
                                 "message names it), 2 when nothing could be written.\n"));
    return line;
}

int recoverCommand(LogRun& run)
{
    const QString from = run.line.arguments().isEmpty() ? run.logPath : run.line.arguments().constFirst();
    const QString output = run.line.value(QStringLiteral("output"));
    if (output.isEmpty())
        return run.usage(QStringLiteral("--output NEW is required (the new log file to write)"));
    auto recovery = recoverLog(from, output, run.log.busyTimeoutMs());
    if (!recovery)
        return run.failed(recovery.failure());
    for (const QString& note : recovery->notes)
        run.out << QStringLiteral("%1: %2\n").arg(from, note);
    run.out << QStringLiteral("recovered %1 entries from %2 into %3; %2 was left as it is\n").arg(recovery->entries).arg(from, output);
    run.out << QStringLiteral("%1: %2\n").arg(output, recovery->verification.message);
    return recovery->verification.ok() ? ExitOk : ExitRefused;
}

}  // namespace umpire
