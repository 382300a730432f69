// SPDX-License-Identifier: GPL-3.0-or-later
#include "assessment_names.h"

#include "assessment.h"
#include "name_scope.h"

namespace umpire {

void declareAssessmentNames(NameScope& scope)
{
    for (const auto name : assessmentNames)
        scope.declare(std::string(name), ValueType::integer());
}

void bindAssessmentNames(Bindings& bindings, const Assessment& a)
{
    const ColumnReport none;
    const ColumnReport& c = a.column ? *a.column : none;
    bindings.bind("drm_total", a.dieModifierTotal);
    bindings.bind("shift_total", c.shift);
    bindings.bind("column_base", c.baseIndex);
    bindings.bind("column_index", static_cast<std::int64_t>(c.index));
    bindings.bind("columns_past", c.overflowColumns);
    bindings.bind("attacker_strength", c.attackerStrength.value_or(0));
    bindings.bind("defender_strength", c.defenderStrength.value_or(0));
}

}  // namespace umpire
