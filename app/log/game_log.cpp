// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"

#include "log/log_task.h"
#include "log/server_log_address.h"
#include "log/server_log_store.h"
#include "log/sqlite_log_store.h"

#include <algorithm>

namespace umpire {

GameLog::GameLog() : store_(std::make_unique<SqliteLogStore>()) {}

GameLog::~GameLog() = default;

LogStatus GameLog::open(const QString& address, const OpenOptions& options)
{
    store_->close();
    if (isServerLogAddress(address))
        store_ = std::make_unique<ServerLogStore>();
    else
        store_ = std::make_unique<SqliteLogStore>();
    return store_->open(address, options);
}

void GameLog::close() { store_->close(); }
bool GameLog::isOpen() const { return store_->isOpen(); }
QString GameLog::path() const { return store_->path(); }
QString GameLog::connectionName() const { return store_->connectionName(); }
bool GameLog::isServer() const { return store_->isServer(); }
QString GameLog::upgradeBackup() const { return store_->upgradeBackup(); }
bool GameLog::isReadOnly() const { return store_->isReadOnly(); }
QString GameLog::readOnlyCaveat() const { return store_->readOnlyCaveat(); }
std::optional<LogError> GameLog::refuseWrite(const QString& action) const { return store_->refuseWrite(action); }
LogResult<bool> GameLog::readyTextSearch(const LogFilter& filter) const { return store_->readyTextSearch(filter); }
int GameLog::busyTimeoutMs() const { return store_->busyTimeoutMs(); }

LogResult<QList<LogSession>> GameLog::sessions() const { return store_->sessions(); }
LogResult<LogSession> GameLog::session(qint64 id) const { return store_->session(id); }
LogResult<std::optional<LogSession>> GameLog::newestSession() const { return store_->newestSession(); }

LogResult<qint64> GameLog::newSession(const QString& game, const QString& scenario, const QStringList& players)
{
    return store_->newSession(game, scenario, players);
}

LogResult<qint64> GameLog::append(const LogEntryDraft& draft)
{
    auto ids = store_->appendAll({draft});
    if (!ids)
        return ids.failure();
    return ids->first();
}

LogResult<QList<qint64>> GameLog::appendAll(const QList<LogEntryDraft>& drafts) { return store_->appendAll(drafts); }
LogResult<qint64> GameLog::voidEntry(qint64 id, const QString& reason) { return store_->voidEntry(id, reason); }

LogResult<DiscardedRoll> GameLog::appendDiscarded(const LogEntryDraft& draft, const QString& reason)
{
    return store_->appendDiscarded(draft, reason);
}

LogResult<QList<LogEntry>> GameLog::entries(const LogFilter& filter, LogTask* task) const
{
    qint64 total = 0;
    if (task) {
        const auto counted = countEntries(filter);
        if (!counted)
            return counted.failure();
        total = filter.limit > 0 ? std::min<qint64>(*counted, filter.limit) : *counted;
        task->report(LogTask::Stage::ReadingEntries, 0, total);
    }
    QList<LogEntry> list;
    const auto read = store_->visitEntries(filter, task, [&](const LogEntry& entry) {
        list << entry;
        if (task && list.size() % 500 == 0)
            task->report(LogTask::Stage::ReadingEntries, list.size(), std::max<qint64>(total, list.size()));
        return true;
    });
    if (!read.ok())
        return read.failure();
    if (task)
        task->report(LogTask::Stage::ReadingEntries, list.size(), list.size());
    if (filter.limit > 0)
        std::reverse(list.begin(), list.end());
    return list;
}

LogStatus GameLog::forEachEntry(const LogFilter& filter, const std::function<bool(const LogEntry&)>& visit,
                                LogTask* task) const
{
    if (filter.limit > 0)
        return LogError{QStringLiteral("%1: cannot list entries: a limit is only for GameLog::entries").arg(path())};
    return store_->visitEntries(filter, task, visit);
}

LogResult<qint64> GameLog::countEntries(const LogFilter& filter) const { return store_->countEntries(filter); }
LogStatus GameLog::indexSearch() const { return store_->indexSearch(); }
LogResult<LogEntry> GameLog::entry(qint64 id) const { return store_->entry(id); }
LogResult<LogVerification> GameLog::verify(LogTask* task) const { return store_->verify(task); }

bool GameLog::followAppends(QObject* receiver, const std::function<void(qint64)>& appended)
{
    return store_->followAppends(receiver, appended);
}

std::optional<LogError> GameLog::refuseSeals(const QString& action) const { return store_->refuseSeals(action); }

LogResult<std::optional<SessionSeal>> GameLog::diceSeal(qint64 sessionId, const QString& action) const
{
    return store_->diceSeal(sessionId, action);
}

LogResult<bool> GameLog::addDiceSeal(qint64 sessionId, const QString& commitment, const QString& secret,
                                     const QString& action)
{
    return store_->addDiceSeal(sessionId, commitment, secret, action);
}

LogStatus GameLog::giveSealPhrase(qint64 sessionId, const QString& phrase, const QString& action)
{
    return store_->giveSealPhrase(sessionId, phrase, action);
}

LogStatus GameLog::markSealRevealed(qint64 sessionId, const QString& action)
{
    return store_->markSealRevealed(sessionId, action);
}

LogResult<ProgramDiceSeen> GameLog::programDiceOf(qint64 sessionId) const { return store_->programDiceOf(sessionId); }

LogResult<QList<QJsonObject>> GameLog::sessionRows() const { return store_->sessionRows(); }
LogResult<QList<SessionSeal>> GameLog::sealRows() const { return store_->sealRows(); }

LogStatus GameLog::forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const
{
    return store_->forEachChainRow(visit);
}

LogResult<std::unique_ptr<LogImport>> GameLog::beginImport(const QList<QJsonObject>& sessions,
                                                          const QList<SessionSeal>& seals)
{
    return store_->beginImport(sessions, seals);
}

}  // namespace umpire
