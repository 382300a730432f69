// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modifier.h"
#include "strength_change.h"

#include <cstdint>
#include <map>
#include <string>

namespace umpire {

struct Assessment;
struct Procedure;

/// What a step's modifiers add up to after the caps, kind by kind.
struct ModifierTotals {
    std::int64_t dieRoll = 0;
    std::int64_t columnShift = 0;
    std::int64_t target = 0;
    StrengthChange attackerStrength;
    StrengthChange defenderStrength;
    std::map<std::string, std::int64_t> sides;  ///< Named side totals.
};

/// Evaluates every modifier of `step` into a.modifiers (applied with its value, or not with
/// the reason), then its caps into a.caps, and returns the totals. Throws ArithmeticError.
ModifierTotals evaluateModifierStack(const Procedure& step, Assessment& a);

}  // namespace umpire
