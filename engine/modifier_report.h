// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fraction.h"
#include "modifier.h"

#include <cstdint>
#include <optional>
#include <string>

namespace umpire {

/// How one modifier came out for a situation: applied with its value, or not with the reason.
/// Whose words `ModifierReport::reason` are. The program's own wording (a condition that does
/// not hold, a value that comes to 0) is left to the program that shows it, in its reader's
/// language; the engine gives the module's sentence, if any, to go with it.
enum class ModifierReasonKind {
    Stated,          ///< applied; `reason` is the module's applied sentence or empty (the label then says it all)
    ConditionFalse,  ///< the condition does not hold; `reason` is the module's not_applied sentence or empty
    ComesToZero,     ///< the value comes to 0; `reason` is the module's applied sentence or empty
};

struct ModifierReport {
    std::string id;
    std::string label;
    std::string rule;
    ModifierKind kind = ModifierKind::DieRoll;
    StrengthSide side = StrengthSide::Attacker;
    bool applied = false;
    std::int64_t value = 0;
    std::string reason;
    std::string total{};  ///< Total modifiers: which side's total.
    ModifierReasonKind reasonKind = ModifierReasonKind::Stated;
    /// A strength factor's exact multiplier (`value` stays 0), when applied.
    std::optional<Fraction> factor{};
};

/// How a cap came out: whether it bit, and the group's total before and after.
struct CapReport {
    std::string id;
    std::string label;
    std::string rule;
    bool bit = false;
    std::int64_t before = 0;
    std::int64_t after = 0;
};

}  // namespace umpire
