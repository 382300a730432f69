// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

namespace umpire {

class Expression;
struct Procedure;

/// Visits every expression of one step that a throw's evaluation can read: conditions, values,
/// the row and column, outcomes, notes, follow-up inputs, conversions, outputs and triggers.
/// Texts shown with a roll are not expressions and are not visited.
void forEachStepExpression(const Procedure& step, const std::function<void(const Expression&)>& visit);

}  // namespace umpire
