// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_filter_sql.h"

#include <QStringList>

namespace umpire {

FilterSql filterSql(const LogFilter& filter)
{
    FilterSql sql;
    QStringList conditions;
    if (filter.sessionId) {
        conditions << QStringLiteral("e.session_id = ?");
        sql.values << *filter.sessionId;
    }
    if (!filter.procedure.isEmpty()) {
        conditions << QStringLiteral("e.procedure = ?");
        sql.values << filter.procedure;
    }
    const QString text = filter.text.trimmed();
    if (!text.isEmpty()) {
        if (text.toUcs4().size() >= 3) {
            // A quoted FTS5 phrase of trigrams: any substring, case-insensitive, from the index.
            QString phrase = text;
            phrase.replace(QLatin1Char('"'), QStringLiteral("\"\""));
            conditions << QStringLiteral("e.id IN (SELECT rowid FROM entry_search WHERE entry_search MATCH ?)");
            sql.values << QStringLiteral("body : \"%1\"").arg(phrase);
        } else {
            // Too short for a trigram: scan the (small) search bodies instead.
            QString pattern = text;
            pattern.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
                .replace(QLatin1Char('%'), QStringLiteral("\\%"))
                .replace(QLatin1Char('_'), QStringLiteral("\\_"));
            conditions << QStringLiteral("e.id IN (SELECT rowid FROM entry_search WHERE body LIKE ? ESCAPE '\\')");
            sql.values << QStringLiteral("%") + pattern + QStringLiteral("%");
        }
    }
    if (!conditions.isEmpty())
        sql.where = QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    return sql;
}

}  // namespace umpire
