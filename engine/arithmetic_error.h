// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <stdexcept>

namespace umpire {

/// Raised when exact arithmetic cannot give an answer (overflow, division by zero, empty aggregate).
/// Resolver::assess and resolve turn it into a refusal of the situation.
class ArithmeticError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Checked 64-bit operations; each throws ArithmeticError on overflow.
std::int64_t checkedAdd(std::int64_t a, std::int64_t b);
std::int64_t checkedSub(std::int64_t a, std::int64_t b);
std::int64_t checkedMul(std::int64_t a, std::int64_t b);

}  // namespace umpire
