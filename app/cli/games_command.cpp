// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "cli/terminal_text.h"

#include <algorithm>

namespace umpire {

CommandLine gamesCommandLine()
{
    CommandLine line(QStringLiteral("games"), QStringLiteral("list the loaded games and their procedures"));
    line.addFlag(QStringLiteral("ids"), QStringLiteral("Print only ids, for scripts: one line per game, its id then the ids of its "
                                                       "procedures, separated by spaces."));
    return line;
}

int runGames(CliContext& context)
{
    CommandLine line = gamesCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const bool idsOnly = line.isSet(QStringLiteral("ids"));
    const LoadedModules modules = loadForCli(context);
    if (!idsOnly) {
        context.out << "Games loaded:\n";
        if (modules.games.empty())
            context.out << "  (none)\n";
    }
    // One column for the labels: as wide as the longest id ("demoralisation_recovery" ran into its label).
    qsizetype idWidth = 0;
    for (const auto& game : modules.games)
        for (const auto& procedure : game.procedures)
            if (!procedure.followUpOnly)
                idWidth = std::max(idWidth, QString::fromStdString(procedure.id).size());
    for (const auto& game : modules.games) {
        if (idsOnly) {
            context.out << QString::fromStdString(game.id);
            for (const auto& procedure : game.procedures)
                if (!procedure.followUpOnly)
                    context.out << ' ' << QString::fromStdString(procedure.id);
            context.out << '\n';
            continue;
        }
        // A module's texts are shown, never obeyed by the terminal.
        context.out << "  " << QString::fromStdString(game.id) << "  " << terminalText(QString::fromStdString(game.title));
        if (!game.publisher.empty())
            context.out << " (" << terminalText(QString::fromStdString(game.publisher)) << ")";
        context.out << '\n';
        for (const auto& procedure : game.procedures)
            if (!procedure.followUpOnly)
                context.out << "      " << QString::fromStdString(procedure.id).leftJustified(idWidth) << "  "
                            << terminalText(QString::fromStdString(procedure.label)) << " ("
                            << terminalText(QString::fromStdString(procedure.rule)) << ")\n";
    }
    return modules.diagnostics.empty() ? ExitOk : ExitUsage;
}

}  // namespace umpire
