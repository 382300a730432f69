// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "situation.h"

namespace umpire {

struct Game;
struct Procedure;
struct WorkedExample;

/// A realistic situation to time or compare a procedure with: the scalar inputs of its first
/// worked example, or its defaults when it has none (units inputs are left to their defaults).
Situation firstExampleSituation(const Game& game, const Procedure& procedure);

/// The situation of one worked example: its inputs, units, game options and chart readings. A
/// value that does not parse is left out (checkExamples reports it).
Situation exampleSituation(const Game& game, const Procedure& procedure, const WorkedExample& example);

}  // namespace umpire
