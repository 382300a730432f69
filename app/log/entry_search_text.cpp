// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/entry_search_text.h"

#include "log/log_entry.h"
#include "log/resolution_summary.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace umpire {

QString entrySearchText(const QString& resolutionText, const QString& turn, const QString& phase,
                        const std::optional<QString>& chartResult, const QString& note,
                        const QString& voidReason)
{
    QStringList parts{resolutionText};
    parts << turn << phase << chartResult.value_or(QString()) << note << voidReason;
    parts.removeAll(QString());
    return parts.join(QLatin1Char('\n'));
}

QString storedSearchColumns()
{
    return QStringLiteral("e.id, e.kind, r.resolution, e.turn, e.phase, e.chart_result, e.note, e.void_reason");
}

QString storedEntrySearchText(const QSqlQuery& row)
{
    const LogEntryKind kind = logEntryKindFromName(row.value(1).toString()).value_or(LogEntryKind::Roll);
    QString resolutionText;
    if (kind == LogEntryKind::Roll) {
        const QJsonObject resolution = QJsonDocument::fromJson(row.value(2).toByteArray()).object();
        if (auto summary = summarizeResolution(resolution))
            resolutionText = summary->searchText;
    }
    const std::optional<QString> chart =
        row.value(5).isNull() ? std::nullopt : std::optional<QString>(row.value(5).toString());
    return entrySearchText(resolutionText, row.value(3).toString(), row.value(4).toString(), chart,
                           row.value(6).toString(), row.value(7).toString());
}

}  // namespace umpire
