// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_store.h"

#include <memory>

class QSqlDatabase;
class QSqlError;

namespace umpire {

class ChainWriter;

/// The game log in one SQLite file (Qt SQL, QSQLITE): play sessions and append-only,
/// hash-chained entries. Every append returns only once it is on disk (WAL, synchronous=FULL).
/// A file that is not an Umpire log, is damaged, or has a newer schema is refused and left
/// untouched. What each operation does is said in GameLog.
class SqliteLogStore final : public LogStore {
public:
    SqliteLogStore();
    ~SqliteLogStore() override;
    SqliteLogStore(const SqliteLogStore&) = delete;
    SqliteLogStore& operator=(const SqliteLogStore&) = delete;

    LogStatus open(const QString& path, const LogOpenOptions& options) override;
    void close() override;
    bool isOpen() const override;
    QString path() const override { return path_; }
    QString connectionName() const override { return connectionName_; }
    bool isServer() const override { return false; }
    QString upgradeBackup() const override { return upgradeBackup_; }
    bool isReadOnly() const override { return readOnly_; }
    QString readOnlyCaveat() const override { return readOnlyCaveat_; }
    /// Also refuses writes to a file SQLite's quick check (run before the first write of each
    /// opening) finds damaged.
    std::optional<LogError> refuseWrite(const QString& action) const override;
    /// See search_index.h. True when the texts still waiting must be searched too
    /// (temp.waiting_search, a log open read-only).
    LogResult<bool> readyTextSearch(const LogFilter& filter) const override;
    int busyTimeoutMs() const override { return busyTimeoutMs_; }

    LogResult<QList<LogSession>> sessions() const override;
    LogResult<LogSession> session(qint64 id) const override;
    LogResult<std::optional<LogSession>> newestSession() const override;
    LogResult<qint64> newSession(const QString& game, const QString& scenario, const QStringList& players) override;

    LogResult<QList<qint64>> appendAll(const QList<LogEntryDraft>& drafts) override;
    LogResult<qint64> voidEntry(qint64 id, const QString& reason) override;
    LogResult<DiscardedRoll> appendDiscarded(const LogEntryDraft& draft, const QString& reason) override;

    LogStatus visitEntries(const LogFilter& filter, LogTask* task,
                           const std::function<bool(const LogEntry&)>& visit) const override;
    LogResult<qint64> countEntries(const LogFilter& filter) const override;
    /// Moves the search texts of the latest entries into the trigram index (search_index.h).
    LogStatus indexSearch() const override;
    LogResult<LogEntry> entry(qint64 id) const override;
    /// PRAGMA integrity_check and the hash chain from the first entry on.
    LogResult<LogVerification> verify(LogTask* task) const override;

    /// A file tells no one of appends: false.
    bool followAppends(QObject*, const std::function<void(qint64)>&) override { return false; }
    LogResult<QList<QJsonObject>> sessionRows() const override;
    LogStatus forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const override;
    LogResult<QList<SessionSeal>> sealRows() const override;
    LogResult<std::unique_ptr<LogImport>> beginImport(const QList<QJsonObject>& sessions,
                                                      const QList<SessionSeal>& seals) override;

    /// A file of the current schema keeps seals: nullopt.
    std::optional<LogError> refuseSeals(const QString&) const override { return std::nullopt; }
    LogResult<std::optional<SessionSeal>> diceSeal(qint64 sessionId, const QString& action) const override;
    LogResult<bool> addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret,
                                const QString& action) override;
    LogStatus giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action) override;
    LogStatus markSealRevealed(qint64 sessionId, const QString& action) override;
    LogResult<ProgramDiceSeen> programDiceOf(qint64 sessionId) const override;

private:
    /// Checks that the freshly opened file is ours, sets the PRAGMAs and creates or upgrades it.
    LogStatus prepare(const LogOpenOptions& options);
    /// The read-only counterpart of prepare(): checks the file is a current log, changes nothing.
    LogStatus prepareReadOnly();
    QSqlDatabase database() const;
    LogError fault(const QString& action, const QSqlError& error) const;
    /// The appender of this connection, made on first use and kept until close().
    ChainWriter& chainWriter();

    QString path_;
    QString connectionName_;
    QString upgradeBackup_;
    QString readOnlyCaveat_;
    bool readOnly_ = false;
    bool keepJournal_ = false;  ///< LogOpenOptions::checkpoint off
    /// The quick check before the first write, and what it found (empty: sound).
    mutable bool structureChecked_ = false;
    mutable QString structureProblem_;
    int busyTimeoutMs_ = 5000;
    std::unique_ptr<ChainWriter> writer_;
};

}  // namespace umpire
