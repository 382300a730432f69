// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/command_line.h"

#include <QString>
#include <QStringList>

#include <vector>

class QTextStream;

namespace umpire {

struct CliContext;

/// A command of umpire-cli: its arguments and options (read for running it and shown by
/// --help) and what it does. Each run function reads its own arguments with its command line.
struct CliCommand {
    QString name;
    CommandLine (*commandLine)();
    int (*run)(CliContext& context);
};

/// Every command, in the order the help lists them.
const std::vector<CliCommand>& cliCommands();

/// `umpire-cli ARGS...` (without the program's name): the global options, then a command.
/// Returns the exit status.
int runUmpireCli(const QStringList& args, QTextStream& out, QTextStream& err);

CommandLine gamesCommandLine();
int runGames(CliContext& context);
CommandLine checkCommandLine();
int runCheck(CliContext& context);
CommandLine describeCommandLine();
int runDescribe(CliContext& context);
CommandLine resolveCommandLine();
int runResolve(CliContext& context);
CommandLine logCommandLine();
int runLog(CliContext& context);
CommandLine cupCommandLine();
int runCup(CliContext& context);
CommandLine newCommandLine();
int runNew(CliContext& context);
CommandLine schemaCommandLine();
int runSchema(CliContext& context);
CommandLine benchCommandLine();
int runBench(CliContext& context);

}  // namespace umpire
