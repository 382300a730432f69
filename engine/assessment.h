#pragma once

#include "modifier_report.h"
#include "name_scope.h"
#include "situation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

struct Procedure;
struct Interpretation;

/// How the column was found: the strengths, the raw value, the shifts and any overflow.
struct ColumnReport {
    std::optional<std::int64_t> attackerStrength;
    std::optional<std::int64_t> defenderStrength;
    std::string valueText;           ///< "12:5 = 2.4", "+3", "7".
    /// Column before shifts; past the last column when the scale counts columns beyond it.
    std::int64_t baseIndex = 0;
    std::int64_t shift = 0;          ///< Net shift, positive to the right.
    std::size_t index = 0;           ///< Column used.
    std::string id;
    std::string label;
    std::int64_t overflowColumns = 0;  ///< Columns pushed past an edge (negative: past the first).
    std::int64_t overflowDieModifier = 0;
};

/// Everything known about a situation before the dice: modifiers, caps, column, target, dice.
/// The distribution and every roll are computed from it.
struct Assessment {
    const Procedure* procedure = nullptr;
    Situation situation;
    Bindings values;  ///< Inputs (with defaults filled in) and derived values.
    std::vector<ModifierReport> modifiers;
    std::vector<CapReport> caps;
    std::int64_t dieModifierTotal = 0;  ///< Including any column overflow.
    std::optional<ColumnReport> column;
    std::optional<std::int64_t> target;  ///< Test procedures.
    std::int64_t diceCount = 1;
    std::int64_t diceSides = 6;
    std::vector<const Interpretation*> interpretations;  ///< In force for this situation.
};

}  // namespace umpire
