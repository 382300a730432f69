// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_log_store.h"

#include "log/chain_writer.h"
#include "log/entry_hash.h"
#include "log/log_rows.h"
#include "log/log_sql_values.h"
#include "log/server_connection.h"
#include "log/server_fault.h"
#include "log/server_log_schema.h"

#include <QAtomicInteger>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

// This file connects to the server and keeps the sessions; appends live in
// server_log_store_append.cpp, reading and verifying in server_log_store_queries.cpp.

namespace umpire {
namespace {

const QString kDriver = QStringLiteral("QPSQL");
/// How long one statement may run on the server before it cancels it: long enough for a
/// verify's or a copy's reading of a large log, short enough that a stuck server is reported.
constexpr int kStatementTimeoutMs = 120000;
constexpr int kConnectTimeoutSeconds = 10;

QString newConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("umpire-club-log-%1").arg(counter.fetchAndAddRelaxed(1));
}

}  // namespace

ServerLogStore::ServerLogStore() = default;

ServerLogStore::~ServerLogStore()
{
    close();
}

QSqlDatabase ServerLogStore::database() const
{
    return QSqlDatabase::database(connectionName_, false);
}

LogError ServerLogStore::fault(const QString& action, const QSqlError& error) const
{
    return serverFault(shown_, action, error);
}

LogError ServerLogStore::failed(const QString& action, const QSqlError& error) const
{
    if (isConnectionLost(error))
        lost_ = true;
    return fault(action, error);
}

bool ServerLogStore::isOpen() const
{
    return !connectionName_.isEmpty() && database().isOpen();
}

void ServerLogStore::close()
{
    if (connectionName_.isEmpty())
        return;
    database().close();
    QSqlDatabase::removeDatabase(connectionName_);
    connectionName_.clear();
    sessions_.clear();
    version_ = 0;
    lost_ = false;
}

LogStatus ServerLogStore::open(const QString& address, const LogOpenOptions& options)
{
    close();
    const auto connection = serverConnection(address);
    if (!connection)
        return connection.failure();
    shown_ = connection->shown;
    settings_ = connection->settings;
    // A server that does not answer is reported after a few seconds, not after libpq's minutes.
    if (!settings_.contains(QLatin1String("connect_timeout")))
        settings_ += QStringLiteral(" connect_timeout=%1").arg(kConnectTimeoutSeconds);
    readOnly_ = options.readOnly;
    busyTimeoutMs_ = options.busyTimeoutMs;
    connectionName_ = newConnectionName();
    QSqlDatabase::addDatabase(kDriver, connectionName_);
    if (auto connected = connect(); !connected) {
        close();
        return connected;
    }
    // No handle on the connection may outlive this read: close() below removes it.
    const auto version = [this] {
        QSqlDatabase db = database();
        return ServerLogSchema::version(db, shown_);
    }();
    if (!version) {
        close();
        return version.failure();
    }
    if (!*version) {
        close();
        return LogError{QStringLiteral("club log %1: this database holds no club log yet; the club's administrator "
                                       "makes one with `umpire-cli log setup-server %1`")
                            .arg(shown_)};
    }
    if (**version > ServerLogSchema::currentVersion) {
        const int found = **version;
        close();
        return LogError{QStringLiteral("club log %1: it was made by a newer Umpire (schema version %2; this one knows "
                                       "%3); update Umpire to use it")
                            .arg(shown_)
                            .arg(found)
                            .arg(ServerLogSchema::currentVersion)};
    }
    version_ = **version;
    return logOk();
}

LogStatus ServerLogStore::connect() const
{
    QSqlDatabase db = database();
    db.close();
    db.setConnectOptions(settings_);
    if (!db.open())
        return fault(QStringLiteral("cannot connect to the server"), db.lastError());
    QSqlQuery setup(db);
    const QStringList statements{
        QStringLiteral("SET search_path TO umpire, public"),
        // An append waits this long for the other tables' appends before it gives up.
        QStringLiteral("SET lock_timeout = %1").arg(busyTimeoutMs_),
        QStringLiteral("SET statement_timeout = %1").arg(std::max(kStatementTimeoutMs, busyTimeoutMs_)),
        // A server configured to acknowledge commits before they are on disk would lose rolls.
        QStringLiteral("SET synchronous_commit = on"),
        QStringLiteral("SET default_transaction_read_only = %1").arg(readOnly_ ? QStringLiteral("on") : QStringLiteral("off")),
    };
    for (const QString& statement : statements) {
        if (!setup.exec(statement))
            return fault(QStringLiteral("cannot set up the connection"), setup.lastError());
    }
    lost_ = false;
    return logOk();
}

