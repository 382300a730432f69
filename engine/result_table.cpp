// SPDX-License-Identifier: GPL-3.0-or-later
#include "result_table.h"

namespace umpire {

const TableRow* ResultTable::rowFor(std::int64_t roll) const
{
    for (const auto& row : rows)
        if (row.rolls.contains(roll))
            return &row;
    return nullptr;
}

}  // namespace umpire
