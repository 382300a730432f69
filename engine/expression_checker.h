// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"
#include "expression_node.h"

#include <vector>

namespace umpire {

class NameScope;

/// Resolves names and calls and gives every node its type; false (with errors) when it does not fit.
bool checkExpressionTree(ExpressionNode& node, const NameScope& scope, std::vector<ExpressionError>& errors);

}  // namespace umpire
