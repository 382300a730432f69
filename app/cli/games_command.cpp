// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_context.h"

namespace umpire {

int runGames(CliContext& context)
{
    const LoadedModules modules = loadForCli(context);
    context.out << "Games loaded:\n";
    if (modules.games.empty())
        context.out << "  (none)\n";
    for (const auto& game : modules.games) {
        context.out << "  " << QString::fromStdString(game.id) << "  " << QString::fromStdString(game.title);
        if (!game.publisher.empty())
            context.out << " (" << QString::fromStdString(game.publisher) << ")";
        context.out << '\n';
        for (const auto& procedure : game.procedures)
            if (!procedure.followUpOnly)
                context.out << "      " << QString::fromStdString(procedure.id).leftJustified(18) << ' '
                            << QString::fromStdString(procedure.label) << " (" << QString::fromStdString(procedure.rule) << ")\n";
    }
    return modules.diagnostics.empty() ? ExitOk : ExitUsage;
}

}  // namespace umpire
