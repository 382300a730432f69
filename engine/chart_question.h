// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <string>
#include <vector>

namespace umpire {

/// A value our sources lack that resolution needs: which printed table to read, at which
/// column and row. The players answer with what their chart shows.
struct ChartQuestion {
    /// Identifies the cell: "table:column:row" (column empty for one-key tables). The answer
    /// is given back under this key.
    std::string key;
    std::string table;       ///< Lookup table id, or the step/procedure id for its result table.
    std::string tableLabel;
    std::string rule;
    std::string column;      ///< As the chart heads it; empty when the table has one key.
    std::string row;
    /// Result codes the cell may hold; empty when the answer is a number.
    std::vector<std::string> codes;

    /// The cell as players find it: "Base attack factor, 4.., rifle" (the table, the column, the
    /// row: the order of the key and of every text that names a cell).
    std::string cellLabel() const;
};

/// The players' readings of printed-chart cells, by ChartQuestion::key.
using ChartReadings = std::map<std::string, std::string, std::less<>>;

/// "table:column:row"
std::string chartKey(const std::string& table, const std::string& column, const std::string& row);

/// "Table label, column, row" (no column for a table of one key): a cell in the key's order.
std::string chartCellLabel(const std::string& tableLabel, const std::string& column, const std::string& row);

/// Thrown while evaluating when a value our sources lack has not been read off the chart yet;
/// the resolver turns it into a question for the players.
struct ChartReadingNeeded {
    ChartQuestion question;
};

}  // namespace umpire
