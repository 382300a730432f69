// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_run.h"

#include "cli/record_resolution.h"
#include "log/log_result.h"

#include <QTextStream>

namespace umpire {

LogRun::LogRun(const CommandLine& commandLine, QString path, QTextStream& output, QTextStream& errors)
    : line(commandLine),
      logPath(commandLine.isSet(QStringLiteral("log")) ? commandLine.value(QStringLiteral("log")) : std::move(path)),
      out(output),
      err(errors)
{
}

int LogRun::usage(const QString& message) const
{
    return line.usageError(err, message);
}

int LogRun::failed(const LogError& error) const
{
    err << QStringLiteral("umpire-cli %1: %2\n").arg(line.command(), error.message);
    return exitCodeFor(error);
}

std::optional<int> LogRun::open(bool create, bool checkpoint)
{
    GameLog::OpenOptions options;
    options.create = create;
    options.checkpoint = checkpoint;
    auto opened = log.open(logPath, options);
    if (!opened)
        return failed(opened.failure());
    return std::nullopt;
}

std::optional<int> LogRun::openForReading()
{
    GameLog::OpenOptions options;
    options.create = false;
    options.readOnly = line.isSet(QStringLiteral("read-only"));
    options.checkpoint = false;  // a command that only reads leaves the journal as it found it
    auto opened = log.open(logPath, options);
    if (!opened)
        return failed(opened.failure());
    if (!log.readOnlyCaveat().isEmpty())
        err << QStringLiteral("umpire-cli %1: note: %2: %3\n").arg(line.command(), logPath, log.readOnlyCaveat());
    return std::nullopt;
}

std::optional<int> LogRun::chooseSession(std::optional<qint64>& sessionId)
{
    const bool all = line.isSet(QStringLiteral("all-sessions"));
    if (all && line.isSet(QStringLiteral("session")))
        return usage(QStringLiteral("give --session or --all-sessions, not both"));
    if (all)
        return std::nullopt;
    qint64 id = 0;
    if (auto code = chooseOneSession(id))
        return code;
    sessionId = id;
    return std::nullopt;
}

std::optional<int> LogRun::chooseOneSession(qint64& sessionId)
{
    if (line.isSet(QStringLiteral("session"))) {
        const QString text = line.value(QStringLiteral("session"));
        const auto id = positiveNumber(text);
        if (!id)
            return usage(QStringLiteral("--session needs a session number, got '%1'").arg(text));
        auto session = log.session(*id);
        if (!session)
            return failed(session.failure());
        sessionId = *id;
        return std::nullopt;
    }
    auto newest = log.newestSession();
    if (!newest)
        return failed(newest.failure());
    if (!newest->has_value())
        return failed(LogError::refused(QStringLiteral("%1: no sessions yet; start one with `umpire-cli log new GAME`").arg(logPath)));
    sessionId = (*newest)->id;
    return std::nullopt;
}

std::optional<qint64> positiveNumber(const QString& text)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value <= 0)
        return std::nullopt;
    return value;
}

void addLogFileOption(CommandLine& line)
{
    line.addValue(QStringLiteral("log"), QStringLiteral("FILE"), QStringLiteral("The game log file (may also come before the command)."));
}

void addSessionChoice(CommandLine& line)
{
    line.addValue(QStringLiteral("session"), QStringLiteral("N"), QStringLiteral("Session N; the newest session when not given."));
    line.addFlag(QStringLiteral("all-sessions"), QStringLiteral("Every session."));
}

void addReadOnlyOption(CommandLine& line)
{
    line.addFlag(QStringLiteral("read-only"),
                 QStringLiteral("Read the log without writing anything to it, not even its journal settings (a log on a "
                                "read-only disk, or one to leave exactly as it is). A log of an older version is refused."));
}

}  // namespace umpire
