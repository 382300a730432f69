// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolution.h"

namespace umpire {

std::int64_t NamedThrow::total() const
{
    std::int64_t sum = 0;
    for (const auto face : faces)
        sum += face;
    return sum;
}

bool Resolution::rowReadFromNamedDice() const
{
    // Without a code (the printed chart is still to be read) no row gave the result.
    return !named.empty() && !outcome.chartNeeded && !outcome.code.empty();
}

}  // namespace umpire
