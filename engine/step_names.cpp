// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_names.h"

#include "expression.h"
#include "step_expressions.h"

namespace umpire {

void collectNamesRead(const Procedure& step, std::set<std::string>& names)
{
    forEachStepExpression(step, [&](const Expression& e) {
        if (!e.isValid())
            return;
        for (auto& name : e.namesUsed())
            names.insert(std::move(name));
    });
}

}  // namespace umpire
