// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/luck_report_job.h"

#include "gui/log_job.h"

#include "core/luck_report_builder.h"
#include "engine/game.h"
#include "log/game_log.h"

#include <QCoreApplication>

namespace umpire {

namespace {

/// The words of the luck report's job, in the window's translation context.
class LuckJobWords {
    Q_DECLARE_TR_FUNCTIONS(umpire::LuckReportWindow)
};

/// Runs on the worker thread: its own connection, opened as a verification opens it (nothing
/// created, the journal left as found), then the report.
LogJobOutcome buildLuckReportOnThread(const LuckReportRequest& request, LuckReport& report, LogTask& task)
{
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    options.checkpoint = false;
    options.readOnly = request.readOnly;
    options.busyTimeoutMs = request.busyTimeoutMs;
    const LogStatus opened = log.open(request.logAddress, options);
    if (!opened.ok())
        return {LogJobOutcome::Kind::Failed, opened.error()};
    static const std::vector<Game> noGames;
    const auto built = buildLuckReport(log, request.games ? *request.games : noGames, request.sessionId, &task);
    if (built.cancelled())
        return {LogJobOutcome::Kind::Cancelled, LuckJobWords::tr("The luck report was cancelled; nothing in the log was changed.")};
    if (!built.ok())
        return {LogJobOutcome::Kind::Failed, LuckJobWords::tr("The luck report could not be made: %1").arg(built.error())};
    report = *built;
    return {LogJobOutcome::Kind::Done, LuckJobWords::tr("The luck report is ready.")};
}

}  // namespace

LogJob* startLuckReportJob(QWidget* window, const LuckReportRequest& request, std::shared_ptr<std::optional<LuckReport>> report)
{
    report->reset();
    const QString label = request.sessionId ? LuckJobWords::tr("Working out the luck of session %1…").arg(*request.sessionId)
                                            : LuckJobWords::tr("Working out the luck of every session…");
    auto* job = new LogJob(window, LuckJobWords::tr("Luck report"), label, [request, report](LogTask& task) {
        LuckReport built;
        const LogJobOutcome outcome = buildLuckReportOnThread(request, built, task);
        if (outcome.kind == LogJobOutcome::Kind::Done)
            *report = std::move(built);  // read by the window's thread only once the job has ended
        return outcome;
    });
    job->dialog()->setObjectName(QStringLiteral("luckReportProgress"));
    return job;
}

}  // namespace umpire
