// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_store.h"

#include <QJsonObject>
#include <QMap>

class QSqlDatabase;
class QSqlError;

namespace umpire {

struct PendingEntry;

/// A club's game log on a PostgreSQL server (Qt SQL, QPSQL), shared by many tables at once.
/// Each append locks the chain's head row in its transaction, so the entries of all tables form
/// one chain in one order; an entry's id follows its predecessor's. Each entry carries the id
/// its client made for it (LogEntryDraft::clientId): an append retried after a lost answer
/// returns the entry the server already holds instead of adding it twice. Every committed
/// append is announced (NOTIFY umpire_log) to the windows that follow the log.
///
/// The server's schema is made by `umpire-cli log setup-server` (ServerLogSchema), never by
/// opening: a table's user need not have that right. A club log of schema version 1 (before
/// sealed dice) is used for everything else; its seals' writes are refused, telling how to
/// upgrade it (refuseSeals()).
class ServerLogStore final : public LogStore {
public:
    /// The channel every append notifies, with the new entries' newest id as payload.
    static constexpr const char* notifyChannel = "umpire_log";

    ServerLogStore();
    ~ServerLogStore() override;
    ServerLogStore(const ServerLogStore&) = delete;
    ServerLogStore& operator=(const ServerLogStore&) = delete;

    LogStatus open(const QString& address, const LogOpenOptions& options) override;
    void close() override;
    bool isOpen() const override;
    QString path() const override { return shown_; }
    QString connectionName() const override { return connectionName_; }
    bool isServer() const override { return true; }
    QString upgradeBackup() const override { return {}; }
    bool isReadOnly() const override { return readOnly_; }
    QString readOnlyCaveat() const override { return {}; }
    std::optional<LogError> refuseWrite(const QString& action) const override;
    /// Nothing to ready: the server's trigram index follows every append.
    LogResult<bool> readyTextSearch(const LogFilter&) const override { return false; }
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
    LogStatus indexSearch() const override { return logOk(); }
    LogResult<LogEntry> entry(qint64 id) const override;
    /// The hash chain from the first entry on, each id following the one before, up to the
    /// head the appends recorded.
    LogResult<LogVerification> verify(LogTask* task) const override;

    /// LISTEN on notifyChannel through Qt's driver (its connection's thread must run an event loop).
    bool followAppends(QObject* receiver, const std::function<void(qint64)>& appended) override;
    LogResult<QList<QJsonObject>> sessionRows() const override;
    LogStatus forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const override;
    LogResult<QList<SessionSeal>> sealRows() const override;
    LogResult<std::unique_ptr<LogImport>> beginImport(const QList<QJsonObject>& sessions,
                                                      const QList<SessionSeal>& seals) override;

    /// Refused on a club log older than ServerLogSchema::sealsVersion (read again while it is,
    /// in case it was upgraded since it was opened here).
    std::optional<LogError> refuseSeals(const QString& action) const override;
    LogResult<std::optional<SessionSeal>> diceSeal(qint64 sessionId, const QString& action) const override;
    LogResult<bool> addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret,
                                const QString& action) override;
    LogStatus giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action) override;
    LogStatus markSealRevealed(qint64 sessionId, const QString& action) override;
    LogResult<ProgramDiceSeen> programDiceOf(qint64 sessionId) const override;

private:
    QSqlDatabase database() const;
    LogError fault(const QString& action, const QSqlError& error) const;
    /// Opens the connection (again, after one was lost) and sets it up.
    LogStatus connect() const;
    /// Before each operation: a connection lost by the one before is opened again.
    LogStatus reconnectIfLost() const;
    /// One UPDATE of a seal (its phrase, its reveal), after the checks every seal write makes.
    LogStatus updateSeal(const QString& sql, const QVariantList& values, const QString& action);
    /// The failure of `action`, noting a lost connection for the next operation.
    LogError failed(const QString& action, const QSqlError& error) const;
    /// Appends `pending` in one transaction after the chain's head; `clientIds` are theirs (a
    /// retried append returns the entries already there); `followsPrevious[i]`: entry i follows
    /// up entry i-1.
    LogResult<QList<qint64>> appendPending(QList<PendingEntry> pending, const QStringList& clientIds,
                                           const QList<bool>& followsPrevious, const QString& action);
    LogResult<QJsonObject> sessionColumns(qint64 id, const QString& action);
    /// False on a club log older than ServerLogSchema::sealsVersion (read again while it is).
    LogResult<bool> keepsSeals() const;

    QString shown_;
    QString settings_;
    QString connectionName_;
    bool readOnly_ = false;
    int busyTimeoutMs_ = 5000;
    /// The schema version found at the opening (or after an upgrade seen since).
    mutable int version_ = 0;
    mutable bool lost_ = false;
    /// Sessions are never changed (a trigger refuses it), so their hashed columns can be kept.
    QMap<qint64, QJsonObject> sessions_;
};

}  // namespace umpire
