// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

namespace {

// Dice with more faces than this are no tabletop dice; the bound also keeps the exact
// enumeration of outcomes small.
constexpr std::int64_t mostSides = 100;

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
    if (dice.sides < 2 || dice.sides > mostSides)
        context.outOfBounds(positionOf(node), "dice", place, std::to_string(dice.sides) + " sides",
                            "2.." + std::to_string(mostSides) + " sides");
    return dice;
}

}  // namespace umpire
