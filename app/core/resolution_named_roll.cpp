// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/resolution_named_roll.h"

#include "engine/resolution.h"

namespace umpire {

std::optional<NamedRoll> namedRollOf(const Resolution& resolution)
{
    if (resolution.named.empty())
        return std::nullopt;
    NamedRoll roll;
    for (const auto& group : resolution.named) {
        NamedRoll::Group g{QString::fromStdString(group.label), {}};
        for (const auto face : group.faces)
            g.faces << face;
        roll.groups << g;
    }
    if (resolution.rowReadFromNamedDice())
        roll.row = resolution.row;
    return roll;
}

}  // namespace umpire
