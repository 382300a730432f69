// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/search_index.h"

#include <QSqlQuery>

namespace umpire {

std::optional<QSqlError> indexPendingSearch(QSqlDatabase& db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("INSERT INTO entry_search (rowid, body) SELECT entry_id, body FROM search_pending "
                                   "ORDER BY entry_id"))
        || !query.exec(QStringLiteral("DELETE FROM search_pending")))
        return query.lastError();
    return std::nullopt;
}

std::optional<qint64> pendingSearchCount(QSqlDatabase& db, QSqlError& error)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM search_pending")) || !query.next()) {
        error = query.lastError();
        return std::nullopt;
    }
    return query.value(0).toLongLong();
}

}  // namespace umpire
