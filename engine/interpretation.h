// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"

#include <optional>
#include <string>

namespace umpire {

/// How the module reads a rule that is silent or ambiguous; shown beside every result it touches.
struct Interpretation {
    std::string id;
    std::string rule;
    std::string text;
    /// Absent: always in force for the procedure.
    std::optional<Expression> when;
    /// The rule and the text are one of the game's interpretations (Game::interpretations),
    /// named here by its id: several procedures show the same reading, each with its own `when`.
    bool shared = false;
};

}  // namespace umpire
