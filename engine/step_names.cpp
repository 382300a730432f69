// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_names.h"

#include "expression.h"
#include "procedure.h"
#include "step_expressions.h"
#include "text_template.h"

namespace umpire {

void collectNamesRead(const Procedure& step, std::set<std::string>& names)
{
    forEachStepExpression(step, [&](const Expression& e) {
        names.insert(e.namesUsed().begin(), e.namesUsed().end());
    });
    // What the step shows before its dice is counted with the chances of the steps before it.
    for (const auto& shown : step.shown) {
        if (shown.value)
            names.insert(shown.value->namesUsed().begin(), shown.value->namesUsed().end());
        for (const auto& shownCase : shown.cases) {
            if (shownCase.when)
                names.insert(shownCase.when->namesUsed().begin(), shownCase.when->namesUsed().end());
            for (auto& name : placeholderNames(shownCase.text))
                names.insert(std::move(name));
        }
    }
}

}  // namespace umpire
