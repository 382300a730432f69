// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_luck_command.h"

#include "cli/cli_exit.h"
#include "core/luck_report_builder.h"
#include "core/luck_report_json.h"
#include "core/luck_report_markdown.h"
#include "core/module_paths.h"
#include "yaml/module_loader.h"

#include <QJsonDocument>
#include <QTextStream>

namespace umpire {

CommandLine luckCommandLine()
{
    CommandLine line(QStringLiteral("log luck"), QStringLiteral("how lucky each side and player was, and whether the dice look fair"));
    addLogFileOption(line);
    addSessionChoice(line);
    line.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON instead of text."));
    addReadOnlyOption(line);
    line.setNotes(QStringLiteral(
        "Each roll is rated from the exact chances its entry kept, for the side its result favours (the module says "
        "which). Voided rolls are left out; a result read off the printed chart is not rated. The games' modules are "
        "read from the usual places: a roll of a game not found is not rated.\n"));
    return line;
}

int luckCommand(LogRun& run)
{
    if (auto code = run.openForReading())
        return *code;
    std::optional<qint64> sessionId;
    if (auto code = run.chooseSession(sessionId))
        return *code;
    const LoadedModules modules = loadModules(defaultModulePaths());
    auto report = buildLuckReport(run.log, modules.games, sessionId);
    if (!report)
        return run.failed(report.failure());
    if (run.line.isSet(QStringLiteral("json")))
        run.out << QJsonDocument(luckReportJson(*report)).toJson(QJsonDocument::Indented);
    else
        run.out << luckReportMarkdown(*report, 1);
    return ExitOk;
}

}  // namespace umpire
