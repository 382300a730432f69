// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/refusal.h"

#include <QString>

namespace umpire {

/// A refusal as the window says it, in the interface's language: the program's own wording for
/// the kinds it knows (an input not given names it by its label), the engine's sentence for the
/// others (a module's constraint is already in the game's texts of that language).
QString refusalText(const Refusal& refusal);

}  // namespace umpire
