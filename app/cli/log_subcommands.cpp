// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_entry_text.h"
#include "cli/log_luck_command.h"
#include "cli/log_recover_command.h"
#include "cli/log_run.h"
#include "cli/log_seal_commands.h"
#include "cli/log_server_commands.h"

#include "cli/cli_exit.h"
#include "core/export_names.h"
#include "core/luck_report_builder.h"
#include "core/luck_report_markdown.h"
#include "core/module_paths.h"
#include "log/log_bench.h"
#include "log/log_export.h"
#include "log/log_result.h"
#include "yaml/module_loader.h"

#include <QEventLoop>
#include <QTextStream>
#include <QTimer>

#include <limits>

namespace umpire {

namespace {

/// A subcommand's command line with the options every one of them has.
CommandLine subcommandLine(const QString& name, const QString& summary)
{
    CommandLine line(QStringLiteral("log ") + name, summary);
    addLogFileOption(line);
    return line;
}

CommandLine sessionsCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("sessions"), QStringLiteral("list the play sessions"));
    addReadOnlyOption(line);
    return line;
}

int sessions(LogRun& run)
{
    if (auto code = run.openForReading())
        return *code;
    auto list = run.log.sessions();
    if (!list)
        return run.failed(list.failure());
    if (list->isEmpty())
        run.out << QStringLiteral("no sessions in %1\n").arg(run.logPath);
    for (const LogSession& session : *list)
        run.out << sessionLine(session) << '\n';
    return ExitOk;
}

CommandLine logNewCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("new"), QStringLiteral("start a play session"));
    line.addArgument(QStringLiteral("GAME"), QStringLiteral("The game's id (umpire-cli games lists them)."));
    line.setArgumentCount(1, 1);
    line.addValue(QStringLiteral("scenario"), QStringLiteral("S"), QStringLiteral("The scenario played."));
    line.addValue(QStringLiteral("players"), QStringLiteral("A,B"), QStringLiteral("The players' names, separated by commas."));
    return line;
}

int newSession(LogRun& run)
{
    QStringList players;
    if (run.line.isSet(QStringLiteral("players"))) {
        for (const QString& name : run.line.value(QStringLiteral("players")).split(QLatin1Char(','))) {
            if (name.trimmed().isEmpty())
                return run.usage(QStringLiteral("--players has an empty name (give names separated by commas: A,B)"));
            players << name.trimmed();
        }
    }
    if (auto code = run.open(true))
        return *code;
    auto id = run.log.newSession(run.line.arguments().constFirst(), run.line.value(QStringLiteral("scenario")), players);
    if (!id)
        return run.failed(id.failure());
    run.out << QStringLiteral("session %1 started in %2\n").arg(*id).arg(run.logPath);
    return sealNewSession(run, *id);
}

CommandLine listCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("list"), QStringLiteral("list the entries of a session"));
    addSessionChoice(line);
    line.addValue(QStringLiteral("procedure"), QStringLiteral("P"), QStringLiteral("Only entries of procedure P."));
    line.addValue(QStringLiteral("text"), QStringLiteral("T"), QStringLiteral("Only entries whose text contains T."));
    line.addValue(QStringLiteral("limit"), QStringLiteral("N"), QStringLiteral("At most N entries."));
    line.addFlag(QStringLiteral("follow"),
                 QStringLiteral("Then print each matching entry as it is appended, by this or any other program (every "
                                "table of a club log), until interrupted."));
    addReadOnlyOption(line);
    return line;
}

/// `log list --follow`: prints the matching entries appended after `lastShown` as they come,
/// told at once by a club log's server and found within a second in a file, until the program
/// is stopped. A server that cannot be reached is tried again every second.
int followEntries(LogRun& run, LogFilter filter, qint64 lastShown, bool withSession)
{
    QEventLoop loop;
    QString problem;
    const auto printNew = [&] {
        // The newest matches, more of them until one already printed: a burst is printed whole.
        for (int limit = 64;; limit *= 4) {
            filter.limit = limit;
            auto entries = run.log.entries(filter);
            if (!entries) {
                if (entries.error() != problem)
                    run.err << QStringLiteral("umpire-cli log list: %1; trying again every second\n").arg(entries.error())
                            << Qt::flush;
                problem = entries.error();
                return;
            }
            problem.clear();
            if (entries->size() == limit && entries->constFirst().id > lastShown && limit < (1 << 20))
                continue;
            for (const LogEntry& entry : *entries) {
                if (entry.id <= lastShown)
                    continue;
                run.out << listLine(entry, withSession) << '\n';
                lastShown = entry.id;
            }
            run.out.flush();
            return;
        }
    };
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, printNew);
    poll.start(1000);
    run.log.followAppends(&loop, [&](qint64) { printNew(); });
    return loop.exec();
}

