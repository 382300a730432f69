// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/command_line.h"

#include "cli/cli_exit.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace umpire {

namespace {

const QString kHelp = QStringLiteral("help");

QString dashed(const QString& name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

/// The option an argument names ("--set=a=1" -> "set"), or empty when it is no option.
QString optionName(const QString& argument)
{
    if (!argument.startsWith(QLatin1Char('-')) || argument.size() < 2)
        return {};
    QString name = argument.mid(argument.startsWith(QStringLiteral("--")) ? 2 : 1);
    return name.left(name.indexOf(QLatin1Char('=')));
}

}  // namespace

CommandLine::CommandLine(QString command, QString summary)
    : command_(std::move(command)), summary_(std::move(summary)), parser_(std::make_unique<QCommandLineParser>())
{
    // The summary is a phrase for lists of commands; the help shows it as a sentence.
    parser_->setApplicationDescription(summary_.left(1).toUpper() + summary_.mid(1) + QLatin1Char('.'));
    // `-json` reads as `--json`: a word after one dash is never a bundle of one-letter options here.
    parser_->setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser_->addOption(QCommandLineOption({QStringLiteral("h"), kHelp}, QStringLiteral("Show this help.")));
}

CommandLine::CommandLine(CommandLine&&) noexcept = default;
CommandLine& CommandLine::operator=(CommandLine&&) noexcept = default;
CommandLine::~CommandLine() = default;

void CommandLine::addArgument(const QString& name, const QString& description, const QString& syntax)
{
    argumentNames_ << name;
    argumentSyntax_ << (syntax.isEmpty() ? name : syntax);
    parser_->addPositionalArgument(name, description, argumentSyntax_.constLast());
}

void CommandLine::setArgumentCount(int min, int max)
{
    minArguments_ = min;
    maxArguments_ = max;
}

void CommandLine::addFlag(const QString& name, const QString& description)
{
    flags_ << name;
    parser_->addOption(QCommandLineOption(name, description));
}

void CommandLine::addValue(const QString& name, const QString& valueName, const QString& description, bool repeatable)
{
    valueOptions_ << name;
    if (!repeatable)
        onceOnly_ << name;
    parser_->addOption(QCommandLineOption(name, repeatable ? description + QStringLiteral(" May be repeated.") : description,
                                          valueName));
}

void CommandLine::setDescription(const QString& description)
{
    parser_->setApplicationDescription(description);
}

void CommandLine::setNotes(const QString& notes)
{
    notes_ = notes;
}

void CommandLine::stopOptionsAtFirstArgument()
{
    parser_->setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
}

std::optional<int> CommandLine::parse(const QStringList& args, QTextStream& out, QTextStream& err)
{
    // QCommandLineParser skips the first argument: the program's name.
    if (!parser_->parse(QStringList{QStringLiteral("umpire-cli")} + args))
        return usageError(err, parseProblem(args));
    if (parser_->isSet(kHelp)) {
        out << help();
        return ExitOk;
    }
    for (const QString& name : onceOnly_)
        if (parser_->values(name).size() > 1)
            return usageError(err, QStringLiteral("option '%1' given twice").arg(dashed(name)));
    const QStringList positional = parser_->positionalArguments();
    if (positional.size() < minArguments_)
        return usageError(err, QStringLiteral("missing argument %1").arg(argumentNames_.value(int(positional.size()))));
    if (maxArguments_ >= 0 && positional.size() > maxArguments_)
        return usageError(err, QStringLiteral("unexpected argument '%1'").arg(positional.at(maxArguments_)));
    return std::nullopt;
}

QString CommandLine::parseProblem(const QStringList& args) const
{
    const QStringList unknown = parser_->unknownOptionNames();
    if (!unknown.isEmpty())
        return QStringLiteral("unknown option '%1'").arg(dashed(unknown.first()));
    // QCommandLineParser's other mistakes: a flag given a value, or no value after the last option.
    for (const QString& argument : args) {
        if (argument == QStringLiteral("--"))
            break;
        if (argument.contains(QLatin1Char('=')) && flags_.contains(optionName(argument)))
            return QStringLiteral("option '%1' takes no value").arg(dashed(optionName(argument)));
    }
    if (!args.isEmpty() && valueOptions_.contains(optionName(args.constLast())) && !args.constLast().contains(QLatin1Char('=')))
        return QStringLiteral("option '%1' needs a value").arg(dashed(optionName(args.constLast())));
    return parser_->errorText();
}

bool CommandLine::isSet(const QString& name) const
{
    // A command without the option has not been given it (and Qt would warn of the question).
    if (!flags_.contains(name) && !valueOptions_.contains(name))
        return false;
    return parser_->isSet(name);
}

QString CommandLine::value(const QString& name) const
{
    return parser_->value(name);
}

QStringList CommandLine::values(const QString& name) const
{
    return parser_->values(name);
}

QStringList CommandLine::arguments() const
{
    return parser_->positionalArguments();
}

QString CommandLine::usageLine() const
{
    QStringList parts{QStringLiteral("Usage: umpire-cli")};
    if (!command_.isEmpty())
        parts << command_;
    parts << QStringLiteral("[options]") << argumentSyntax_;
    return parts.join(QLatin1Char(' '));
}

QString CommandLine::help() const
{
    // Qt's first line names the executable as it was started; ours names the command.
    const QString text = parser_->helpText();
    QString result = usageLine() + text.mid(text.indexOf(QLatin1Char('\n')));
    if (!notes_.isEmpty())
        result += QLatin1Char('\n') + notes_ + (notes_.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n"));
    return result;
}

int CommandLine::usageError(QTextStream& err, const QString& message) const
{
    const QString name = command_.isEmpty() ? QStringLiteral("umpire-cli") : QStringLiteral("umpire-cli ") + command_;
    err << name << ": " << message << '\n' << usageLine() << '\n' << "Try '" << name << " --help' for more.\n";
    return ExitUsage;
}

}  // namespace umpire
