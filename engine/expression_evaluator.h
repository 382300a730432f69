// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "value.h"

namespace umpire {

class Bindings;
class ThrowFrame;
struct ExpressionNode;

/// Evaluates a checked expression tree. `frame` is the throw's frame when the tree was
/// compiled against its slots (names then read their slot), else null (names read by name).
/// Throws ArithmeticError on overflow, division by zero or min/max over an empty list.
Value evaluateExpressionNode(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame);

}  // namespace umpire
