// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_filter.h"
#include "log/log_result.h"
#include "log/log_session.h"
#include "log/log_verification.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QSqlDatabase;
class QSqlError;

namespace umpire {

class ChainWriter;
class LogTask;

/// The two entries of a discarded roll: the roll and the void entry that cancels it.
struct DiscardedRoll {
    qint64 rollId = 0;
    qint64 voidId = 0;
};

/// The durable game log: one SQLite file (Qt SQL, QSQLITE) of play sessions and append-only,
/// hash-chained entries. Every append returns only once it is on disk (WAL, synchronous=FULL).
///
/// Nothing is ever edited or deleted: a correction is a void entry. Errors are returned, never
/// thrown, and name the file. A file that is not an Umpire log, is damaged, or has a newer
/// schema is refused and left untouched.
class GameLog {
public:
    struct OpenOptions {
        /// Create the file (and its folder) when missing. Off for commands that only read.
        bool create = true;
        /// How long to wait for another program holding the write lock before failing.
        int busyTimeoutMs = 5000;
        /// Reports the copy and the upgrade of an older log, and may stop them (a Cancelled
        /// error; the log is left as it was and the copy removed). Null: not watched.
        LogTask* task = nullptr;
        /// Read only: nothing is created, upgraded or written, not even the journal mode; every
        /// write is refused. A log in a folder that cannot be written is read as the file stands.
        bool readOnly = false;
        /// Move the journal's pages into the file now and then (SQLite's checkpoints) and at the
        /// close. Off for commands that only read: the journal (PATH-wal) stays as they found it.
        bool checkpoint = true;
    };

    GameLog();
    ~GameLog();
    GameLog(const GameLog&) = delete;
    GameLog& operator=(const GameLog&) = delete;

    /// Opens (and if needed creates or upgrades) the log at `path`.
    LogStatus open(const QString& path, const OpenOptions& options);
    LogStatus open(const QString& path) { return open(path, OpenOptions{}); }
    void close();
    bool isOpen() const;
    QString path() const { return path_; }
    /// The Qt SQL connection name, for tests and tools that need raw SQL (e.g. PRAGMAs).
    QString connectionName() const { return connectionName_; }
    /// The copy of the file made before open() upgraded its schema; empty when none was needed.
    QString upgradeBackup() const { return upgradeBackup_; }
    /// Opened with OpenOptions::readOnly: every write is refused.
    bool isReadOnly() const { return readOnly_; }
    /// What a read-only reading of the file may miss (e.g. entries still in a journal that a
    /// read-only folder keeps from being read); empty when it misses nothing.
    QString readOnlyCaveat() const { return readOnlyCaveat_; }
    /// The refusal of a write to a log opened read-only or found damaged (SQLite's quick check,
    /// run before the first write of each opening), or nullopt when writes are allowed.
    std::optional<LogError> refuseWrite(const QString& action) const;
    /// Readies a search by `filter`'s text (none: nothing to do): see search_index.h. True when
    /// the texts still waiting must be searched too (temp.waiting_search, a log open read-only).
    LogResult<bool> readyTextSearch(const LogFilter& filter) const;
    /// How long a write waits for another program's lock (OpenOptions::busyTimeoutMs).
    int busyTimeoutMs() const { return busyTimeoutMs_; }

    /// Every session, oldest first, with its entry count.
    LogResult<QList<LogSession>> sessions() const;
    LogResult<LogSession> session(qint64 id) const;
    /// The most recently created session, or nullopt when there is none.
    LogResult<std::optional<LogSession>> newestSession() const;
    /// Starts a play session and returns its id. `game` is the module id.
    LogResult<qint64> newSession(const QString& game, const QString& scenario, const QStringList& players);

    /// Appends one roll durably and returns its entry id.
    LogResult<qint64> append(const LogEntryDraft& draft);
    /// Appends several rolls in one transaction (all or none); returns their ids in order.
    LogResult<QList<qint64>> appendAll(const QList<LogEntryDraft>& drafts);
    /// Voids entry `id` with a new void entry (in the same session) and returns the new id.
    LogResult<qint64> voidEntry(qint64 id, const QString& reason);
    /// Appends a roll that its players discarded before it reached the log, and its void entry
    /// with `reason`, in one transaction: the log keeps that the dice fell and why they do not count.
    LogResult<DiscardedRoll> appendDiscarded(const LogEntryDraft& draft, const QString& reason);

    /// Entries matching `filter`, oldest first. With a task: reports the entries read against
    /// countEntries(filter), and stops (a Cancelled error) soon after the task is cancelled.
    LogResult<QList<LogEntry>> entries(const LogFilter& filter, LogTask* task = nullptr) const;
    /// Hands each entry matching `filter` to `visit`, oldest first, one at a time (nothing is
    /// kept: a whole session of any size), until `visit` returns false. `filter.limit` must be 0.
    /// With a task: stops (a Cancelled error) soon after the task is cancelled.
    LogStatus forEachEntry(const LogFilter& filter, const std::function<bool(const LogEntry&)>& visit,
                           LogTask* task = nullptr) const;
    /// Number of entries matching `filter` (ignores filter.limit).
    LogResult<qint64> countEntries(const LogFilter& filter) const;
    /// Moves the search texts of the latest entries into the trigram index (see search_index.h),
    /// in a write transaction of its own; nothing when none waits. A text filter does it first
    /// (on a log open read-only it searches the waiting texts where they are).
    LogStatus indexSearch() const;
    LogResult<LogEntry> entry(qint64 id) const;

    /// Checks the file (PRAGMA integrity_check) and the hash chain from the first entry on.
    /// With a task: reports the entries checked, and stops soon after the task is cancelled.
    LogResult<LogVerification> verify(LogTask* task = nullptr) const;

private:
    /// Checks that the freshly opened file is ours, sets the PRAGMAs and creates or upgrades it.
    LogStatus prepare(const OpenOptions& options);
    /// The read-only counterpart of prepare(): checks the file is a current log, changes nothing.
    LogStatus prepareReadOnly();
    QSqlDatabase database() const;
    LogError fault(const QString& action, const QSqlError& error) const;
    /// The appender of this connection, made on first use and kept until close().
    ChainWriter& chainWriter();
    /// Runs the query of `filter` and hands each row to `visit` (entries() and forEachEntry()).
    LogStatus visitEntries(const LogFilter& filter, LogTask* task, const std::function<bool(const LogEntry&)>& visit) const;

    QString path_;
    QString connectionName_;
    QString upgradeBackup_;
    QString readOnlyCaveat_;
    bool readOnly_ = false;
    bool keepJournal_ = false;  ///< OpenOptions::checkpoint off
    /// The quick check before the first write, and what it found (empty: sound).
    mutable bool structureChecked_ = false;
    mutable QString structureProblem_;
    int busyTimeoutMs_ = 5000;
    std::unique_ptr<ChainWriter> writer_;
};

}  // namespace umpire
