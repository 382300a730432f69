// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/search_index.h"

#include "log/entry_search_text.h"

#include <QSqlQuery>
#include <QVariant>

namespace umpire {

std::optional<qint64> newestIndexedEntry(QSqlDatabase& db, QSqlError& error)
{
    // Ordered by rowid, FTS5 reads its content table from the end: one look-up, not a scan.
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT rowid FROM main.entry_search ORDER BY rowid DESC LIMIT 1"))) {
        error = query.lastError();
        return std::nullopt;
    }
    return query.next() ? query.value(0).toLongLong() : 0;
}

std::optional<qint64> waitingSearchCount(QSqlDatabase& db, QSqlError& error)
{
    const auto indexed = newestIndexedEntry(db, error);
    if (!indexed)
        return std::nullopt;
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT count(*) FROM entries WHERE id > ?"));
    query.addBindValue(*indexed);
    if (!query.exec() || !query.next()) {
        error = query.lastError();
        return std::nullopt;
    }
    return query.value(0).toLongLong();
}

std::optional<QSqlError> writeWaitingSearchTexts(QSqlDatabase& db, const QString& table)
{
    QSqlError error;
    const auto indexed = newestIndexedEntry(db, error);
    if (!indexed)
        return error;
    QSqlQuery rows(db);
    rows.setForwardOnly(true);
    rows.prepare(QStringLiteral("SELECT %1 FROM entries e LEFT JOIN entry_resolutions r ON r.entry_id = e.id"
                                " WHERE e.id > ? ORDER BY e.id")
                     .arg(storedSearchColumns()));
    rows.addBindValue(*indexed);
    if (!rows.exec())
        return rows.lastError();
    QSqlQuery insert(db);
    if (!insert.prepare(QStringLiteral("INSERT INTO %1 (rowid, body) VALUES (?, ?)").arg(table)))
        return insert.lastError();
    while (rows.next()) {
        insert.bindValue(0, rows.value(0).toLongLong());
        insert.bindValue(1, storedEntrySearchText(rows));
        if (!insert.exec())
            return insert.lastError();
    }
    if (rows.lastError().isValid())
        return rows.lastError();
    return std::nullopt;
}

}  // namespace umpire
