// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace umpire {

/// Why a situation cannot be resolved: an input out of range, an unknown input, a broken
/// constraint or impossible arithmetic. `subject` names the input or constraint at fault.
struct Refusal {
    std::string subject;
    std::string message;
    std::string rule;
};

}  // namespace umpire
