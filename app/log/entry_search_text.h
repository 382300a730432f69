// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace umpire {

/// The text LogFilter::text searches for one entry: `resolutionText` (ResolutionSummary::searchText:
/// procedure, column, result, situation values, applied modifiers) plus turn, phase, chart
/// result, note and void reason, one per line.
QString entrySearchText(const QString& resolutionText, const QString& turn, const QString& phase,
                        const std::optional<QString>& chartResult, const QString& note,
                        const QString& voidReason);

}  // namespace umpire
