// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// One token of the expression language.
struct ExpressionToken {
    enum class Kind { Number, Name, Symbol, End };
    Kind kind = Kind::End;
    std::string text;
    std::int64_t number = 0;
    std::size_t offset = 0;
};

/// Splits expression text into tokens; reports characters that belong to no token.
std::vector<ExpressionToken> tokenizeExpression(std::string_view text, std::vector<ExpressionError>& errors);

}  // namespace umpire
