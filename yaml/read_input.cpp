// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"
#include "yaml/unique_ids.h"

#include <array>

namespace umpire {

namespace {

constexpr std::array<InputSpec::Kind, 4> inputKinds = {InputSpec::Kind::Boolean, InputSpec::Kind::Integer,
                                                       InputSpec::Kind::Choice, InputSpec::Kind::Units};

std::optional<InputSpec::Kind> inputKindFromName(std::string_view name)
{
    for (const auto kind : inputKinds) {
        if (name == inputKindName(kind))
            return kind;
    }
    return std::nullopt;
}

ScalarSpec::Kind scalarKindOf(InputSpec::Kind kind)
{
    switch (kind) {
    case InputSpec::Kind::Boolean: return ScalarSpec::Kind::Boolean;
    case InputSpec::Kind::Integer: return ScalarSpec::Kind::Integer;
    case InputSpec::Kind::Choice: return ScalarSpec::Kind::Choice;
    case InputSpec::Kind::Units: break;
    }
    return ScalarSpec::Kind::Integer;
}

void readUnits(const MappingReader& reader, InputSpec& input)
{
    reader.refuse("min", "a units input counts units with 'min_units' and 'max_units'");
    reader.refuse("max", "a units input counts units with 'min_units' and 'max_units'");
    reader.refuse("options", "a units input's fields have the options");
    reader.refuse("default", "a units input starts with no units");
    reader.refuse("required", "a units input starts with its fewest units");
    ReadContext& context = reader.context();
    if (reader.require("min_units") && reader.require("max_units")) {
        const auto min = reader.integer("min_units");
        const auto max = reader.integer("max_units");
        if (min && max) {
            input.minUnits = *min;
            input.maxUnits = *max;
            if (*min < 0)
                context.outOfBounds(reader.positionOf("min_units"), "min_units", reader.place(), std::to_string(*min),
                                    "0 or more");
            if (*min > *max)
                context.reversedBounds(reader.positionOf("max_units"), "min_units", *min, "max_units", *max,
                                       reader.place());
        }
    }
    auto fields = std::make_shared<std::vector<UnitFieldSpec>>();
    if (reader.require("fields") && withinLimit(reader, "fields", maxUnitFields)) {
        UniqueIds fieldIds;
        fieldIds.checkList(reader, "fields", "id", "field");
        forEachItem(reader, "fields", [&](const YAML::Node& item) { fields->push_back(readUnitField(item, context)); });
        if (reader.value("fields").IsDefined() && fields->empty())
            context.emptyList(reader.positionOf("fields"), "fields", reader.place());
    }
    input.fields = std::move(fields);
}

}  // namespace

InputSpec readInput(const YAML::Node& node, ReadContext& context, const std::vector<std::string>& groups)
{
    InputSpec input;
    const MappingReader reader(node, MappingKind::Input, context);
    if (!reader.isMapping())
        return input;
    input.id = reader.text("id").value_or("");
    input.label = reader.text("label").value_or("");
    input.help = reader.text("help").value_or("");
    input.rule = reader.text("rule").value_or("");
    if (const auto group = reader.text("group")) {
        if (std::find(groups.begin(), groups.end(), *group) == groups.end())
            context.unknownReference(reader.positionOf("group"), "group", "group", *group, reader.place(), groups);
        input.group = *group;
    }

    const auto typeName = reader.text("type");
    if (!typeName)
        return input;
    const auto kind = inputKindFromName(*typeName);
    if (!kind) {
        context.wrongType(reader.positionOf("type"), "type", reader.place(), "boolean, integer, choice or units",
                          describeFound(reader.value("type")));
        return input;
    }
    input.kind = *kind;
    if (input.kind == InputSpec::Kind::Units) {
        readUnits(reader, input);
    } else {
        for (const char* key : {"min_units", "max_units", "fields"})
            reader.refuse(key, "only units inputs have it");
        input.scalar = readScalarSpec(reader, scalarKindOf(input.kind));
        // true: always given; when_read: given where the situation reads it; false: has a default.
        const std::string required = reader.text("required").value_or("false");
        input.required = required != "false";
        input.requiredWhenRead = required == "when_read";
        if (input.required && input.kind == InputSpec::Kind::Boolean)
            context.keyDoesNotApply(reader.keyPosition("required"), "required", reader.place(),
                                    "a yes-or-no input left unticked means no; give it the default that reads so");
        else if (input.required && reader.has("default"))
            context.keyDoesNotApply(reader.keyPosition("default"), "default", reader.place(),
                                    "a required input has no default: the players give it every time");
    }
    return input;
}

UnitFieldSpec readUnitField(const YAML::Node& node, ReadContext& context)
{
    UnitFieldSpec field;
    const MappingReader reader(node, MappingKind::UnitField, context);
    if (!reader.isMapping())
        return field;
    field.id = reader.text("id").value_or("");
    field.label = reader.text("label").value_or("");
    field.help = reader.text("help").value_or("");
    const auto typeName = reader.text("type");
    if (!typeName)
        return field;
    const auto kind = inputKindFromName(*typeName);
    if (!kind || *kind == InputSpec::Kind::Units) {
        context.wrongType(reader.positionOf("type"), "type", reader.place(), "boolean, integer or choice",
                          describeFound(reader.value("type")));
        return field;
    }
    field.spec = readScalarSpec(reader, scalarKindOf(*kind));
    return field;
}

}  // namespace umpire
