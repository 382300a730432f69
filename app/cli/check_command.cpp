// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"

namespace umpire {

namespace {

// "; texts in fr" when companions give the game's texts in other languages (checked on loading).
QString textsInOtherLanguages(const Game& game)
{
    QStringList languages;
    for (const auto& [language, texts] : game.languages)
        languages.append(QString::fromStdString(language));
    return languages.isEmpty() ? QString() : QStringLiteral("; texts in ") + languages.join(QStringLiteral(", "));
}

}  // namespace

CommandLine checkCommandLine()
{
    CommandLine line(QStringLiteral("check"), QStringLiteral("load and validate modules, run their worked examples"));
    line.addArgument(QStringLiteral("PATH"), QStringLiteral("A module file or a folder of them; the shipped modules when none is given."),
                     QStringLiteral("[PATH...]"));
    line.setArgumentCount(0, -1);
    line.setNotes(QStringLiteral("Companion files of texts in another language (NAME.fr.yaml) beside the modules are checked too. "
                                 "Every problem is printed as FILE:LINE:COLUMN: message. Exit status 0 when every module loads "
                                 "and every worked example agrees with the rules, else 2.\n"));
    return line;
}

int runCheck(CliContext& context)
{
    CommandLine line = checkCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const LoadedModules modules = loadForCli(context, line.arguments());
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
                    << textsInOtherLanguages(game) << '\n';
    }
    if (modules.games.empty() && modules.diagnostics.empty()) {
        context.err << "umpire-cli check: no module found\n";
        return ExitUsage;
    }
    context.out << (problems == 0 ? "All modules check out.\n" : QStringLiteral("%1 problem(s) found.\n").arg(problems));
    return problems == 0 ? ExitOk : ExitUsage;
}

}  // namespace umpire
