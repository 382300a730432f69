// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "refusal.h"

#include <vector>

namespace umpire {

struct Procedure;
struct Situation;
class Bindings;

/// Checks every value of a situation against its procedure's inputs (unknown names, types,
/// bounds, unit counts) and binds each input, with defaults for the ones not set.
std::vector<Refusal> bindSituationInputs(const Procedure& procedure, const Situation& situation, Bindings& bindings);

}  // namespace umpire