LogStatus ServerLogStore::reconnectIfLost() const
{
    if (connectionName_.isEmpty())
        return LogError{QStringLiteral("club log %1: the game log is not open").arg(shown_)};
    // Qt's driver also reports a connection the server closed as a database no longer open,
    // whatever the error that showed it.
    if (!lost_ && database().isOpen())
        return logOk();
    return connect();
}

std::optional<LogError> ServerLogStore::refuseWrite(const QString& action) const
{
    if (readOnly_)
        return LogError::refused(QStringLiteral("club log %1: %2: the log is open read-only").arg(shown_, action));
    return std::nullopt;
}

LogResult<QList<LogSession>> ServerLogStore::sessions() const
{
    const QString action = QStringLiteral("cannot list sessions");
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(sessionSelect() + QStringLiteral(" ORDER BY s.id")))
        return failed(action, query.lastError());
    QList<LogSession> list;
    while (query.next())
        list << readSession(query);
    return list;
}

LogResult<LogSession> ServerLogStore::session(qint64 id) const
{
    const QString action = QStringLiteral("cannot read session %1").arg(id);
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlQuery query(database());
    query.prepare(sessionSelect() + QStringLiteral(" WHERE s.id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return failed(action, query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("club log %1: no session %2 in this game log").arg(shown_).arg(id));
    return readSession(query);
}

LogResult<std::optional<LogSession>> ServerLogStore::newestSession() const
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlQuery query(database());
    if (!query.exec(sessionSelect() + QStringLiteral(" ORDER BY s.id DESC LIMIT 1")))
        return failed(QStringLiteral("cannot read the newest session"), query.lastError());
    if (!query.next())
        return std::optional<LogSession>();
    return std::optional<LogSession>(readSession(query));
}

LogResult<qint64> ServerLogStore::newSession(const QString& game, const QString& scenario, const QStringList& players)
{
    const QString action = QStringLiteral("cannot start a session");
    if (auto refused = refuseWrite(action))
        return *refused;
    if (game.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("club log %1: %2: the game is empty").arg(shown_, action));
    QJsonArray names;
    for (const QString& player : players) {
        if (player.trimmed().isEmpty())
            return LogError::refused(QStringLiteral("club log %1: %2: a player name is empty").arg(shown_, action));
        names << player.trimmed();
    }
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlQuery insert(database());
    insert.prepare(QStringLiteral("INSERT INTO sessions (game, scenario, players, created_utc) VALUES (?, ?, ?, ?) "
                                  "RETURNING id"));
    insert.addBindValue(game.trimmed());
    insert.addBindValue(nonNull(scenario.trimmed()));
    insert.addBindValue(QString::fromUtf8(QJsonDocument(names).toJson(QJsonDocument::Compact)));
    insert.addBindValue(nowUtc(QDateTime()));
    if (!insert.exec() || !insert.next())
        return failed(action, insert.lastError());
    return insert.value(0).toLongLong();
}

bool ServerLogStore::followAppends(QObject* receiver, const std::function<void(qint64)>& appended)
{
    QSqlDriver* driver = database().driver();
    const QString channel = QString::fromLatin1(notifyChannel);
    // A second follower of the same connection shares its subscription.
    if (!driver || (!driver->subscribedToNotifications().contains(channel) && !driver->subscribeToNotification(channel)))
        return false;
    QObject::connect(driver, &QSqlDriver::notification, receiver,
                     [appended](const QString& name, QSqlDriver::NotificationSource, const QVariant& payload) {
                         if (name == QLatin1String(notifyChannel))
                             appended(payload.toLongLong());
                     });
    return true;
}

LogResult<QJsonObject> ServerLogStore::sessionColumns(qint64 id, const QString& action)
{
    if (auto cached = sessions_.constFind(id); cached != sessions_.constEnd())
        return *cached;
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM sessions WHERE id = ?").arg(hashedSessionColumns().join(QStringLiteral(", "))));
    query.addBindValue(id);
    if (!query.exec())
        return failed(action, query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("club log %1: %2: session %3 does not exist").arg(shown_, action).arg(id));
    const QJsonObject columns = canonicalColumns(query, hashedSessionColumns());
    sessions_.insert(id, columns);
    return columns;
}

}  // namespace umpire
