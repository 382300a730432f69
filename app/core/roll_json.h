// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/chart_question.h"

#include <QJsonObject>
#include <QList>

#include <optional>
#include <set>
#include <string>

namespace umpire {

struct Assessment;
struct OutcomeDistribution;
struct Resolution;

/// One thrown step in the shape the log keeps: resolutionJson(), with the seed when the
/// program threw its dice, the cells the players read off their chart for this throw, and which
/// of them were read for an earlier throw of the game and kept.
QJsonObject thrownStepJson(const Assessment& assessment, const OutcomeDistribution& distribution, const Resolution& resolution,
                           std::optional<quint64> seed, const ChartReadings& readings, const std::set<std::string>& keptReadings);

/// The steps of one roll as one object (oldest first in `steps`): the last step's object, with
/// the earlier ones under "steps" in the order thrown. A single step is returned as it is.
QJsonObject nestSteps(QList<QJsonObject> steps);

/// The steps of one roll as `resolve --json` prints them: a procedure of several steps as what
/// its steps share (game, procedure, situation, options) and its result (the last step listed's,
/// null while that step is not thrown), with every step, first to last and each whole, under
/// "steps"; a single step as it is. The log keeps nestSteps() instead: its stored entries keep
/// one shape, old and new.
QJsonObject stepsAtTopLevel(const QList<QJsonObject>& steps);

}  // namespace umpire
