// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_store.h"

#include <memory>

namespace umpire {

/// The durable game log: play sessions and append-only, hash-chained entries, kept in an SQLite
/// file (the default) or on a club's PostgreSQL server (an address such as
/// `postgresql://host/db` or `service=club`), whichever open() is given. Every append returns
/// only once it is durable.
///
/// Nothing is ever edited or deleted: a correction is a void entry. Errors are returned, never
/// thrown, and name the file or the server. A log that is not an Umpire log, is damaged, or has
/// a newer schema is refused and left untouched.
class GameLog {
public:
    using OpenOptions = LogOpenOptions;

    GameLog();
    ~GameLog();
    GameLog(const GameLog&) = delete;
    GameLog& operator=(const GameLog&) = delete;

    /// Opens (and if needed creates or upgrades) the log at `address`: a file's path, or a
    /// PostgreSQL server's address (isServerLogAddress()).
    LogStatus open(const QString& address, const OpenOptions& options);
    LogStatus open(const QString& address) { return open(address, OpenOptions{}); }
    void close();
    bool isOpen() const;
    /// The file's path or the server's address (without any password), as in messages.
    QString path() const;
    /// The Qt SQL connection name, for tests and tools that need raw SQL (e.g. PRAGMAs).
    QString connectionName() const;
    /// A log on a PostgreSQL server, shared by a club's tables.
    bool isServer() const;
    /// The copy of the file made before open() upgraded its schema; empty when none was needed.
    QString upgradeBackup() const;
    /// Opened with OpenOptions::readOnly: every write is refused.
    bool isReadOnly() const;
    /// What a read-only reading of the file may miss (e.g. entries still in a journal that a
    /// read-only folder keeps from being read); empty when it misses nothing.
    QString readOnlyCaveat() const;
    /// The refusal of a write to a log opened read-only or found damaged, or nullopt when
    /// writes are allowed.
    std::optional<LogError> refuseWrite(const QString& action) const;
    /// Readies a search by `filter`'s text (none: nothing to do). True when the texts still
    /// waiting for a file's index must be searched too (see search_index.h).
    LogResult<bool> readyTextSearch(const LogFilter& filter) const;
    /// How long a write waits for another program's lock (OpenOptions::busyTimeoutMs).
    int busyTimeoutMs() const;

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
    /// Brings a file's search index up to date (see search_index.h); nothing on a server, whose
    /// index follows every append.
    LogStatus indexSearch() const;
    LogResult<LogEntry> entry(qint64 id) const;

    /// Checks the storage (a file's PRAGMA integrity_check) and the hash chain from the first
    /// entry on. With a task: reports the entries checked, and stops soon after it is cancelled.
    LogResult<LogVerification> verify(LogTask* task = nullptr) const;

    /// Calls `appended` in `receiver`'s thread whenever any program appends to this log (a club
    /// log's server tells); false when the log cannot tell (a file).
    bool followAppends(QObject* receiver, const std::function<void(qint64 newestId)>& appended);

    /// The storage of sealed dice (see LogStore; the rules are in log/dice_seal_store.h).
    std::optional<LogError> refuseSeals(const QString& action) const;
    LogResult<std::optional<SessionSeal>> diceSeal(qint64 sessionId, const QString& action) const;
    LogResult<bool> addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret, const QString& action);
    LogStatus giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action);
    LogStatus markSealRevealed(qint64 sessionId, const QString& action);
    /// The program dice of one session (for the seal check of a session without a seal).
    LogResult<ProgramDiceSeen> programDiceOf(qint64 sessionId) const;

    /// Every session as its entries' hashes cover it, oldest first (for a copy).
    LogResult<QList<QJsonObject>> sessionRows() const;
    /// Every dice seal, secret included (for a copy).
    LogResult<QList<SessionSeal>> sealRows() const;
    /// Every entry as its hash covers it, oldest first, until `visit` returns false (for a copy).
    LogStatus forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const;
    /// Starts writing a copy into this log, which must hold no session yet (see LogImport).
    LogResult<std::unique_ptr<LogImport>> beginImport(const QList<QJsonObject>& sessions, const QList<SessionSeal>& seals);

private:
    /// The store of the open log; an unopened SQLite store before the first open().
    std::unique_ptr<LogStore> store_;
};

}  // namespace umpire
