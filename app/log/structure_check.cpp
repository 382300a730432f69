// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/structure_check.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace umpire {
namespace {

/// SQLite lists at most this many problems; the first few say enough.
constexpr int kProblemsShown = 3;

}  // namespace

QString structureProblem(const QSqlDatabase& db)
{
    QSqlQuery check(db);
    check.setForwardOnly(true);
    if (!check.exec(QStringLiteral("PRAGMA quick_check(%1)").arg(kProblemsShown)))
        return check.lastError().text();
    QStringList lines;
    while (check.next()) {
        // One row may hold several lines, headed by the database's name ("*** in database main ***").
        for (const QString& line : check.value(0).toString().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            if (!line.startsWith(QLatin1String("***")))
                lines << line.trimmed();
    }
    if (check.lastError().isValid())
        lines << check.lastError().text();
    if (lines == QStringList{QStringLiteral("ok")})
        return {};
    return lines.join(QStringLiteral("; "));
}

}  // namespace umpire