int list(LogRun& run)
{
    LogFilter filter;
    filter.procedure = run.line.value(QStringLiteral("procedure"));
    filter.text = run.line.value(QStringLiteral("text"));
    if (run.line.isSet(QStringLiteral("limit"))) {
        const auto limit = positiveNumber(run.line.value(QStringLiteral("limit")));
        if (!limit || *limit > std::numeric_limits<int>::max())
            return run.usage(QStringLiteral("--limit needs a positive number, got '%1'").arg(run.line.value(QStringLiteral("limit"))));
        filter.limit = int(*limit);
    }
    // The stored resolution gives dice that play different roles by name, with the row read,
    // and the hits of dice counted one by one.
    filter.withUnsummedDiceResolution = true;
    if (auto code = run.openForReading())
        return *code;
    if (auto code = run.chooseSession(filter.sessionId))
        return *code;
    auto entries = run.log.entries(filter);
    if (!entries)
        return run.failed(entries.failure());
    // Entries of several sessions say which session (which table) each is from.
    const bool withSession = !filter.sessionId;
    for (const LogEntry& entry : *entries)
        run.out << listLine(entry, withSession) << '\n';
    if (!run.line.isSet(QStringLiteral("follow"))) {
        if (entries->isEmpty())
            run.out << "no matching entries\n";
        return ExitOk;
    }
    run.out.flush();
    qint64 lastShown = entries->isEmpty() ? 0 : entries->constLast().id;
    if (entries->isEmpty()) {
        // Only what comes after the command started.
        LogFilter newestOnly;
        newestOnly.limit = 1;
        auto newest = run.log.entries(newestOnly);
        if (!newest)
            return run.failed(newest.failure());
        lastShown = newest->isEmpty() ? 0 : newest->constFirst().id;
    }
    return followEntries(run, filter, lastShown, withSession);
}

CommandLine logShowCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("show"), QStringLiteral("one entry in full, with its hashes"));
    line.addArgument(QStringLiteral("N"), QStringLiteral("The entry's number."));
    line.setArgumentCount(1, 1);
    addReadOnlyOption(line);
    return line;
}

int show(LogRun& run)
{
    const QString number = run.line.arguments().constFirst();
    const auto id = positiveNumber(number);
    if (!id)
        return run.usage(QStringLiteral("needs an entry number, got '%1'").arg(number));
    if (auto code = run.openForReading())
        return *code;
    auto entry = run.log.entry(*id);
    if (!entry)
        return run.failed(entry.failure());
    auto session = run.log.session(entry->sessionId);
    if (!session)
        return run.failed(session.failure());
    printEntry(run.out, *entry, *session);
    return ExitOk;
}

CommandLine voidCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("void"), QStringLiteral("void entry N with a new entry that says why"));
    line.addArgument(QStringLiteral("N"), QStringLiteral("The entry's number."));
    line.setArgumentCount(1, 1);
    line.addValue(QStringLiteral("reason"), QStringLiteral("TEXT"), QStringLiteral("Why the entry is void (required)."));
    return line;
}

int voidEntry(LogRun& run)
{
    const QString number = run.line.arguments().constFirst();
    const auto id = positiveNumber(number);
    if (!id)
        return run.usage(QStringLiteral("needs an entry number, got '%1'").arg(number));
    const QString reason = run.line.value(QStringLiteral("reason"));
    if (reason.trimmed().isEmpty())
        return run.usage(QStringLiteral("--reason TEXT is required (say why the entry is void)"));
    if (auto code = run.open(false))
        return *code;
    auto voidId = run.log.voidEntry(*id, reason);
    if (!voidId)
        return run.failed(voidId.failure());
    run.out << QStringLiteral("entry %1 voids entry %2\n").arg(*voidId).arg(*id);
    return ExitOk;
}

CommandLine exportCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("export"), QStringLiteral("write a session's entries as CSV, Markdown or PDF"));
    line.addArgument(QStringLiteral("FORMAT"), QStringLiteral("csv, md or pdf."), QStringLiteral("csv|md|pdf"));
    line.setArgumentCount(1, 1);
    line.addValue(QStringLiteral("output"), QStringLiteral("FILE"), QStringLiteral("The file to write (required)."));
    line.addFlag(QStringLiteral("force"),
                 QStringLiteral("Replace the output file if it exists. A game log is never replaced, this one or another."));
    addSessionChoice(line);
    addReadOnlyOption(line);
    return line;
}

