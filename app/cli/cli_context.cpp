// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_context.h"

#include "core/module_paths.h"
#include "engine/game.h"

namespace umpire {

LoadedModules loadForCli(CliContext& context, const QStringList& paths, bool reportProblems)
{
    std::vector<std::filesystem::path> where;
    for (const QString& path : paths)
        where.emplace_back(path.toStdString());
    if (where.empty())
        where = defaultModulePaths();
    LoadedModules modules = loadModules(where);
    if (reportProblems)
        for (const auto& diagnostic : modules.diagnostics)
            context.err << QString::fromStdString(diagnostic.toString()) << '\n';
    return modules;
}

const Game* findGame(CliContext& context, const LoadedModules& modules, const QString& id)
{
    for (const auto& game : modules.games)
        if (QString::fromStdString(game.id) == id)
            return &game;
    QStringList ids;
    for (const auto& game : modules.games)
        ids << QString::fromStdString(game.id);
    context.err << "umpire-cli: unknown game '" << id << "'; the games loaded are: "
                << (ids.isEmpty() ? QStringLiteral("(none)") : ids.join(QStringLiteral(", "))) << '\n';
    for (const auto& diagnostic : modules.diagnostics)
        context.err << QString::fromStdString(diagnostic.toString()) << '\n';
    return nullptr;
}

const Procedure* findProcedure(CliContext& context, const Game& game, const QString& id)
{
    if (const Procedure* procedure = game.procedure(id.toStdString()))
        return procedure;
    QStringList ids;
    for (const auto& p : game.procedures)
        ids << QString::fromStdString(p.id);
    context.err << "umpire-cli: unknown procedure '" << id << "' in " << QString::fromStdString(game.id)
                << "; the procedures are " << ids.join(QStringLiteral(", ")) << '\n';
    return nullptr;
}

ProcedureChoice findGameProcedure(CliContext& context, const LoadedModules& modules, const QString& gameId,
                                  const QString& procedureId)
{
    const Game* game = findGame(context, modules, gameId);
    const Procedure* procedure = game ? findProcedure(context, *game, procedureId) : nullptr;
    return procedure ? ProcedureChoice{game, procedure} : ProcedureChoice{};
}

}  // namespace umpire
