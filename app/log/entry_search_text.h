// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

class QSqlQuery;

namespace umpire {

/// The text LogFilter::text searches for one entry: `resolutionText` (resolutionSearchText():
/// procedure, column, result, situation values, applied modifiers) plus turn, phase, chart
/// result, note and void reason, one per line.
QString entrySearchText(const QString& resolutionText, const QString& turn, const QString& phase,
                        const std::optional<QString>& chartResult, const QString& note,
                        const QString& voidReason);

/// The columns storedEntrySearchText() reads, in its order, with `entries` as `e` and
/// `entry_resolutions` as `r` (joined by entry id): the id first.
QString storedSearchColumns();

/// The search text of a stored entry, from a row of storedSearchColumns(): what
/// entrySearchText() gives for the entry as it was appended.
QString storedEntrySearchText(const QSqlQuery& row);

/// The search text of an entry about to be appended, from its hashed columns (PendingEntry).
QString pendingEntrySearchText(const QJsonObject& columns);

}  // namespace umpire
