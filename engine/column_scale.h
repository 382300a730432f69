// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"
#include "fraction.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// One column of a two-dimensional table. A column covers values from `atLeast` (inclusive)
/// up to the next column's `atLeast`; the first column has no lower bound.
struct TableColumn {
    std::string id;      ///< As printed: "3/2", "+4", "5-6".
    std::string label;   ///< Longer form shown to players: "3 to 2", "7 to 1 or more".
    std::optional<Fraction> atLeast;
};

/// What happens when column shifts push past the first or last column.
struct ColumnOverflow {
    enum class Kind { Clamp, DieRoll, Refuse };
    Kind kind = Kind::Clamp;
    /// DieRoll only: die modifier per column beyond the edge (Verdun: +1 per column past 7/1).
    std::int64_t perColumn = 0;
    /// Beyond the last column only: the last column spans this much of the value, and each further
    /// span counts as one more (virtual) column before shifts. Absent: the last column is open-ended.
    std::optional<Fraction> step;
};

/// An edge's overflow that holds only when `when` does (a game option, an input): such cases
/// are tried in order before the edge's own overflow, which holds otherwise.
struct ConditionalOverflow {
    Expression when;
    ColumnOverflow overflow;
};

/// How a side's strength, once its modifiers are applied, is rounded before the odds.
enum class StrengthRounding { Exact, Down, Up, Nearest };

/// How a two-dimensional table picks its column.
struct ColumnScale {
    enum class Basis {
        Ratio,       ///< attacker / defender, exact, compared with each column's bound.
        Difference,  ///< attacker - defender.
        Value,       ///< one value (a strength or factor range).
    };

    Basis basis = Basis::Ratio;
    /// Ratio and Difference: the two strengths before strength modifiers (exact: 8 1/2 is a strength).
    std::optional<Expression> attacker;
    std::optional<Expression> defender;
    /// Ratio and Difference: the rules' rounding of each strength after its modifiers.
    StrengthRounding strengthRounding = StrengthRounding::Exact;
    /// Value: the value itself.
    std::optional<Expression> value;
    std::string label;  ///< What the value is called: "odds", "fire factor".
    std::string rule;
    /// Ratio only, when the defender's strength is 0: use the last column (true) or refuse (false).
    bool zeroDefenderIsLastColumn = false;

    std::vector<TableColumn> columns;
    ColumnOverflow beyondFirst;  ///< Otherwise: when no case of beyondFirstCases holds.
    ColumnOverflow beyondLast;
    std::vector<ConditionalOverflow> beyondFirstCases;
    std::vector<ConditionalOverflow> beyondLastCases;

    /// Index of the column covering `v` (always one: the first column is open below).
    std::size_t columnFor(const Fraction& v) const;
    /// The overflow in force past the first (or last) column for these values.
    const ColumnOverflow& overflowPast(bool first, const Bindings& values) const;
};

const char* columnBasisName(ColumnScale::Basis basis);
/// "exact", "down", "up", "nearest"
const char* strengthRoundingName(StrengthRounding rounding);

}  // namespace umpire
