// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "roll_range.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace umpire {

/// One row of a result table: the modified rolls it covers and one cell per column
/// (a single cell for a one-dimensional table). A cell with no value is missing from our
/// sources: the players read it off their printed chart.
struct TableRow {
    RollRange rolls;
    std::vector<std::optional<std::string>> cells;
};

/// Rows of result codes indexed by modified roll (and by column for a two-dimensional table).
struct ResultTable {
    std::vector<TableRow> rows;
    /// True when the whole table is absent from our sources: only rows (or none) are known.
    bool missing = false;
    /// Cells the player filled from their own chart through an overlay (row, column).
    std::vector<std::pair<std::size_t, std::size_t>> fromOverlay;

    /// The row covering `roll`, or nullptr when none does.
    const TableRow* rowFor(std::int64_t roll) const;
    bool cellFromOverlay(std::size_t row, std::size_t column) const;
};

}  // namespace umpire
