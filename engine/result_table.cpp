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

std::optional<std::pair<std::int64_t, std::int64_t>> ResultTable::namedSpan() const
{
    std::optional<std::pair<std::int64_t, std::int64_t>> span;
    for (const auto& row : rows) {
        for (const auto& bound : {row.rolls.low, row.rolls.high}) {
            if (!bound)
                continue;
            if (!span)
                span = std::make_pair(*bound, *bound);
            span->first = std::min(span->first, *bound);
            span->second = std::max(span->second, *bound);
        }
    }
    return span;
}

}  // namespace umpire
