// SPDX-License-Identifier: GPL-3.0-or-later
#include "assessment_names.h"

#include "assessment.h"
#include "name_scope.h"

namespace umpire {

void declareAssessmentNames(NameScope& scope)
{
    for (const auto name : assessmentNames) {
        const bool exact = name == "attacker_strength" || name == "defender_strength" || name == "column_value";
        scope.declare(std::string(name), exact ? ValueType::fraction() : ValueType::integer());
    }
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
    bindings.bind("attacker_strength", Value(c.attackerStrength.value_or(Fraction(0))));
    bindings.bind("defender_strength", Value(c.defenderStrength.value_or(Fraction(0))));
    bindings.bind("column_value", Value(c.value.value_or(Fraction(0))));
}

}  // namespace umpire
