// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <functional>
#include <string>

namespace umpire::test {

/// Calls `visit(text, where)` for every text of the game a companion can give in another
/// language: labels, help, results, notes, reference tables, chits... `where` names it
/// ("procedure combat: result DR: notes[1]"). Texts may be changed in place.
void forEachGameText(Game& game, const std::function<void(std::string& text, const std::string& where)>& visit);

}  // namespace umpire::test
