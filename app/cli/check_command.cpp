// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"

#include "core/module_paths.h"
#include "core/module_watcher.h"

#include <QCoreApplication>
#include <QTime>

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

// Loads the modules at `paths` (the default ones when empty), prints every problem and every
// module's verdict; ExitOk when all check out.
int checkModules(CliContext& context, const QStringList& paths)
{
    const LoadedModules modules = loadForCli(context, paths);
    int problems = static_cast<int>(modules.diagnostics.size());
    int warnings = 0;
    for (const auto& game : modules.games) {
        // Warnings: the module still loads and plays, but the luck of some rolls cannot be told.
        const auto unranked = checkModuleLuck(game);
        for (const auto& diagnostic : unranked)
            context.err << QString::fromStdString(diagnostic.toString()) << '\n';
        warnings += static_cast<int>(unranked.size());
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
    if (problems == 0 && warnings > 0)
        context.out << QStringLiteral("All modules check out. %1 warning(s).\n").arg(warnings);
    else
        context.out << (problems == 0 ? "All modules check out.\n" : QStringLiteral("%1 problem(s) found.\n").arg(problems));
    return problems == 0 ? ExitOk : ExitUsage;
}

// Checks again after every save until the program is stopped (Ctrl-C).
int watchModules(CliContext& context, const QStringList& paths)
{
    std::vector<std::filesystem::path> where;
    for (const QString& path : paths)
        where.emplace_back(path.toStdString());
    if (where.empty())
        where = defaultModulePaths();
    ModuleWatcher watcher;
    QObject::connect(&watcher, &ModuleWatcher::modulesChanged, &watcher, [&context, &paths] {
        context.out << "\n-- " << QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))
                    << " changed on disk: checking again\n";
        context.out.flush();
        checkModules(context, paths);
        context.err.flush();  // the problems before the line that says the check is over
        context.out << "-- watching for changes (Ctrl-C to stop)\n";
        context.out.flush();
    });
    watcher.watch(where);
    if (watcher.watched().isEmpty()) {
        context.err << "umpire-cli check: nothing to watch: no module file or folder exists at the paths given\n";
        return ExitUsage;
    }
    context.out << "-- watching for changes (Ctrl-C to stop)\n";
    context.out.flush();
    return QCoreApplication::exec();
}

}  // namespace

CommandLine checkCommandLine()
{
    CommandLine line(QStringLiteral("check"), QStringLiteral("load and validate modules, run their worked examples"));
    line.addArgument(QStringLiteral("PATH"), QStringLiteral("A module file or a folder of them; the shipped modules when none is given."),
                     QStringLiteral("[PATH...]"));
    line.setArgumentCount(0, -1);
    line.addFlag(QStringLiteral("watch"), QStringLiteral("After the check, check again each time a module file (or a folder of "
                                                         "them) is saved, until stopped with Ctrl-C."));
    line.setNotes(QStringLiteral("Companion files of texts in another language (NAME.fr.yaml) beside the modules are checked too. "
                                 "Every problem is printed as FILE:LINE:COLUMN: message. Exit status 0 when every module loads "
                                 "and every worked example agrees with the rules, else 2. A procedure that throws dice without "
                                 "saying whom its results favour ('luck') is warned of; a warning leaves the status 0.\n"));
    return line;
}

int runCheck(CliContext& context)
{
    CommandLine line = checkCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const int code = checkModules(context, line.arguments());
    if (!line.isSet(QStringLiteral("watch")))
        return code;
    context.out.flush();
    context.err.flush();
    return watchModules(context, line.arguments());
}

}  // namespace umpire
