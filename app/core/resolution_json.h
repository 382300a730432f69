// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

#include <cstdint>
#include <optional>

namespace umpire {

struct Assessment;
struct Resolution;
struct OutcomeDistribution;
struct Procedure;

/// The situation's values as JSON: integers, booleans, option ids, and lists of unit objects.
QJsonObject situationJson(const Assessment& assessment);

/// One resolved roll (or only the assessment when `resolution` is null) in the shape that
/// `umpire-cli resolve --json` prints and the game log stores: game, procedure, situation,
/// modifiers, drm_total, column, roll, result, interpretations, distribution.
QJsonObject resolutionJson(const Assessment& assessment, const OutcomeDistribution& distribution,
                           const Resolution* resolution);

/// The chances of one step keyed by what they are the chances of, as `resolve --json` prints
/// them beside the lists of resolutionJson(): "results" by code (with the result's label),
/// "outputs" by output id then value, "triggers" by trigger id, each {probability, percent};
/// "needs_chart" (results) and "not_computed" (an output) for the outcomes only the printed
/// chart settles. Empty when the outcomes were too many to count.
QJsonObject keyedChancesJson(const Assessment& assessment, const OutcomeDistribution& distribution);

}  // namespace umpire
