// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_context.h"

namespace umpire {

int runCheck(CliContext& context)
{
    for (const QString& arg : context.args)
        if (arg.startsWith(QStringLiteral("-"))) {
            context.err << "umpire-cli check: unknown option '" << arg << "'\n";
            return ExitUsage;
        }
    const LoadedModules modules = loadForCli(context, context.args);
    int problems = static_cast<int>(modules.diagnostics.size());
    for (const auto& game : modules.games) {
        const auto mismatches = checkModuleExamples(game);
        for (const auto& diagnostic : mismatches)
            context.err << QString::fromStdString(diagnostic.toString()) << '\n';
        problems += static_cast<int>(mismatches.size());
        int examples = 0;
        for (const auto& procedure : game.procedures)
            examples += static_cast<int>(procedure.examples.size());
        context.out << (mismatches.empty() ? "ok     " : "FAILED ") << QString::fromStdString(game.id) << ": "
                    << game.procedures.size() << " procedures, " << examples << " worked examples"
                    << (mismatches.empty() ? QStringLiteral(" all agree") : QStringLiteral(", %1 disagreements").arg(mismatches.size()))
                    << '\n';
    }
    if (modules.games.empty() && modules.diagnostics.empty()) {
        context.err << "umpire-cli check: no module found\n";
        return ExitUsage;
    }
    context.out << (problems == 0 ? "All modules check out.\n" : QStringLiteral("%1 problem(s) found.\n").arg(problems));
    return problems == 0 ? ExitOk : ExitUsage;
}

}  // namespace umpire
