// SPDX-License-Identifier: GPL-3.0-or-later
// A log file read and written row by row as the entries' hashes cover them, for copying a log
// between a file and a club's server (log_copy.h) without changing a byte of any entry.
#include "log/sqlite_log_store.h"

#include "log/entry_hash.h"
#include "log/log_sql_values.h"
#include "log/sql_fault.h"
#include "log/write_transaction.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace umpire {
namespace {

class SqliteLogImport final : public LogImport {
public:
    SqliteLogImport(QSqlDatabase db, QString path, int busyTimeoutMs)
        : db_(db), path_(std::move(path)), busyTimeoutMs_(busyTimeoutMs), transaction_(db)
    {
    }

    LogStatus start(const QList<QJsonObject>& sessions, const QList<SessionSeal>& seals)
    {
        if (auto error = transaction_.begin())
            return fault(*error);
        QSqlQuery existing(db_);
        if (!existing.exec(QStringLiteral("SELECT count(*) FROM sessions")) || !existing.next())
            return fault(existing.lastError());
        if (existing.value(0).toLongLong() > 0)
            return LogError::refused(QStringLiteral("%1: cannot copy into it: it already holds %2 sessions; copy into a "
                                                    "new log")
                                         .arg(path_)
                                         .arg(existing.value(0).toLongLong()));
        QSqlQuery insert(db_);
        insert.prepare(QStringLiteral("INSERT INTO sessions (%1) VALUES (?, ?, ?, ?, ?)")
                           .arg(hashedSessionColumns().join(QStringLiteral(", "))));
        QSqlQuery count(db_);
        count.prepare(QStringLiteral("INSERT INTO session_counts (session_id, entries) VALUES (?, 0)"));
        for (const QJsonObject& session : sessions) {
            int index = 0;
            for (const QString& column : hashedSessionColumns())
                insert.bindValue(index++, toSqlValue(session.value(column)));
            if (!insert.exec())
                return fault(insert.lastError());
            count.bindValue(0, session.value(QStringLiteral("id")).toInteger());
            if (!count.exec())
                return fault(count.lastError());
        }
        // Sealed, not revealed and with no roll yet: the file's trigger checks and counts each
        // copied sealed roll as it comes, and finish() marks the revealed ones.
        QSqlQuery seal(db_);
        seal.prepare(QStringLiteral("INSERT INTO dice_seals (session_id, commitment, sealed_utc, secret, phrase, phrase_utc)"
                                    " VALUES (?, ?, ?, ?, ?, ?)"));
        for (const SessionSeal& copied : seals) {
            seal.bindValue(0, copied.sessionId);
            seal.bindValue(1, copied.commitment);
            seal.bindValue(2, nowUtc(copied.sealed));
            seal.bindValue(3, copied.secret.value_or(QString()));
            seal.bindValue(4, copied.phrase.isEmpty() ? QVariant() : QVariant(copied.phrase));
            seal.bindValue(5, copied.phraseGiven.isValid() ? QVariant(nowUtc(copied.phraseGiven)) : QVariant());
            if (!seal.exec())
                return fault(seal.lastError());
            if (copied.isRevealed())
                revealed_.insert(copied.sessionId, nowUtc(copied.revealed));
        }
        QStringList columns = hashedEntryColumns();
        columns.removeAll(QStringLiteral("resolution"));
        columns << QStringLiteral("hash") << QStringLiteral("id");
        QStringList marks;
        for (qsizetype i = 0; i < columns.size(); ++i)
            marks << QStringLiteral("?");
        entry_ = QSqlQuery(db_);
        resolution_ = QSqlQuery(db_);
        if (!entry_.prepare(QStringLiteral("INSERT INTO entries (%1) VALUES (%2)")
                                .arg(columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", ")))) ||
            !resolution_.prepare(QStringLiteral("INSERT INTO entry_resolutions (entry_id, resolution) VALUES (?, ?)")))
            return fault(entry_.lastError().isValid() ? entry_.lastError() : resolution_.lastError());
        return logOk();
    }

    LogStatus add(const ChainRow& row) override
    {
        if (row.id <= lastId_)
            return LogError::refused(QStringLiteral("%1: cannot copy entry %2: it comes after entry %3").arg(path_).arg(row.id).arg(lastId_));
        int index = 0;
        for (const QString& column : hashedEntryColumns()) {
            if (column != QLatin1String("resolution"))
                entry_.bindValue(index++, toSqlValue(row.columns.value(column)));
        }
        entry_.bindValue(index++, row.hash);
        entry_.bindValue(index, row.id);
        if (!entry_.exec())
            return fault(entry_.lastError());
        resolution_.bindValue(0, row.id);
        resolution_.bindValue(1, row.columns.value(QStringLiteral("resolution")).toString());
        if (!resolution_.exec())
            return fault(resolution_.lastError());
        ++counts_[row.columns.value(QStringLiteral("session_id")).toInteger()];
        lastId_ = row.id;
        lastHash_ = row.hash;
        return logOk();
    }

    LogStatus finish() override
    {
        QSqlQuery query(db_);
        query.prepare(QStringLiteral("UPDATE session_counts SET entries = ? WHERE session_id = ?"));
        for (auto it = counts_.constBegin(); it != counts_.constEnd(); ++it) {
            query.bindValue(0, it.value());
            query.bindValue(1, it.key());
            if (!query.exec())
                return fault(query.lastError());
        }
        query.prepare(QStringLiteral("UPDATE dice_seals SET revealed_utc = ? WHERE session_id = ?"));
        for (auto it = revealed_.constBegin(); it != revealed_.constEnd(); ++it) {
            query.bindValue(0, it.value());
            query.bindValue(1, it.key());
            if (!query.exec())
                return fault(query.lastError());
        }
        if (lastId_ > 0) {
            query.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('head_id', ?), ('head_hash', ?) "
                                         "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
            query.bindValue(0, QString::number(lastId_));
            query.bindValue(1, lastHash_);
            if (!query.exec())
                return fault(query.lastError());
        }
        entry_.finish();
        resolution_.finish();
        query.finish();
        if (auto error = transaction_.commit())
            return fault(*error);
        return logOk();
    }

