// SPDX-License-Identifier: GPL-3.0-or-later
// A club log read and written row by row as the entries' hashes cover them, for copying a log
// between a file and a club's server (log_copy.h) without changing a byte of any entry.
#include "log/server_log_store.h"

#include "log/entry_hash.h"
#include "log/entry_search_text.h"
#include "log/log_sql_values.h"
#include "log/server_fault.h"
#include "log/server_log_schema.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>

namespace umpire {
namespace {

/// The client ids of copied entries, made from their hashes: a copy is told from another by its
/// content, and copying the same log twice makes the same ids.
const QUuid kCopiedEntries = QUuid::fromString(QStringLiteral("7d1c1a3e-61a4-4f0e-9a4f-0b8f5b2f4c11"));

class ServerLogImport final : public LogImport {
public:
    ServerLogImport(QSqlDatabase db, QString shown) : db_(std::move(db)), shown_(std::move(shown)) {}
    ~ServerLogImport() override
    {
        if (active_)
            db_.rollback();
    }

    LogStatus start(const QList<QJsonObject>& sessions, const QList<SessionSeal>& seals)
    {
        if (!db_.transaction())
            return fault(db_.lastError());
        active_ = true;
        QSqlQuery query(db_);
        // Other tables' appends wait until the copy is in.
        if (!query.exec(QStringLiteral("SELECT head_id FROM chain_head FOR UPDATE")) || !query.next())
            return fault(query.lastError());
        if (!query.exec(QStringLiteral("SELECT count(*) FROM sessions")) || !query.next())
            return fault(query.lastError());
        if (query.value(0).toLongLong() > 0)
            return LogError::refused(QStringLiteral("club log %1: cannot copy into it: it already holds %2 sessions; "
                                                    "copy into a new club log")
                                         .arg(shown_)
                                         .arg(query.value(0).toLongLong()));
        query.prepare(QStringLiteral("INSERT INTO sessions (%1) VALUES (?, ?, ?, ?, ?)")
                          .arg(hashedSessionColumns().join(QStringLiteral(", "))));
        for (const QJsonObject& session : sessions) {
            int index = 0;
            for (const QString& column : hashedSessionColumns())
                query.bindValue(index++, toSqlValue(session.value(column)));
            if (!query.exec())
                return fault(query.lastError());
        }
        // The next session started here follows the copied ones.
        if (!sessions.isEmpty() &&
            !query.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('umpire.sessions', 'id'), max(id)) FROM sessions")))
            return fault(query.lastError());
        // Sealed, not revealed and with no roll yet: the server's trigger checks and counts each
        // copied sealed roll as it comes, and finish() marks the revealed ones.
        query.prepare(QStringLiteral("INSERT INTO dice_seals (session_id, commitment, sealed_utc, secret, phrase, phrase_utc)"
                                     " VALUES (?, ?, ?, ?, ?, ?)"));
        for (const SessionSeal& seal : seals) {
            query.bindValue(0, seal.sessionId);
            query.bindValue(1, seal.commitment);
            query.bindValue(2, nowUtc(seal.sealed));
            query.bindValue(3, seal.secret.value_or(QString()));
            query.bindValue(4, seal.phrase.isEmpty() ? QVariant() : QVariant(seal.phrase));
            query.bindValue(5, seal.phraseGiven.isValid() ? QVariant(nowUtc(seal.phraseGiven)) : QVariant());
            if (!query.exec())
                return fault(query.lastError());
            if (seal.isRevealed())
                revealed_.insert(seal.sessionId, nowUtc(seal.revealed));
        }
        QStringList columns = hashedEntryColumns();
        columns << QStringLiteral("hash") << QStringLiteral("search_text") << QStringLiteral("client_id")
                << QStringLiteral("id");
        QStringList marks;
        for (qsizetype i = 0; i < columns.size(); ++i)
            marks << QStringLiteral("?");
        marks[marks.size() - 2] = QStringLiteral("CAST(? AS uuid)");
        insert_ = QSqlQuery(db_);
        if (!insert_.prepare(QStringLiteral("INSERT INTO entries (%1) VALUES (%2)")
                                 .arg(ServerLogSchema::columnList(columns), marks.join(QStringLiteral(", ")))))
            return fault(insert_.lastError());
        return logOk();
    }

