// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sqlite_log_store.h"

#include "log/log_rows.h"
#include "log/log_sql_values.h"
#include "log/write_transaction.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

LogResult<QList<LogSession>> SqliteLogStore::sessions() const
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(sessionSelect() + QStringLiteral(" ORDER BY s.id")))
        return fault(QStringLiteral("cannot list sessions"), query.lastError());
    QList<LogSession> list;
    while (query.next())
        list << readSession(query);
    return list;
}

LogResult<LogSession> SqliteLogStore::session(qint64 id) const
{
    QSqlQuery query(database());
    query.prepare(sessionSelect() + QStringLiteral(" WHERE s.id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return fault(QStringLiteral("cannot read session %1").arg(id), query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("%1: no session %2 in this game log").arg(path_).arg(id));
    return readSession(query);
}

LogResult<std::optional<LogSession>> SqliteLogStore::newestSession() const
{
    QSqlQuery query(database());
    if (!query.exec(sessionSelect() + QStringLiteral(" ORDER BY s.id DESC LIMIT 1")))
        return fault(QStringLiteral("cannot read the newest session"), query.lastError());
    if (!query.next())
        return std::optional<LogSession>();
    return std::optional<LogSession>(readSession(query));
}

LogResult<qint64> SqliteLogStore::newSession(const QString& game, const QString& scenario, const QStringList& players)
{
    const QString action = QStringLiteral("cannot start a session");
    if (auto refused = refuseWrite(action))
        return *refused;
    if (game.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: the game is empty").arg(path_, action));
    QJsonArray names;
    for (const QString& player : players) {
        if (player.trimmed().isEmpty())
            return LogError::refused(QStringLiteral("%1: %2: a player name is empty").arg(path_, action));
        names << player.trimmed();
    }
    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO sessions (game, scenario, players, created_utc) VALUES (?, ?, ?, ?)"));
    insert.addBindValue(game.trimmed());
    insert.addBindValue(nonNull(scenario.trimmed()));
    insert.addBindValue(QString::fromUtf8(QJsonDocument(names).toJson(QJsonDocument::Compact)));
    insert.addBindValue(nowUtc(QDateTime()));
    if (!insert.exec())
        return fault(action, insert.lastError());
    const qint64 id = insert.lastInsertId().toLongLong();
    QSqlQuery count(db);
    count.prepare(QStringLiteral("INSERT INTO session_counts (session_id, entries) VALUES (?, 0)"));
    count.addBindValue(id);
    if (!count.exec())
        return fault(action, count.lastError());
    if (auto error = transaction.commit())
        return fault(action, *error);
    return id;
}

}  // namespace umpire
