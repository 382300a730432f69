#pragma once

#include "log/log_entry.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace umpire {

/// The text LogFilter::text searches for one entry: the resolution's summary text (procedure,
/// column, result, situation values, applied modifiers) plus turn, phase, chart result, note
/// and void reason, one per line.
QString entrySearchText(LogEntryKind kind, const QJsonObject& resolution, const QString& turn,
                        const QString& phase, const std::optional<QString>& chartResult,
                        const QString& note, const QString& voidReason);

}  // namespace umpire
