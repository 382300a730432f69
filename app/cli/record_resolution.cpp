// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/record_resolution.h"

#include "cli/cli_exit.h"
#include "log/game_log.h"
#include "log/log_result.h"

#include <QTextStream>

namespace umpire {

int exitCodeFor(const LogError& error)
{
    return error.kind == LogError::Kind::Refused ? ExitRefused : ExitUsage;
}

int recordResolution(const QJsonObject& resolution, const RecordOptions& options, const QString& logPath,
                     QTextStream& out, QTextStream& err, const QList<QJsonObject>& followUps)
{
    auto report = [&err](const LogError& error) {
        err << QStringLiteral("umpire-cli resolve --record: %1\n").arg(error.message);
        err.flush();
        return exitCodeFor(error);
    };
    GameLog log;
    GameLog::OpenOptions openOptions;
    openOptions.create = false;
    if (auto opened = log.open(logPath, openOptions); !opened)
        return report(opened.failure());
    qint64 sessionId = 0;
    if (options.sessionId) {
        auto session = log.session(*options.sessionId);
        if (!session)
            return report(session.failure());
        sessionId = *options.sessionId;
    } else {
        auto newest = log.newestSession();
        if (!newest)
            return report(newest.failure());
        if (!newest->has_value())
            return report(LogError::refused(
                QStringLiteral("%1: no session to record into; start one with `umpire-cli log new GAME`").arg(logPath)));
        sessionId = (*newest)->id;
    }
    LogEntryDraft draft;
    draft.sessionId = sessionId;
    draft.resolution = resolution;
    draft.diceOrigin = options.diceOrigin;
    draft.seed = options.seed;
    draft.turn = options.turn;
    draft.phase = options.phase;
    draft.note = options.note;
    draft.chartResult = options.chartResult;
    draft.parentId = options.parentId;
    auto id = log.append(draft);
    if (!id)
        return report(id.failure());
    out << QStringLiteral("entry %1 recorded in session %2 (%3)\n").arg(*id).arg(sessionId).arg(logPath);
    out.flush();
    // Each follow-up is a roll of its own, linked to the entry that called for it.
    qint64 parent = *id;
    for (const QJsonObject& followUp : followUps) {
        LogEntryDraft next = draft;
        next.resolution = followUp;
        next.chartResult.reset();
        next.parentId = parent;
        auto followUpId = log.append(next);
        if (!followUpId)
            return report(followUpId.failure());
        out << QStringLiteral("entry %1 recorded in session %2 (%3), follow-up of entry %4\n")
                   .arg(*followUpId)
                   .arg(sessionId)
                   .arg(logPath)
                   .arg(parent);
        out.flush();
        parent = *followUpId;
    }
    return ExitOk;
}

}  // namespace umpire
