// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

#include <algorithm>

namespace umpire {

ModifierCap readModifierCap(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                            const std::vector<std::string>& groups)
{
    ModifierCap cap;
    const MappingReader reader(node, MappingKind::Cap, context);
    if (!reader.isMapping())
        return cap;
    cap.id = reader.text("id").value_or("");
    cap.label = reader.text("label").value_or("");
    cap.rule = reader.text("rule").value_or("");

    // A cap limits either one group of modifiers or every modifier of one kind.
    if (reader.has("group") && reader.has("kind")) {
        reader.refuse("kind", "a cap limits either a group or a kind of modifier, not both");
    } else if (!reader.has("group") && !reader.has("kind")) {
        context.missingKey(reader.position(), "group' or 'kind", reader.place());
    }
    if (const auto group = reader.text("group")) {
        if (std::find(groups.begin(), groups.end(), *group) == groups.end())
            context.unknownReference(reader.positionOf("group"), "group", "modifier group", *group, reader.place(),
                                     groups);
        cap.group = *group;
    }
    if (const auto kindName = reader.text("kind"); kindName && !reader.has("group")) {
        cap.kind = modifierKindFromName(*kindName);
        if (!cap.kind)
            context.wrongType(reader.positionOf("kind"), "kind", reader.place(), "drm, shift or target",
                              describeFound(reader.value("kind")));
        else if (*cap.kind == ModifierKind::Strength || *cap.kind == ModifierKind::Total)
            // Each side has its own strength and totals: a cap on the whole kind would mix them.
            context.doesNotFit(reader.positionOf("kind"), "kind", *kindName, reader.place(),
                               "strength and total modifiers belong to one side each; cap them through a 'group'");
    }

    if (!reader.has("min") && !reader.has("max"))
        context.missingKey(reader.position(), "min' or 'max", reader.place());
    if (reader.has("min"))
        cap.min = reader.expression("min", names.scope, ValueType::Kind::Integer);
    if (reader.has("max"))
        cap.max = reader.expression("max", names.scope, ValueType::Kind::Integer);
    return cap;
}

}  // namespace umpire
