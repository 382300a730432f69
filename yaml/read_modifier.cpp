// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/read_expression.h"
#include "yaml/readers.h"

#include <array>

namespace umpire {

namespace {

constexpr std::array<StrengthSide, 2> strengthSides = {StrengthSide::Attacker, StrengthSide::Defender};

std::optional<StrengthSide> strengthSideFromName(std::string_view name)
{
    for (const auto side : strengthSides) {
        if (name == strengthSideName(side))
            return side;
    }
    return std::nullopt;
}

}  // namespace

Modifier readModifier(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    Modifier modifier;
    const MappingReader reader(node, MappingKind::Modifier, context);
    if (!reader.isMapping())
        return modifier;
    modifier.id = reader.text("id").value_or("");
    modifier.label = reader.text("label").value_or("");
    modifier.rule = reader.text("rule").value_or("");
    modifier.group = reader.text("group").value_or("");

    if (const auto kindName = reader.text("kind")) {
        if (const auto kind = modifierKindFromName(*kindName)) {
            modifier.kind = *kind;
        } else {
            context.wrongType(reader.positionOf("kind"), "kind", reader.place(), "drm, shift or strength",
                              describeFound(reader.value("kind")));
        }
    }
    if (modifier.kind == ModifierKind::Strength && reader.has("kind")) {
        if (reader.require("side")) {
            if (const auto sideName = reader.text("side")) {
                if (const auto side = strengthSideFromName(*sideName))
                    modifier.side = *side;
                else
                    context.wrongType(reader.positionOf("side"), "side", reader.place(), "attacker or defender",
                                      describeFound(reader.value("side")));
            }
        }
    } else {
        reader.refuse("side", "only strength modifiers name a side");
    }

    if (reader.has("when"))
        modifier.when = reader.expression("when", names.scope, ValueType::Kind::Boolean);
    if (auto value = reader.expression("value", names.scope, ValueType::Kind::Integer))
        modifier.value = std::move(*value);

    for (const char* key : {"applied", "not_applied"}) {
        const YAML::Node text = reader.value(key);
        if (text.IsDefined())
            checkPlaceholders(text, key, reader.place(), names.valueNames, context);
    }
    modifier.applied = reader.text("applied").value_or("");
    modifier.notApplied = reader.text("not_applied").value_or("");
    return modifier;
}

}  // namespace umpire
