// SPDX-License-Identifier: GPL-3.0-or-later
#include "modifier.h"

namespace umpire {

const char* modifierKindName(ModifierKind kind)
{
    switch (kind) {
    case ModifierKind::DieRoll: return "drm";
    case ModifierKind::ColumnShift: return "shift";
    case ModifierKind::Strength: return "strength";
    case ModifierKind::Target: return "target";
    case ModifierKind::Total: return "total";
    }
    return "?";
}

std::optional<ModifierKind> modifierKindFromName(std::string_view name)
{
    for (const ModifierKind kind : {ModifierKind::DieRoll, ModifierKind::ColumnShift, ModifierKind::Strength, ModifierKind::Target,
                                   ModifierKind::Total})
        if (name == modifierKindName(kind))
            return kind;
    return std::nullopt;
}

const char* strengthSideName(StrengthSide side)
{
    switch (side) {
    case StrengthSide::Attacker: return "attacker";
    case StrengthSide::Defender: return "defender";
    }
    return "?";
}

}  // namespace umpire
