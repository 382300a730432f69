// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"

namespace umpire {

namespace {

// The bound on sides also keeps the exact enumeration of outcomes small.
void checkSides(const DiceSpec& dice, SourcePosition at, std::string_view key, std::string_view place,
                ReadContext& context)
{
    if (dice.sides < 2 || dice.sides > maxSides)
        context.outOfBounds(at, key, place, std::to_string(dice.sides) + " sides",
                            "2.." + std::to_string(maxSides) + " sides");
}

}  // namespace

DiceSpec readDice(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    DiceSpec dice;
    const std::string place = context.owner();
    if (node.IsScalar()) {
        const auto parsed = DiceSpec::parse(node.Scalar());
        if (!parsed) {
            context.wrongType(positionOf(node), "dice", place, "dice like 1d6, 2d6 or {count: ..., sides: 6}",
                              describeFound(node));
            return dice;
        }
        dice = *parsed;
    } else {
        ReadContext::PathScope path(context, "dice");
        const MappingReader reader(node, MappingKind::DiceCount, context);
        if (!reader.isMapping())
            return dice;
        dice.countExpression = reader.expression("count", names.scope, ValueType::Kind::Integer);
        if (const auto sides = reader.integer("sides"))
            dice.sides = *sides;
    }
    checkSides(dice, positionOf(node), "dice", place, context);
    return dice;
}

NamedDice readNamedDice(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    NamedDice group;
    const MappingReader reader(node, MappingKind::NamedDice, context);
    if (!reader.isMapping())
        return group;
    group.id = reader.text("id").value_or("");
    group.label = reader.text("label").value_or("");
    if (reader.has("roll")) {
        // Either "roll: 2d6" or a count expression with its sides, never both.
        reader.refuse("count", "the dice are given by 'roll'");
        reader.refuse("sides", "the dice are given by 'roll'");
        const auto text = reader.text("roll");
        if (!text)
            return group;
        const auto parsed = DiceSpec::parse(*text);
        if (!parsed) {
            context.wrongType(reader.positionOf("roll"), "roll", reader.place(), "dice like 1d6 or 2d6",
                              describeFound(reader.value("roll")));
            return group;
        }
        group.spec = *parsed;
        checkSides(group.spec, reader.positionOf("roll"), "roll", reader.place(), context);
        return group;
    }
    if (!reader.has("count") && !reader.has("sides")) {
        context.missingKey(reader.position(), "roll' or 'count", reader.place());
        return group;
    }
    const bool hasCount = reader.require("count");
    const bool hasSides = reader.require("sides");
    if (hasCount)
        group.spec.countExpression = reader.expression("count", names.scope, ValueType::Kind::Integer);
    if (const auto sides = reader.integer("sides"); hasSides && sides) {
        group.spec.sides = *sides;
        checkSides(group.spec, reader.positionOf("sides"), "sides", reader.place(), context);
    }
    return group;
}

}  // namespace umpire
