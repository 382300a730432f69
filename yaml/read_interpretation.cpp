// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

#include "engine/assessment_names.h"

namespace umpire {

Interpretation readInterpretation(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    Interpretation interpretation;
    const MappingReader reader(node, MappingKind::Interpretation, context);
    interpretation.id = reader.text("id").value_or("");
    interpretation.rule = reader.text("rule").value_or("");
    interpretation.text = reader.text("text").value_or("");
    if (reader.has("when")) {
        // An interpretation may depend on what the assessment found, not only on the inputs.
        NameScope scope(&names.scope);
        declareAssessmentNames(scope);
        interpretation.when = reader.expression("when", scope, ValueType::Kind::Boolean);
    }
    return interpretation;
}

}  // namespace umpire
