// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/session_export.h"

#include "core/luck_report_builder.h"
#include "core/luck_report_markdown.h"
#include "log/game_log.h"
#include "log/log_task.h"
#include "log/session_report.h"

namespace umpire {

LogStatus runSessionExport(const SessionExport& request, LogTask* task)
{
    ExportTarget target;
    target.path = request.outputPath;
    target.logPath = request.logPath;
    target.replaceExisting = request.replaceExisting;
    // Refused before the log is read (and, for the report, verified): the file is checked
    // again when it is written.
    if (auto refusal = exportTargetRefusal(target))
        return *refusal;
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    options.checkpoint = false;  // only reads: the journal stays as it was found
    options.busyTimeoutMs = request.busyTimeoutMs;
    options.readOnly = request.readOnly;
    if (auto opened = log.open(request.logPath, options); !opened.ok())
        return opened;
    const auto session = log.session(request.sessionId);
    if (!session.ok())
        return session.failure();
    LogFilter filter;
    filter.sessionId = request.sessionId;
    filter.withResolution = true;
    const auto entries = log.entries(filter, task);
    if (!entries.ok())
        return entries.failure();
    const QString luck = request.format == ExportFormat::Csv
                             ? QString()
                             : luckReportMarkdown(luckReportOf(*entries, {*session}, request.games, request.sessionId));
    if (request.format != ExportFormat::Pdf)
        return exportEntries({*session}, *entries, request.format, target, request.names, task, luck);

    SessionReport report;
    report.session = *session;
    report.entries = *entries;
    report.logPath = request.logPath;
    report.gameTitle = request.names.gameTitles.value(session->game);
    report.procedureLabels = request.names.procedureLabels.value(session->game);
    report.codeNamedByText = request.names.codeNamedByText;
    report.closingMarkdown = luck;
    const auto verified = log.verify(task);
    if (verified.cancelled())
        return LogError::cancelled(
            QStringLiteral("%1: the report was cancelled; no file was written").arg(request.outputPath));
    if (verified.ok())
        report.verification = *verified;
    return writeSessionReportPdf(report, target, task);
}

}  // namespace umpire
