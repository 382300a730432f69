// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace umpire {

/// The parts of a resolution (`umpire-cli resolve --json`) the log keeps in their own columns
/// so it can list, filter and export without parsing the whole object.
struct ResolutionSummary {
    QString game;
    QString procedure;
    std::optional<QString> column;
    QList<int> dice;
    std::optional<int> natural;
    std::optional<int> modified;
    std::optional<int> drmTotal;
    std::optional<QString> resultCode;
    QString resultText;
    /// The whole resolution as stored: compact JSON, keys sorted.
    QByteArray canonicalJson;
};

/// Checks the shape of a resolution and extracts its summary. Only "procedure" is required;
/// every other known key, when present, must have its documented type.
LogResult<ResolutionSummary> summarizeResolution(const QJsonObject& resolution);

/// The resolution's part of the text LogFilter::text searches: procedure, column, result,
/// situation values, applied modifiers and the other outcome details, one per line.
QString resolutionSearchText(const ResolutionSummary& summary, const QJsonObject& resolution);

/// The applied modifiers as one line: "Artillery support (7.3) +2; Forest (7.4) -1".
QString appliedModifiersText(const QJsonObject& resolution);

/// What a resolution gives besides its result, as one line: the step, named dice, hits, outputs,
/// triggers, game options and the players' own chart values
/// ("step bombard; French die 5; French losses 2; triggered: Low Ammo; chart: Table 1, rifle = 4").
QString outcomeDetailsText(const QJsonObject& resolution);

/// A game option's value as players read it, from an item of a resolution's "options": the
/// choice's label ("The army"); for entries logged before labels were kept, the value's id.
QString optionValueText(const QJsonObject& option);

/// The situation as one line: "attacker=3; terrain=forest".
QString situationText(const QJsonObject& resolution);

}  // namespace umpire
