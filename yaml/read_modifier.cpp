// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/read_expression.h"
#include "yaml/readers.h"

#include <algorithm>
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

// A total modifier names the total it adds to; a target modifier needs a test to have a target.
void readKindDetails(const MappingReader& reader, Modifier& modifier, const std::vector<std::string>& totals,
                     std::string_view resolutionKind)
{
    ReadContext& context = reader.context();
    if (modifier.kind == ModifierKind::Total && reader.has("kind")) {
        if (const auto total = reader.text("total")) {
            if (std::find(totals.begin(), totals.end(), *total) == totals.end())
                context.unknownReference(reader.positionOf("total"), "total", "total", *total, reader.place(), totals);
            modifier.total = *total;
        } else {
            reader.require("total");
        }
    } else {
        reader.refuse("total", "only total modifiers add to a named total");
    }
    if (modifier.kind == ModifierKind::Target && !resolutionKind.empty() && resolutionKind != "test")
        context.doesNotFit(reader.positionOf("kind"), "kind", "target", reader.place(),
                           "only a test has a target, and this one resolves by " + std::string(resolutionKind));
}

SideTotal readSideTotal(const YAML::Node& node, ReadContext& context)
{
    const MappingReader reader(node, MappingKind::SideTotal, context);
    return {reader.text("id").value_or(""), reader.text("label").value_or("")};
}

Modifier readModifier(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                      const std::vector<std::string>& totals, std::string_view resolutionKind)
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
            context.wrongType(reader.positionOf("kind"), "kind", reader.place(), "drm, shift, strength, target or total",
                              describeFound(reader.value("kind")));
        }
    }
    readKindDetails(reader, modifier, totals, resolutionKind);
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
    // A strength may be multiplied (halved in mud) instead of added to: `factor` in place of `value`.
    if (modifier.kind == ModifierKind::Strength && reader.has("factor")) {
        reader.refuse("value", "a strength modifier either adds a value or multiplies by a factor");
        reader.refuse("group", "a cap limits added values, not factors");
        modifier.factor = reader.expression("factor", names.scope, ValueType::Kind::Fraction);
    } else {
        if (modifier.kind != ModifierKind::Strength)
            reader.refuse("factor", "only a strength modifier multiplies by a factor");
        if (reader.require("value"))
            if (auto value = reader.expression("value", names.scope, ValueType::Kind::Integer))
                modifier.value = std::move(*value);
    }

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
