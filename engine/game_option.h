// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "input_spec.h"

#include <string>

namespace umpire {

/// An optional rule or a contested reading, chosen once for a play session and read by
/// expressions by its id (Duel of Eagles' Bloody Struggle, Verdun's fortress shift).
struct GameOption {
    std::string id;
    std::string label;
    std::string rule;
    std::string help;
    ScalarSpec spec;  ///< Boolean or choice, with its default.
};

}  // namespace umpire
