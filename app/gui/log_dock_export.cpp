// SPDX-License-Identifier: GPL-3.0-or-later
// The log dock's Export menu: the current session to CSV, Markdown or a PDF report, written on a
// thread of its own (with a connection of its own to the log) behind a progress dialog.
#include "gui/log_dock.h"

#include "core/export_names.h"
#include "core/luck_report_builder.h"
#include "core/luck_report_markdown.h"
#include "gui/log_job.h"

#include "log/game_log.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>

namespace umpire {

std::optional<SessionExport> LogDock::exportRequest(ExportFormat format, const QString& path) const
{
    const auto session = currentSession();
    if (!log_ || !session)
        return std::nullopt;
    SessionExport request;
    request.logPath = log_->path();
    request.busyTimeoutMs = log_->busyTimeoutMs();
    request.readOnly = log_->isReadOnly();
    request.sessionId = *session;
    request.format = format;
    request.outputPath = path;
    // Only the Export menu's file dialog names the file, and it asks before replacing one.
    request.replaceExisting = true;
    if (games_) {
        request.names = exportNamesOf(*games_);
        request.games = *games_;
    }
    return request;
}

LogStatus LogDock::exportTo(ExportFormat format, const QString& path)
{
    const auto request = exportRequest(format, path);
    if (!request)
        return LogError::refused(tr("No session to export"));
    return runSessionExport(*request, nullptr);
}

LogJob* LogDock::startExport(ExportFormat format, const QString& path)
{
    const auto request = exportRequest(format, path);
    if (!request) {
        emit statusMessage(tr("Export failed: %1").arg(tr("No session to export")));
        return nullptr;
    }
    delete exportJob_;  // an export still running is cancelled first
    exportJob_ = new LogJob(window(), tr("Export the session"), tr("Exporting session %1 to %2…").arg(request->sessionId).arg(path),
                            [request = *request](LogTask& task) {
                                const LogStatus status = runSessionExport(request, &task);
                                if (status.cancelled())
                                    return LogJobOutcome{LogJobOutcome::Kind::Cancelled,
                                                         tr("Export cancelled: %1 was not written").arg(request.outputPath)};
                                if (!status.ok())
                                    return LogJobOutcome{LogJobOutcome::Kind::Failed, tr("Export failed: %1").arg(status.error())};
                                return LogJobOutcome{LogJobOutcome::Kind::Done, tr("Exported to %1").arg(request.outputPath)};
                            });
    exportJob_->dialog()->setObjectName(QStringLiteral("exportProgress"));
    connect(exportJob_, &LogJob::finished, this, [this](const LogJobOutcome& outcome) { emit statusMessage(outcome.message); });
    return exportJob_;
}

SessionReport LogDock::reportOf(const LogSession& session, const QList<LogEntry>& entries) const
{
    // The PDF is a report for the players: the module's names, local times, the chain checked.
    SessionReport report;
    report.session = session;
    report.entries = entries;
    report.logPath = log_ ? log_->path() : QString();
    if (games_) {
        const ExportNames names = exportNamesOf(*games_);
        report.gameTitle = names.gameTitles.value(session.game);
        report.procedureLabels = names.procedureLabels.value(session.game);
        report.codeNamedByText = names.codeNamedByText;
        report.closingMarkdown = luckReportMarkdown(luckReportOf(entries, {session}, *games_, session.id));
    }
    if (log_)
        if (const auto verified = log_->verify(); verified.ok())
            report.verification = *verified;
    return report;
}

void LogDock::chooseExport(ExportFormat format)
{
    const QString suffix = exportFormatName(format);
    const QString filter = format == ExportFormat::Csv        ? tr("CSV files (*.csv)")
                           : format == ExportFormat::Markdown ? tr("Markdown files (*.md)")
                                                              : tr("PDF files (*.pdf)");
    const QString name = QStringLiteral("umpire-session-%1.%2").arg(currentSession().value_or(0)).arg(suffix);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the session"),
                                                      exportFolder_.isEmpty() ? name : QDir(exportFolder_).filePath(name), filter);
    if (path.isEmpty())
        return;
    exportFolder_ = QFileInfo(path).absolutePath();
    startExport(format, path);
}

}  // namespace umpire
