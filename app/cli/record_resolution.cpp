// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/record_resolution.h"

#include "cli/cli_exit.h"
#include "core/cup_log.h"
#include "log/game_log.h"
#include "log/log_result.h"

#include <QTextStream>

namespace umpire {

int exitCodeFor(const LogError& error)
{
    return error.kind == LogError::Kind::Refused ? ExitRefused : ExitUsage;
}

namespace {

/// The turn of the session's chit cup, when it has one: the turn the players are playing.
/// A cup the log cannot replay gives none; the roll is recorded all the same.
std::optional<int> cupTurn(const GameLog& log, qint64 sessionId)
{
    auto cup = replayCup(log, sessionId);
    if (!cup || !cup->cup)
        return std::nullopt;
    return cup->cup->turn();
}

}  // namespace

int recordResolution(const QJsonObject& resolution, const RecordOptions& options, const QString& logPath,
                     QTextStream& out, QTextStream& err, const QList<QJsonObject>& followUps, const QString& shownOnceRecorded)
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
    std::optional<int> turnOfCup;
    if (draft.turn.isEmpty() && (turnOfCup = cupTurn(log, sessionId)))
        draft.turn = QString::number(*turnOfCup);
    draft.phase = options.phase;
    draft.note = options.note;
    draft.chartResult = options.chartResult;
    draft.parentId = options.parentId;
    // Each follow-up is a roll of its own, linked to the entry that called for it; all go in
    // one transaction, so the dice of none of them are shown unless all are in the log.
    QList<LogEntryDraft> drafts{draft};
    for (const QJsonObject& followUp : followUps) {
        LogEntryDraft next = draft;
        next.resolution = followUp;
        next.chartResult.reset();
        next.parentId.reset();
        next.followsPrevious = true;
        drafts << next;
    }
    auto ids = log.appendAll(drafts);
    if (!ids)
        return report(ids.failure());
    out << shownOnceRecorded;
    QTextStream& told = options.reportIsJson ? err : out;
    told << QStringLiteral("entry %1 recorded in session %2 (%3)\n").arg(ids->first()).arg(sessionId).arg(logPath);
    if (turnOfCup)
        told << QStringLiteral("turn %1, the current turn of the session's chit cup (--turn gives another)\n").arg(*turnOfCup);
    for (qsizetype i = 1; i < ids->size(); ++i)
        told << QStringLiteral("entry %1 recorded in session %2 (%3), follow-up of entry %4\n")
                   .arg(ids->at(i))
                   .arg(sessionId)
                   .arg(logPath)
                   .arg(ids->at(i - 1));
    out.flush();
    return ExitOk;
}

}  // namespace umpire
