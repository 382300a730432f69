// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

/// Campaigns of Napoleon's first battle example, as `umpire-cli resolve` arguments: guns on
/// both sides, so each bombardment die counts.
inline QStringList napoleonBattleSituation()
{
    return {"resolve", "campaigns-of-napoleon-light", "battle", "--set", "attacker=french", "--set", "french_sp=30",
            "--set", "coalition_sp=20", "--set", "french_artillery_points=6", "--set", "coalition_artillery_points=3",
            "--set", "french_cavalry_sp=4", "--set", "french_tactical_leaders=1", "--set", "french_senior_initiative=4",
            "--set", "french_guard_staked_sp=5", "--set", "coalition_additional_forces=1", "--set", "outflanking_hexes=1",
            "--set", "defender_terrain=true", "--set", "defender_hexsides=secondary"};
}
