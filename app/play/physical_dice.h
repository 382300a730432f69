// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire {

/// Reads the dice a player typed for a throw of `count` dice of `sides` sides: faces separated
/// by commas, spaces or semicolons ("4", "3,5", "3 5"). Nullopt with `problem` saying what is
/// wrong (not dice, the wrong count, a face the die does not have).
std::optional<std::vector<std::int64_t>> readPhysicalDice(const QString& text, std::int64_t count, std::int64_t sides,
                                                          QString& problem);

}  // namespace umpire
