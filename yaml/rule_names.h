// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// Every rule reference a game defines (its procedures', inputs', modifiers', results',
/// reference entries'...), to read or change; what the engine copies into an assessment comes
/// from these.
void forEachRule(Game& game, const std::function<void(std::string&)>& visit);

/// The parts of a rule reference, split at its commas: "12.3, example of play" gives "12.3" and
/// "example of play".
std::vector<std::string> ruleParts(std::string_view rule);

/// True when a part of a rule reference is a name in words ("example of play", "Table 2"), which
/// a companion names in its language, rather than a number ("7.4.3", "7.6a", "2.A.1") or a
/// chart's abbreviation in capitals ("TEC").
bool isRuleName(std::string_view part);

/// The reference with each part that `names` holds replaced by its name there.
std::string renamedRule(std::string_view rule, const std::vector<std::pair<std::string, std::string>>& names);

}  // namespace umpire
