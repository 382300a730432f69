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

}  // namespace umpire
