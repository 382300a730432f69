// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_filter_sql.h"

#include <QStringList>

namespace umpire {

FilterSql filterSql(const LogFilter& filter, bool waitingTexts)
{
    FilterSql sql;
    QStringList conditions;
    const QString text = filter.text.trimmed();
    if (text.toUcs4().size() >= 3) {
        // The matches come from the trigram index itself, newest first, with the entries
        // joined by id: a list of the newest N stops after N, however common the text. The
        // session's first and last ids bound the index scan to that session's stretch.
        QString phrase = text;
        phrase.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        const QString match = QStringLiteral("body : \"%1\"").arg(phrase);
        if (waitingTexts) {
            sql.from = QStringLiteral(" FROM (SELECT rowid AS id FROM main.entry_search WHERE entry_search MATCH ?"
                                      " UNION ALL SELECT rowid FROM temp.waiting_search WHERE waiting_search MATCH ?) f"
                                      " CROSS JOIN entries e ON e.id = f.id");
            sql.orderBy = QStringLiteral("f.id");
            sql.values << match << match;
        } else {
            sql.from = QStringLiteral(" FROM entry_search f CROSS JOIN entries e ON e.id = f.rowid");
            sql.orderBy = QStringLiteral("f.rowid");
            conditions << QStringLiteral("f.entry_search MATCH ?");
            sql.values << match;
        }
        if (filter.sessionId) {
            conditions << QStringLiteral("%1 BETWEEN (SELECT min(id) FROM entries WHERE session_id = ?)"
                                         " AND (SELECT max(id) FROM entries WHERE session_id = ?)")
                              .arg(sql.orderBy);
            sql.values << *filter.sessionId << *filter.sessionId;
        }
    }
    if (filter.sessionId) {
        conditions << QStringLiteral("e.session_id = ?");
        sql.values << *filter.sessionId;
    }
    if (!filter.procedure.isEmpty()) {
        conditions << QStringLiteral("e.procedure = ?");
        sql.values << filter.procedure;
    }
    if (!text.isEmpty() && text.toUcs4().size() < 3) {
        // Too short for a trigram: scan the (small) search bodies instead.
        QString pattern = text;
        pattern.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('%'), QStringLiteral("\\%"))
            .replace(QLatin1Char('_'), QStringLiteral("\\_"));
        const QString like = QStringLiteral("%") + pattern + QStringLiteral("%");
        if (waitingTexts) {
            conditions << QStringLiteral("(e.id IN (SELECT rowid FROM entry_search WHERE body LIKE ? ESCAPE '\\')"
                                         " OR e.id IN (SELECT rowid FROM temp.waiting_search WHERE body LIKE ? ESCAPE '\\'))");
            sql.values << like << like;
        } else {
            conditions << QStringLiteral("e.id IN (SELECT rowid FROM entry_search WHERE body LIKE ? ESCAPE '\\')");
            sql.values << like;
        }
    }
    if (!conditions.isEmpty())
        sql.where = QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    return sql;
}

}  // namespace umpire
