// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/entry_search_text.h"

#include "log/log_entry.h"
#include "log/resolution_summary.h"

#include <QJsonDocument>
#include <QJsonObject>
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

namespace {

QString resolutionTextOf(LogEntryKind kind, const QByteArray& resolutionJson)
{
    if (kind != LogEntryKind::Roll)
        return QString();
    const QJsonObject resolution = QJsonDocument::fromJson(resolutionJson).object();
    const auto summary = summarizeResolution(resolution);
    return summary ? resolutionSearchText(*summary, resolution) : QString();
}

}  // namespace

QString storedEntrySearchText(const QSqlQuery& row)
{
    const LogEntryKind kind = logEntryKindFromName(row.value(1).toString()).value_or(LogEntryKind::Roll);
    const std::optional<QString> chart =
        row.value(5).isNull() ? std::nullopt : std::optional<QString>(row.value(5).toString());
    return entrySearchText(resolutionTextOf(kind, row.value(2).toByteArray()), row.value(3).toString(),
                           row.value(4).toString(), chart, row.value(6).toString(), row.value(7).toString());
}

QString pendingEntrySearchText(const QJsonObject& columns)
{
    const auto text = [&columns](const char* name) { return columns.value(QLatin1String(name)).toString(); };
    const LogEntryKind kind = logEntryKindFromName(text("kind")).value_or(LogEntryKind::Roll);
    const QJsonValue chart = columns.value(QLatin1String("chart_result"));
    return entrySearchText(resolutionTextOf(kind, text("resolution").toUtf8()), text("turn"), text("phase"),
                           chart.isString() ? std::optional<QString>(chart.toString()) : std::nullopt, text("note"),
                           text("void_reason"));
}

}  // namespace umpire
