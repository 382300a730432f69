// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/log_writer.h"

#include "log/game_log.h"

namespace umpire {

LogWriteOutcome runLogWriteJob(GameLog& log, const LogWriteJob& job)
{
    LogWriteOutcome outcome;
    outcome.jobId = job.id;
    std::optional<qint64> session = job.sessionId;
    if (!session) {
        const auto created = log.newSession(job.game, QString(), {});
        if (!created.ok()) {
            outcome.error = created.error();
            return outcome;
        }
        session = *created;
        outcome.startedSession = session;
    }
    outcome.sessionId = *session;
    LogEntryDraft draft = job.draft;
    draft.sessionId = *session;
    if (job.discardReason.isEmpty()) {
        const auto appended = log.append(draft);
        if (!appended.ok())
            outcome.error = appended.error();
        else
            outcome.entryId = *appended;
        return outcome;
    }
    const auto discarded = log.appendDiscarded(draft, job.discardReason);
    if (!discarded.ok()) {
        outcome.error = discarded.error();
        return outcome;
    }
    outcome.entryId = discarded->rollId;
    outcome.voidEntryId = discarded->voidId;
    return outcome;
}

DirectLogWriter::DirectLogWriter(GameLog& log, QObject* parent) : LogWriter(parent), log_(log) {}

void DirectLogWriter::submit(const LogWriteJob& job) { emit finished(runLogWriteJob(log_, job)); }

QString DirectLogWriter::path() const { return log_.path(); }

}  // namespace umpire
