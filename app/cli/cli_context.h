// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cli_exit.h"
#include "yaml/module_loader.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace umpire {

/// What every subcommand gets: its arguments, the output streams and the global options.
struct CliContext {
    QStringList args;      ///< After the subcommand name.
    QTextStream& out;
    QTextStream& err;
    QString logPath;       ///< --log, or empty for the default file.
};

/// Loads the default modules (or `paths`), printing load problems to err. Never stops at a broken file.
LoadedModules loadForCli(CliContext& context, const QStringList& paths = {}, bool reportProblems = true);

/// The game with this id, or null after printing the ids that exist and any load problems
/// (a module that failed to load is the usual reason a game is missing).
const Game* findGame(CliContext& context, const LoadedModules& modules, const QString& id);

/// The procedure with this id, or null after printing the ids that exist.
const Procedure* findProcedure(CliContext& context, const Game& game, const QString& id);

/// A procedure named by game and procedure id, with its game; both null after printing why.
struct ProcedureChoice {
    const Game* game = nullptr;
    const Procedure* procedure = nullptr;
};
ProcedureChoice findGameProcedure(CliContext& context, const LoadedModules& modules, const QString& gameId,
                                  const QString& procedureId);

}  // namespace umpire
