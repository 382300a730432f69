// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "refusal.h"
#include "strength_change.h"

#include <cstdint>
#include <variant>

namespace umpire {

struct GridMethod;
class Bindings;

/// Finds a grid's column: strengths (with their modifiers), the exact value, its band, the
/// shifts, and what happens past either edge. Throws ArithmeticError.
std::variant<ColumnReport, Refusal> findColumn(const GridMethod& grid, const Bindings& values, std::int64_t shift,
                                               const StrengthChange& attacker, const StrengthChange& defender);

}  // namespace umpire
