// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace umpire {

struct Assessment;
struct Game;

/// Marks the dice of an assessed step that cannot change anything the players act on in this
/// situation: for every throw of the other dice, each of their totals gives the same result,
/// the same outputs and triggers, and the same values to the later steps. Such dice are not
/// asked for (Bombardment by a side without guns; a rounding die when there is nothing to
/// round). A step with too many throws to compare, or whose result texts, notes or follow-ups
/// read the dice, keeps every die. Throws nothing: a throw that cannot be evaluated keeps them.
void markDiceNotNeeded(const Game& game, Assessment& a);

}  // namespace umpire
