// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace YAML {
class Node;
}

namespace umpire {

struct Game;
class ReadContext;

/// Fills the lookup tables of `game` from an overlay's `lookups` mapping (table id -> its rows,
/// and columns for a missing table that knew none). Only missing values may be filled; every
/// value filled is recorded as the player's own.
void mergeLookupOverlay(const YAML::Node& lookups, Game& game, ReadContext& context);

}  // namespace umpire
