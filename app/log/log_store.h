// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_filter.h"
#include "log/log_result.h"
#include "log/log_session.h"
#include "log/log_verification.h"
#include "log/program_dice_seen.h"
#include "log/session_seal.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QObject;

namespace umpire {

class LogTask;

/// The two entries of a discarded roll: the roll and the void entry that cancels it.
struct DiscardedRoll {
    qint64 rollId = 0;
    qint64 voidId = 0;
};

/// One entry as its hash covers it: the hashed columns (hashedEntryColumns(), canonical
/// values) and the hash, for copying a log between stores without changing a byte of it.
struct ChainRow {
    qint64 id = 0;
    QJsonObject columns;
    QString hash;
};

/// A copy being written into an empty log (LogStore::beginImport): rows are added in the
/// chain's order, and nothing of them is kept unless finish() succeeds.
class LogImport {
public:
    virtual ~LogImport() = default;
    virtual LogStatus add(const ChainRow& row) = 0;
    /// Records the chain's head, marks the revealed seals revealed and commits the copy.
    virtual LogStatus finish() = 0;
};

/// How a log is opened (GameLog::open); each store uses what applies to it.
struct LogOpenOptions {
    /// Create the log when missing (a file and its folder; a server's schema). Off for commands
    /// that only read.
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

/// Where a game log is kept: a file (SqliteLogStore) or a club's server (ServerLogStore).
/// GameLog opens the one its address names; everything above it sees only this interface.
/// Every store appends durably, never edits or deletes an entry, chains the entries' hashes the
/// same way (so a log copied between stores keeps its hashes) and returns errors, never throws.
class LogStore {
public:
    virtual ~LogStore() = default;

    virtual LogStatus open(const QString& address, const LogOpenOptions& options) = 0;
    virtual void close() = 0;
    virtual bool isOpen() const = 0;
    /// The file's path or the server's address as given (with no password), for messages.
    virtual QString path() const = 0;
    /// The Qt SQL connection name, for tests and tools that need raw SQL.
    virtual QString connectionName() const = 0;
    /// True for a log on a database server (shared by several tables).
    virtual bool isServer() const = 0;
    virtual QString upgradeBackup() const = 0;
    virtual bool isReadOnly() const = 0;
    virtual QString readOnlyCaveat() const = 0;
    virtual std::optional<LogError> refuseWrite(const QString& action) const = 0;
    virtual LogResult<bool> readyTextSearch(const LogFilter& filter) const = 0;
    virtual int busyTimeoutMs() const = 0;

    virtual LogResult<QList<LogSession>> sessions() const = 0;
    virtual LogResult<LogSession> session(qint64 id) const = 0;
    virtual LogResult<std::optional<LogSession>> newestSession() const = 0;
    virtual LogResult<qint64> newSession(const QString& game, const QString& scenario, const QStringList& players) = 0;

    virtual LogResult<QList<qint64>> appendAll(const QList<LogEntryDraft>& drafts) = 0;
    virtual LogResult<qint64> voidEntry(qint64 id, const QString& reason) = 0;
    virtual LogResult<DiscardedRoll> appendDiscarded(const LogEntryDraft& draft, const QString& reason) = 0;

    /// Hands each entry matching `filter` to `visit`, oldest first (with filter.limit: the newest
    /// `limit` matches, newest first), until `visit` returns false; with a task, stops (a
    /// Cancelled error) soon after it is cancelled.
    virtual LogStatus visitEntries(const LogFilter& filter, LogTask* task,
                                   const std::function<bool(const LogEntry&)>& visit) const = 0;
    virtual LogResult<qint64> countEntries(const LogFilter& filter) const = 0;
    virtual LogStatus indexSearch() const = 0;
    virtual LogResult<LogEntry> entry(qint64 id) const = 0;
    virtual LogResult<LogVerification> verify(LogTask* task) const = 0;

    /// Calls `appended` (in `receiver`'s thread, the one that opened this log) with the newest
    /// id whenever any program appends to this log. False when the store cannot tell (a file).
    virtual bool followAppends(QObject* receiver, const std::function<void(qint64 newestId)>& appended) = 0;

    /// Sealed dice (log/dice_seal_store.h keeps their rules and messages): the store keeps each
    /// session's seal, and its own check counts each sealed roll appended (SessionSeal::rolls),
    /// refusing one out of order, naming another commitment, or after the reveal. `action` names
    /// what the caller is doing, for messages.
    ///
    /// The refusal of every seal's write when this log cannot keep seals (a club log of an older
    /// schema: its administrator upgrades it), or nullopt.
    virtual std::optional<LogError> refuseSeals(const QString& action) const = 0;
    /// The seal of `sessionId`, its secret included, or nullopt when the session has none;
    /// refused when there is no such session.
    virtual LogResult<std::optional<SessionSeal>> diceSeal(qint64 sessionId, const QString& action) const = 0;
    /// Stores a new seal of `sessionId` (no phrase, no roll, not revealed, sealed now) unless the
    /// session has entries or a seal already: false then, and nothing is stored.
    virtual LogResult<bool> addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret,
                                        const QString& action) = 0;
    /// Records the players' phrase of a seal, given now; the store refuses a second phrase, or one
    /// after a sealed roll or the reveal.
    virtual LogStatus giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action) = 0;
    /// Marks the seal revealed now; a seal revealed already is left as it is.
    virtual LogStatus markSealRevealed(qint64 sessionId, const QString& action) = 0;
    /// The program dice of one session, as a walk of the chain sees them (ProgramDiceSeen), for
    /// the seal check of a session without a seal.
    virtual LogResult<ProgramDiceSeen> programDiceOf(qint64 sessionId) const = 0;

    /// Every session as its entries' hashes cover it (hashedSessionColumns()), oldest first.
    virtual LogResult<QList<QJsonObject>> sessionRows() const = 0;
    /// Every dice seal, secret included, by session (for a copy).
    virtual LogResult<QList<SessionSeal>> sealRows() const = 0;
    /// Hands every entry, oldest first, as its hash covers it, until `visit` returns false.
    virtual LogStatus forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const = 0;
    /// Starts writing a copy of another log into this one, which must hold no session yet:
    /// `sessions` (from sessionRows()) and `seals` (from sealRows(), stored not revealed and
    /// with no roll, so that the copied sealed rolls are checked and counted as they come) now,
    /// the entries through the returned import.
    virtual LogResult<std::unique_ptr<LogImport>> beginImport(const QList<QJsonObject>& sessions,
                                                              const QList<SessionSeal>& seals) = 0;
};

}  // namespace umpire
