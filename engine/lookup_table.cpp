// SPDX-License-Identifier: GPL-3.0-or-later
#include "lookup_table.h"

#include <algorithm>

namespace umpire {

bool LookupKey::matches(const Value& key) const
{
    if (range)
        return key.isInteger() && range->contains(key.asInteger());
    return key.isChoice() && key.asChoice() == option;
}

std::string LookupKey::toString() const
{
    if (!label.empty())
        return label;
    return range ? range->toString() : option;
}

std::optional<std::size_t> LookupTable::find(const std::vector<LookupKey>& keys, const Value& key)
{
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (keys[i].matches(key))
            return i;
    return std::nullopt;
}

bool LookupTable::cellFromOverlay(std::size_t row, std::size_t column) const
{
    return std::find(fromOverlay.begin(), fromOverlay.end(), std::pair{row, column}) != fromOverlay.end();
}

}  // namespace umpire
