// SPDX-License-Identifier: GPL-3.0-or-later
#include "arithmetic_error.h"

namespace umpire {

std::int64_t checkedAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t r = 0;
    if (__builtin_add_overflow(a, b, &r))
        throw ArithmeticError("the numbers are too large (integer overflow)");
    return r;
}

std::int64_t checkedSub(std::int64_t a, std::int64_t b)
{
    std::int64_t r = 0;
    if (__builtin_sub_overflow(a, b, &r))
        throw ArithmeticError("the numbers are too large (integer overflow)");
    return r;
}

std::int64_t checkedMul(std::int64_t a, std::int64_t b)
{
    std::int64_t r = 0;
    if (__builtin_mul_overflow(a, b, &r))
        throw ArithmeticError("the numbers are too large (integer overflow)");
    return r;
}

}  // namespace umpire
