// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "situation.h"

namespace umpire {

struct Game;
struct Procedure;

/// A realistic situation to time or compare a procedure with: the scalar inputs of its first
/// worked example, or its defaults when it has none (units inputs are left to their defaults).
Situation firstExampleSituation(const Game& game, const Procedure& procedure);

}  // namespace umpire
