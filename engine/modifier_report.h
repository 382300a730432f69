// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modifier.h"

#include <cstdint>
#include <string>

namespace umpire {

/// How one modifier came out for a situation: applied with its value, or not with the reason.
struct ModifierReport {
    std::string id;
    std::string label;
    std::string rule;
    ModifierKind kind = ModifierKind::DieRoll;
    StrengthSide side = StrengthSide::Attacker;
    bool applied = false;
    std::int64_t value = 0;
    std::string reason;
    std::string total{};  ///< Total modifiers: which side's total.
};

/// How a cap came out: whether it bit, and the group's total before and after.
struct CapReport {
    std::string id;
    std::string label;
    std::string rule;
    bool bit = false;
    std::int64_t before = 0;
    std::int64_t after = 0;
};

}  // namespace umpire
