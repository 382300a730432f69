// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"

#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// What the engine found on the way to a grid's column, which a shown value may name.
enum class ColumnFinding {
    Value,         ///< The odds, difference or value the column was found from: "12:5 = 2.4".
    BeforeShifts,  ///< The column before column shifts: "2:1".
    AfterShifts,   ///< The column used, after shifts: "3:1".
};

/// "column_value", "column_before_shifts", "column_after_shifts"
const char* columnFindingName(ColumnFinding finding);

/// One text of a shown value by cases: the first whose condition holds is shown.
struct ShownCase {
    std::optional<Expression> when;  ///< Absent: otherwise (must be last).
    std::string text;                ///< {name} is replaced by that value.
};

/// A value the players act on, shown with the ledger before the dice (who is advantaged and
/// why, the odds before and after shifts, a final factor). Exactly one of `value`, `cases` and
/// `finding` says what is shown.
struct ShownValueSpec {
    std::string id;
    std::string label;
    std::string rule;
    std::optional<Expression> value;     ///< A number, or a choice shown by its option's label.
    std::vector<ShownCase> cases;        ///< A text chosen by conditions.
    std::optional<ColumnFinding> finding;  ///< Grid procedures: what the engine found for the column.
};

}  // namespace umpire