private:
    LogError fault(const QSqlError& error) const
    {
        return sqlFault(path_, QStringLiteral("cannot copy into the log"), error, busyTimeoutMs_);
    }

    QSqlDatabase db_;
    QString path_;
    int busyTimeoutMs_;
    WriteTransaction transaction_;
    QSqlQuery entry_;
    QSqlQuery resolution_;
    QHash<qint64, qint64> counts_;
    QHash<qint64, QString> revealed_;  ///< by session, when its seal was revealed
    qint64 lastId_ = 0;
    QString lastHash_;
};

}  // namespace

LogResult<QList<QJsonObject>> SqliteLogStore::sessionRows() const
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT %1 FROM sessions ORDER BY id").arg(hashedSessionColumns().join(QStringLiteral(", ")))))
        return fault(QStringLiteral("cannot read the sessions"), query.lastError());
    QList<QJsonObject> rows;
    while (query.next()) {
        rows << canonicalColumns(query, hashedSessionColumns());
    }
    return rows;
}

LogStatus SqliteLogStore::forEachChainRow(const std::function<bool(const ChainRow&)>& visit) const
{
    QStringList selected;
    for (const QString& column : hashedEntryColumns())
        selected << (column == QLatin1String("resolution") ? QStringLiteral("r.resolution") : QStringLiteral("e.") + column);
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT e.id, e.hash, %1 FROM entries e JOIN entry_resolutions r ON r.entry_id = e.id "
                                   "ORDER BY e.id")
                        .arg(selected.join(QStringLiteral(", ")))))
        return fault(QStringLiteral("cannot read the entries"), query.lastError());
    ChainRow row;
    while (query.next()) {
        row.id = query.value(0).toLongLong();
        row.hash = query.value(1).toString();
        row.columns = canonicalColumns(query, hashedEntryColumns(), 2);
        if (!visit(row))
            return logOk();
    }
    if (query.lastError().isValid())
        return fault(QStringLiteral("cannot read the entries"), query.lastError());
    return logOk();
}

LogResult<std::unique_ptr<LogImport>> SqliteLogStore::beginImport(const QList<QJsonObject>& sessions,
                                                                 const QList<SessionSeal>& seals)
{
    const QString action = QStringLiteral("cannot copy into the log");
    if (auto refused = refuseWrite(action))
        return *refused;
    auto import = std::make_unique<SqliteLogImport>(database(), path_, busyTimeoutMs_);
    if (auto started = import->start(sessions, seals); !started)
        return started.failure();
    return std::unique_ptr<LogImport>(std::move(import));
}

}  // namespace umpire
