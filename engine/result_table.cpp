// SPDX-License-Identifier: GPL-3.0-or-later
#include "result_table.h"

#include <algorithm>

namespace umpire {

const TableRow* ResultTable::rowFor(std::int64_t roll) const
{
    for (const auto& row : rows)
        if (row.rolls.contains(roll))
            return &row;
    return nullptr;
}

bool ResultTable::cellFromOverlay(std::size_t row, std::size_t column) const
{
    return std::find(fromOverlay.begin(), fromOverlay.end(), std::pair{row, column}) != fromOverlay.end();
}

}  // namespace umpire
