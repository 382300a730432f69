// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"
#include "expression_node.h"

#include <memory>
#include <string_view>
#include <vector>

namespace umpire {

/// Builds the syntax tree of an expression (untyped); nullptr when the syntax is wrong.
std::shared_ptr<ExpressionNode> parseExpressionTree(std::string_view text, std::vector<ExpressionError>& errors);

}  // namespace umpire
