// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QObject>
#include <QString>

#include <optional>

namespace umpire {

class GameLog;

/// One roll to write: into a log session, or into a new session of `game` when there is none.
struct LogWriteJob {
    quint64 id = 0;
    std::optional<qint64> sessionId;
    QString game;
    LogEntryDraft draft;    ///< its sessionId is filled in by the writer
    QString discardReason;  ///< not empty: the roll goes in with a void entry giving this reason
};

/// What became of a LogWriteJob.
struct LogWriteOutcome {
    quint64 jobId = 0;
    /// A session the writer started for the job; set even when the roll itself then failed.
    std::optional<qint64> startedSession;
    qint64 sessionId = 0;
    qint64 entryId = 0;
    qint64 voidEntryId = 0;
    QString error;  ///< empty on success

    bool ok() const { return error.isEmpty(); }
};

/// Runs `job` against `log` on the calling thread.
LogWriteOutcome runLogWriteJob(GameLog& log, const LogWriteJob& job);

/// Writes rolls to a game log and says when each is durable (or why not) with finished().
class LogWriter : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    /// Starts writing `job`; finished() follows, at once or later.
    virtual void submit(const LogWriteJob& job) = 0;
    /// The log file written to.
    virtual QString path() const = 0;

signals:
    void finished(const umpire::LogWriteOutcome& outcome);
};

/// Writes on the calling thread with a log the caller keeps open: finished() is emitted before
/// submit() returns. For the command line and for tests.
class DirectLogWriter : public LogWriter {
    Q_OBJECT

public:
    explicit DirectLogWriter(GameLog& log, QObject* parent = nullptr);
    void submit(const LogWriteJob& job) override;
    QString path() const override;

private:
    GameLog& log_;
};

}  // namespace umpire
