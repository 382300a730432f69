// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "roll_range.h"
#include "value.h"

#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// One key of a lookup table: a span of whole numbers ("2..3", "14..") or a choice option id.
struct LookupKey {
    std::optional<RollRange> range;
    std::string option;  ///< Set when the key is a choice option.
    std::string label;   ///< As the printed chart heads it.

    bool matches(const Value& key) const;
    std::string toString() const;
};

/// A table that expressions read with lookup(table, row) or lookup(table, row, column): a row
/// key, an optional column key, and a number in each cell. A cell without a value, or the
/// whole table when `missing`, is absent from our sources: the players read it off the chart.
struct LookupTable {
    std::string id;
    std::string label;
    std::string rule;
    std::string rowLabel;     ///< What the rows are keyed by ("artillery points").
    std::string columnLabel;  ///< Two-key tables only.
    std::vector<LookupKey> rows;
    std::vector<LookupKey> columns;  ///< Empty for a one-key table.
    /// cells[row][column] (one column for a one-key table); nullopt: missing from our sources.
    std::vector<std::vector<std::optional<Value>>> cells;
    bool missing = false;
    bool fractions = false;  ///< Values may be fractions (2.5 %), else whole numbers.
    /// Cells the player filled from their own chart through an overlay (row, column).
    std::vector<std::pair<std::size_t, std::size_t>> fromOverlay;

    std::size_t keyCount() const { return columns.empty() ? 1 : 2; }
    /// Index of the row (or column) matching `key`, or nullopt.
    static std::optional<std::size_t> find(const std::vector<LookupKey>& keys, const Value& key);
    bool cellFromOverlay(std::size_t row, std::size_t column) const;
};

}  // namespace umpire