    LogStatus add(const ChainRow& row) override
    {
        if (row.id <= lastId_)
            return LogError::refused(
                QStringLiteral("club log %1: cannot copy entry %2: it comes after entry %3").arg(shown_).arg(row.id).arg(lastId_));
        int index = 0;
        for (const QString& column : hashedEntryColumns())
            insert_.bindValue(index++, toSqlValue(row.columns.value(column)));
        insert_.bindValue(index++, row.hash);
        insert_.bindValue(index++, pendingEntrySearchText(row.columns));
        insert_.bindValue(index++, QUuid::createUuidV5(kCopiedEntries, row.hash).toString(QUuid::WithoutBraces));
        insert_.bindValue(index, row.id);
        if (!insert_.exec())
            return fault(insert_.lastError());
        lastId_ = row.id;
        lastHash_ = row.hash;
        return logOk();
    }

    LogStatus finish() override
    {
        insert_.finish();
        QSqlQuery reveal(db_);
        reveal.prepare(QStringLiteral("UPDATE dice_seals SET revealed_utc = ? WHERE session_id = ?"));
        for (auto it = revealed_.constBegin(); it != revealed_.constEnd(); ++it) {
            reveal.bindValue(0, it.value());
            reveal.bindValue(1, it.key());
            if (!reveal.exec())
                return fault(reveal.lastError());
        }
        if (lastId_ > 0) {
            QSqlQuery head(db_);
            head.prepare(QStringLiteral("UPDATE chain_head SET head_id = ?, head_hash = ?"));
            head.addBindValue(lastId_);
            head.addBindValue(lastHash_);
            if (!head.exec())
                return fault(head.lastError());
        }
        active_ = false;
        if (!db_.commit())
            return fault(db_.lastError());
        return logOk();
    }

private:
    LogError fault(const QSqlError& error) const
    {
        return serverFault(shown_, QStringLiteral("cannot copy into the log"), error);
    }

    QSqlDatabase db_;
    QString shown_;
    bool active_ = false;
    QSqlQuery insert_;
    QHash<qint64, QString> revealed_;  ///< by session, when its seal was revealed
    qint64 lastId_ = 0;
    QString lastHash_;
};

}  // namespace

LogResult<QList<QJsonObject>> ServerLogStore::sessionRows() const
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM sessions ORDER BY id").arg(hashedSessionColumns().join(QStringLiteral(", ")))))
        return failed(QStringLiteral("cannot read the sessions"), query.lastError());
    QList<QJsonObject> rows;
    while (query.next()) {
        rows << canonicalColumns(query, hashedSessionColumns());
    }
    return rows;
}

LogStatus ServerLogStore::forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const
{
    if (auto connected = reconnectIfLost(); !connected)
        return connected;
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, hash, %1 FROM entries ORDER BY id").arg(ServerLogSchema::columnList(hashedEntryColumns()))))
        return failed(QStringLiteral("cannot read the entries"), query.lastError());
    ChainRow row;
    while (query.next()) {
        row.id = query.value(0).toLongLong();
        row.hash = query.value(1).toString();
        row.columns = canonicalColumns(query, hashedEntryColumns(), 2);
        if (!visit(row))
            return logOk();
    }
    if (query.lastError().isValid())
        return failed(QStringLiteral("cannot read the entries"), query.lastError());
    return logOk();
}

LogResult<std::unique_ptr<LogImport>> ServerLogStore::beginImport(const QList<QJsonObject>& sessions,
                                                                 const QList<SessionSeal>& seals)
{
    const QString action = QStringLiteral("cannot copy into the log");
    if (auto refused = refuseWrite(action))
        return *refused;
    if (auto connected = reconnectIfLost(); !connected)
        return connected.failure();
    if (!seals.isEmpty()) {
        if (auto refused = refuseSeals(
                QStringLiteral("cannot copy into the log: the log copied has %1 sealed session(s)").arg(seals.size())))
            return *refused;
    }
    auto import = std::make_unique<ServerLogImport>(database(), shown_);
    if (auto started = import->start(sessions, seals); !started)
        return started.failure();
    return std::unique_ptr<LogImport>(std::move(import));
}

}  // namespace umpire
