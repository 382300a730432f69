// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire {

struct Assessment;

/// Reads the dice a player typed for a throw of `count` dice of `sides` sides: faces separated
/// by commas, spaces or semicolons ("4", "3,5", "3 5"). Nullopt with `problem` saying what is
/// wrong (not dice, the wrong count, a face the die does not have).
std::optional<std::vector<std::int64_t>> readPhysicalDice(const QString& text, std::int64_t count, std::int64_t sides,
                                                          QString& problem);

/// Reads every die of one step: `text` gives them all in the module's order ("6,1": the French
/// artillery die, then the Coalition's), or `perDie` gives each named die (group) its own text.
/// Faces are checked against each die's sides; problems name the die.
std::optional<std::vector<std::int64_t>> readStepDice(const Assessment& step, const QString& text, const QStringList* perDie,
                                                      QString& problem);

}  // namespace umpire