int exportEntries(LogRun& run)
{
    const QString formatName = run.line.arguments().constFirst();
    const auto format = exportFormatFromName(formatName);
    if (!format)
        return run.usage(QStringLiteral("unknown export format '%1' (use csv, md or pdf)").arg(formatName));
    const QString output = run.line.value(QStringLiteral("output"));
    if (output.isEmpty())
        return run.usage(QStringLiteral("--output FILE is required"));
    ExportTarget target;
    target.path = output;
    target.logPath = run.logPath;
    target.replaceExisting = run.line.isSet(QStringLiteral("force"));
    // Before the log is opened: a mistyped --output naming the log itself changes nothing.
    if (auto refusal = exportTargetRefusal(target))
        return run.failed(*refusal);
    if (auto code = run.openForReading())
        return *code;
    LogFilter filter;
    filter.withResolution = true;
    if (auto code = run.chooseSession(filter.sessionId))
        return *code;
    auto entries = run.log.entries(filter);
    if (!entries)
        return run.failed(entries.failure());
    auto sessions = run.log.sessions();
    if (!sessions)
        return run.failed(sessions.failure());
    // The games' and procedures' names from the modules found, when they load; else the ids.
    const LoadedModules modules = loadModules(defaultModulePaths());
    // The Markdown and the PDF end with the luck of the rolls exported.
    const QString luck = *format == ExportFormat::Csv
                             ? QString()
                             : luckReportMarkdown(luckReportOf(*entries, *sessions, modules.games, filter.sessionId));
    auto written = umpire::exportEntries(*sessions, *entries, *format, target, exportNamesOf(modules.games), nullptr, luck);
    if (!written)
        return run.failed(written.failure());
    run.out << QStringLiteral("exported %1 entries to %2\n").arg(entries->size()).arg(output);
    return ExitOk;
}

CommandLine verifyCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("verify"),
                                      QStringLiteral("check the file, the hash chain and every session's sealed dice"));
    line.setNotes(QStringLiteral("Exit status: 0 when the chain is intact and no sealed roll differs from its seed, 1 "
                                 "when an entry was changed or removed or a sealed roll does not verify.\n"));
    addReadOnlyOption(line);
    return line;
}

int verify(LogRun& run)
{
    if (auto code = run.openForReading())
        return *code;
    auto report = run.log.verify();
    if (!report)
        return run.failed(report.failure());
    run.out << QStringLiteral("%1: %2\n").arg(run.logPath, report->message);
    int exitCode = report->ok() ? ExitOk : ExitRefused;
    printSealChecks(run, exitCode, report->programDice.get());
    return exitCode;
}

CommandLine logBenchCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("bench"), QStringLiteral("measure append and filter speed on a scratch log"));
    line.addValue(QStringLiteral("entries"), QStringLiteral("N"), QStringLiteral("How many entries to write (100000)."));
    return line;
}

int bench(LogRun& run)
{
    int entries = 100000;
    if (run.line.isSet(QStringLiteral("entries"))) {
        const auto count = positiveNumber(run.line.value(QStringLiteral("entries")));
        if (!count || *count > 10000000)
            return run.usage(
                QStringLiteral("--entries needs a number from 1 to 10000000, got '%1'").arg(run.line.value(QStringLiteral("entries"))));
        entries = int(*count);
    }
    return runLogBench(run.out, entries);
}

}  // namespace

const std::vector<LogSubcommand>& logSubcommands()
{
    static const std::vector<LogSubcommand> subcommands{
        {QStringLiteral("sessions"), sessionsCommandLine, sessions}, {QStringLiteral("new"), logNewCommandLine, newSession},
        {QStringLiteral("list"), listCommandLine, list},             {QStringLiteral("show"), logShowCommandLine, show},
        {QStringLiteral("void"), voidCommandLine, voidEntry},        {QStringLiteral("export"), exportCommandLine, exportEntries},
        {QStringLiteral("verify"), verifyCommandLine, verify},       {QStringLiteral("luck"), luckCommandLine, luckCommand},
        {QStringLiteral("phrase"), phraseCommandLine, phraseCommand},
        {QStringLiteral("reveal"), revealCommandLine, revealCommand}, {QStringLiteral("bench"), logBenchCommandLine, bench},
        {QStringLiteral("recover"), recoverCommandLine, recoverCommand},
        {QStringLiteral("copy"), copyCommandLine, copyCommand},      {QStringLiteral("setup-server"), setupServerCommandLine, setupServerCommand},
    };
    return subcommands;
}

}  // namespace umpire
