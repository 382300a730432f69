// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_names.h"

#include "expression.h"
#include "step_expressions.h"

namespace umpire {

void collectNamesRead(const Procedure& step, std::set<std::string>& names)
{
    forEachStepExpression(step, [&](const Expression& e) {
        names.insert(e.namesUsed().begin(), e.namesUsed().end());
    });
}

}  // namespace umpire
