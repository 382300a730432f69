// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "column_scale.h"
#include "expression.h"
#include "result_table.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace umpire {

/// Keeps the modified roll within the table's rows (Verdun: 0 to 9).
struct RollClamp {
    std::int64_t min = 0;
    std::int64_t max = 0;
};

/// Modified roll -> result code, read from one column of rows.
struct TableMethod {
    ResultTable table;
    std::optional<RollClamp> clamp;
    /// Optional: the row key, when it is not the modified roll (CoN: the advantaged die plus
    /// its modifier). May read the named dice.
    std::optional<Expression> row;
};

/// Column chosen by odds, difference or value and shifted; row by modified roll.
struct GridMethod {
    ColumnScale scale;
    ResultTable table;
    std::optional<RollClamp> clamp;
    std::optional<Expression> row;  ///< As for TableMethod.
    /// True when the column reads the dice (`by: value` over a named die): it is then found
    /// for each throw instead of before the roll.
    bool columnReadsDice = false;
};

/// One branch of a test: the first whose condition holds gives the result.
struct TestOutcome {
    std::optional<Expression> when;  ///< Absent: otherwise (must be last).
    std::string result;
};

/// Roll against a target number; names `roll`, `natural` and `target` are in scope.
/// Without dice it is a decision: the outcomes read the inputs alone.
struct TestMethod {
    std::optional<Expression> target;  ///< Absent for a decision.
    bool decision = false;             ///< `kind: decision`: no dice, no target.
    std::string targetLabel;
    std::vector<TestOutcome> outcomes;
};

/// Roll several dice and count those that hit; names `die` (natural face) and `roll` (face plus
/// the die modifiers) are in scope of `hit`. The result code is the number of hits.
struct CountMethod {
    Expression hit;
};

/// No result code of its own: the step's outputs and triggers are what it gives
/// (CoN bombardment: each side's losses, looked up per side).
struct OutputsMethod {};

using ResolutionMethod = std::variant<TableMethod, GridMethod, TestMethod, CountMethod, OutputsMethod>;

/// "table", "grid", "test", "count", "outputs"
const char* resolutionKindName(const ResolutionMethod& method);

}  // namespace umpire
