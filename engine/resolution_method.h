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
};

/// Column chosen by odds, difference or value and shifted; row by modified roll.
struct GridMethod {
    ColumnScale scale;
    ResultTable table;
    std::optional<RollClamp> clamp;
};

/// One branch of a test: the first whose condition holds gives the result.
struct TestOutcome {
    std::optional<Expression> when;  ///< Absent: otherwise (must be last).
    std::string result;
};

/// Roll against a target number; names `roll`, `natural` and `target` are in scope.
struct TestMethod {
    Expression target;
    std::string targetLabel;
    std::vector<TestOutcome> outcomes;
};

/// Roll several dice and count those that hit; names `die` (natural face) and `roll` (face plus
/// the die modifiers) are in scope of `hit`. The result code is the number of hits.
struct CountMethod {
    Expression hit;
};

using ResolutionMethod = std::variant<TableMethod, GridMethod, TestMethod, CountMethod>;

/// "table", "grid", "test", "count"
const char* resolutionKindName(const ResolutionMethod& method);

}  // namespace umpire
