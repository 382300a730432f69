// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

#include "engine/assessment_names.h"

namespace umpire {

Interpretation readInterpretation(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    Interpretation interpretation;
    const MappingReader reader(node, MappingKind::Interpretation, context);
    if (!reader.isMapping())
        return interpretation;
    interpretation.id = reader.text("id").value_or("");
    if (const Interpretation* shared = context.sharedInterpretation(interpretation.id)) {
        // One of the game's: its words are written once, at the top of the module.
        for (const std::string_view key : {"rule", "text"})
            reader.refuse(key, "'" + interpretation.id + "' is one of the game's interpretations: its rule and text are "
                               "given once, under the module's 'interpretations'; here only its 'when'");
        interpretation.rule = shared->rule;
        interpretation.text = shared->text;
        interpretation.shared = true;
    } else {
        interpretation.rule = reader.text("rule").value_or("");
        if (reader.require("text"))
            interpretation.text = reader.text("text").value_or("");
    }
    if (reader.has("when")) {
        // An interpretation may depend on what the assessment found, not only on the inputs.
        NameScope scope(&names.scope);
        declareAssessmentNames(scope);
        interpretation.when = reader.expression("when", scope, ValueType::Kind::Boolean);
    }
    return interpretation;
}

Interpretation readSharedInterpretation(const YAML::Node& node, ReadContext& context)
{
    Interpretation interpretation;
    const MappingReader reader(node, MappingKind::SharedInterpretation, context);
    interpretation.id = reader.text("id").value_or("");
    interpretation.rule = reader.text("rule").value_or("");
    interpretation.text = reader.text("text").value_or("");
    return interpretation;
}

}  // namespace umpire
