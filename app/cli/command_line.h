// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QCommandLineParser;
class QTextStream;

namespace umpire {

/// The arguments and options of one command of umpire-cli, read with QCommandLineParser, so
/// that every command reads them alike: `--opt value` and `--opt=value`, `--help`, unknown
/// options and missing values refused with a message naming them.
class CommandLine {
public:
    /// `command` as typed after `umpire-cli` ("resolve", "log list"); `summary` says in one line what it does.
    CommandLine(QString command, QString summary);
    CommandLine(CommandLine&&) noexcept;
    CommandLine& operator=(CommandLine&&) noexcept;
    ~CommandLine();

    /// A positional argument, shown in the usage line as `syntax` (its name when empty).
    void addArgument(const QString& name, const QString& description, const QString& syntax = {});
    /// How many positional arguments the command takes; `max` -1 for any number.
    void setArgumentCount(int min, int max);
    /// An option without a value.
    void addFlag(const QString& name, const QString& description);
    /// An option with a value. A repeatable option collects every value; others may be given once.
    void addValue(const QString& name, const QString& valueName, const QString& description, bool repeatable = false);
    /// What --help says under the usage line; the summary when not set.
    void setDescription(const QString& description);
    /// Text printed after the options by --help: examples, exit status.
    void setNotes(const QString& notes);
    /// Options end at the first positional argument: what follows belongs to a subcommand.
    void stopOptionsAtFirstArgument();

    /// Reads `args` (what follows the command's name). Nullopt when the command should run;
    /// else the exit code after printing the help (0) or what is wrong (2).
    std::optional<int> parse(const QStringList& args, QTextStream& out, QTextStream& err);

    /// True when the option was given; false too for an option this command does not have.
    bool isSet(const QString& name) const;
    /// The option's value; empty when not given.
    QString value(const QString& name) const;
    /// Every value of a repeatable option, in the order given.
    QStringList values(const QString& name) const;
    /// The positional arguments.
    QStringList arguments() const;

    const QString& command() const { return command_; }
    const QString& summary() const { return summary_; }
    /// "Usage: umpire-cli COMMAND [options] ARGS".
    QString usageLine() const;
    /// What --help prints.
    QString help() const;
    /// Prints "umpire-cli COMMAND: message", the usage line and where to read more; returns ExitUsage.
    int usageError(QTextStream& err, const QString& message) const;

private:
    QString parseProblem(const QStringList& args) const;

    QString command_;
    QString summary_;
    QString notes_;
    QStringList argumentNames_;
    QStringList argumentSyntax_;
    int minArguments_ = 0;
    int maxArguments_ = 0;
    QStringList flags_;
    QStringList valueOptions_;
    QStringList onceOnly_;
    std::unique_ptr<QCommandLineParser> parser_;
};

}  // namespace umpire
