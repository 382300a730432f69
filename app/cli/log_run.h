// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/command_line.h"
#include "log/game_log.h"

#include <QString>

#include <optional>
#include <vector>

class QTextStream;

namespace umpire {

struct LogError;

/// What a subcommand of `umpire-cli log` works with: its parsed command line, the game log and
/// the output streams; and the steps most subcommands share, each printing its own failure.
class LogRun {
public:
    LogRun(const CommandLine& line, QString logPath, QTextStream& out, QTextStream& err);

    /// Prints a usage mistake; returns its exit status.
    int usage(const QString& message) const;
    /// Prints what the log refused or failed to do; returns its exit status.
    int failed(const LogError& error) const;
    /// Opens the log; `create` only for commands that write a session; `checkpoint` off for a
    /// command that only reads (the journal stays as it was). An exit status on failure.
    std::optional<int> open(bool create, bool checkpoint = true);
    /// Opens the log for a command that only reads it; with --read-only (see addReadOnlyOption)
    /// nothing at all is written to it. An exit status on failure.
    std::optional<int> openForReading();
    /// The session chosen by --session or --all-sessions (nullopt: all), else the newest one.
    /// An exit status when there is none or the number is wrong.
    std::optional<int> chooseSession(std::optional<qint64>& sessionId);
    /// The session chosen by --session, else the newest one. An exit status when there is none.
    std::optional<int> chooseOneSession(qint64& sessionId);

    const CommandLine& line;
    const QString logPath;
    QTextStream& out;
    QTextStream& err;
    GameLog log;
};

/// A subcommand of `umpire-cli log`.
struct LogSubcommand {
    QString name;
    CommandLine (*commandLine)();
    int (*run)(LogRun& run);
};

/// Every subcommand of `log`, in the order its help lists them.
const std::vector<LogSubcommand>& logSubcommands();

/// The number in `text` when it is a whole number above zero.
std::optional<qint64> positiveNumber(const QString& text);

/// Adds `--log FILE` to a subcommand: the log may be named after the subcommand too.
void addLogFileOption(CommandLine& line);
/// Adds `--session N` and `--all-sessions` (see LogRun::chooseSession).
void addSessionChoice(CommandLine& line);
/// Adds `--read-only` to a subcommand that only reads the log.
void addReadOnlyOption(CommandLine& line);

}  // namespace umpire
