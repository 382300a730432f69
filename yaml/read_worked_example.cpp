// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

#include <algorithm>

namespace umpire {

namespace {

std::vector<std::string> inputIds(const Procedure& procedure, bool units)
{
    std::vector<std::string> ids;
    for (const auto& input : procedure.inputs) {
        if ((input.kind == InputSpec::Kind::Units) == units)
            ids.push_back(input.id);
    }
    return ids;
}

// An example value is read the way a player's entry is, so it must be one the form would accept.
void checkValue(const ScalarSpec& spec, const MappingEntry& entry, const std::string& key, const std::string& place,
                ReadContext& context)
{
    const SourcePosition at = positionOf(entry.value);
    const std::string& text = entry.value.Scalar();
    const auto value = spec.parse(text);
    if (!value) {
        switch (spec.kind) {
        case ScalarSpec::Kind::Choice:
            context.notAnOption(at, key, text, place, spec.choices ? spec.choices->listed() : "");
            break;
        case ScalarSpec::Kind::Integer: context.wrongType(at, key, place, "an integer", describeFound(entry.value)); break;
        case ScalarSpec::Kind::Boolean: context.wrongType(at, key, place, "true or false", describeFound(entry.value)); break;
        }
        return;
    }
    if (spec.kind == ScalarSpec::Kind::Integer && (value->asInteger() < spec.min || value->asInteger() > spec.max))
        context.outOfBounds(at, key, place, text, spec.allowed());
}

void readSetInputs(const MappingReader& reader, const Procedure& procedure, WorkedExample& example)
{
    ReadContext& context = reader.context();
    for (const auto& entry : reader.entries("set")) {
        const std::string key = "set." + entry.name;
        const InputSpec* input = procedure.input(entry.name);
        if (input == nullptr || input->kind == InputSpec::Kind::Units) {
            if (input == nullptr)
                context.unknownReference(positionOf(entry.key), key, "input", entry.name, reader.place(),
                                         inputIds(procedure, false));
            else
                context.keyDoesNotApply(positionOf(entry.key), key, reader.place(),
                                        "a units input is given under 'units'");
            continue;
        }
        checkValue(input->scalar, entry, key, reader.place(), context);
        example.inputs[entry.name] = entry.value.Scalar();
    }
}

std::vector<std::map<std::string, std::string>> readUnitList(const YAML::Node& list, const InputSpec& input,
                                                             const std::string& key, const std::string& place,
                                                             ReadContext& context)
{
    std::vector<std::map<std::string, std::string>> units;
    if (!list.IsSequence()) {
        context.wrongType(positionOf(list), key, place, "a list of units", describeFound(list));
        return units;
    }
    std::vector<std::string> fieldIds;
    for (const auto& field : *input.fields)
        fieldIds.push_back(field.id);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const YAML::Node unit = list[i];
        const std::string unitKey = key + "[" + std::to_string(i) + "]";
        if (!unit.IsMap()) {
            context.wrongType(positionOf(unit), unitKey, place, "a mapping of field values", describeFound(unit));
            continue;
        }
        std::map<std::string, std::string> fields;
        for (const auto& entry : readNamedEntries(unit, "unit " + std::to_string(i + 1) + " of " + place, context)) {
            const std::string fieldKey = unitKey + "." + entry.name;
            const auto field = std::find_if(input.fields->begin(), input.fields->end(),
                                            [&](const UnitFieldSpec& f) { return f.id == entry.name; });
            if (field == input.fields->end()) {
                context.unknownReference(positionOf(entry.key), fieldKey, "field", entry.name, place, fieldIds);
                continue;
            }
            if (!entry.value.IsScalar()) {
                context.wrongType(positionOf(entry.value), fieldKey, place, "a single value", describeFound(entry.value));
                continue;
            }
            checkValue(field->spec, entry, fieldKey, place, context);
            fields[entry.name] = entry.value.Scalar();
        }
        units.push_back(std::move(fields));
    }
    return units;
}

void readUnitInputs(const MappingReader& reader, const Procedure& procedure, WorkedExample& example)
{
    ReadContext& context = reader.context();
    const YAML::Node units = reader.value("units");
    for (const auto& entry : readNamedEntries(units, "'units' of " + reader.place(), context)) {
        const std::string key = "units." + entry.name;
        const InputSpec* input = procedure.input(entry.name);
        if (input == nullptr || input->kind != InputSpec::Kind::Units || !input->fields) {
            context.unknownReference(positionOf(entry.key), key, "units input", entry.name, reader.place(),
                                     inputIds(procedure, true));
            continue;
        }
        example.unitInputs[entry.name] = readUnitList(entry.value, *input, key, reader.place(), context);
    }
}

std::vector<std::string> modifierIds(const Procedure& procedure)
{
    std::vector<std::string> ids;
    for (const auto& modifier : procedure.modifiers)
        ids.push_back(modifier.id);
    return ids;
}

std::vector<std::string> columnIds(const Procedure& procedure)
{
    std::vector<std::string> ids;
    if (const auto* grid = std::get_if<GridMethod>(&procedure.method)) {
        for (const auto& column : grid->scale.columns)
            ids.push_back(column.id);
    }
    return ids;
}

ExpectedRoll readExpectedRoll(const YAML::Node& node, ReadContext& context)
{
    ExpectedRoll roll;
    const MappingReader reader(node, MappingKind::ExpectedRoll, context);
    if (const auto dice = reader.text("dice")) {
        if (auto faces = parseDiceList(*dice))
            roll.dice = std::move(*faces);
        else
            context.wrongType(reader.positionOf("dice"), "dice", reader.place(), "die faces like \"3\" or \"6,5\"",
                              describeFound(reader.value("dice")));
    }
    roll.result = reader.text("result").value_or("");
    roll.modified = reader.integer("modified");
    return roll;
}

void readExpectation(const YAML::Node& node, ReadContext& context, const Procedure& procedure, WorkedExample& example)
{
    const MappingReader reader(node, MappingKind::ExampleExpectation, context);
    if (!reader.isMapping())
        return;
    example.dieModifierTotal = reader.integer("drm");
    example.columnShiftTotal = reader.integer("shift");
    example.target = reader.integer("target");
    example.attackerStrength = reader.integer("attacker_strength");
    example.defenderStrength = reader.integer("defender_strength");
    example.diceCount = reader.integer("dice_count");
    example.refusal = reader.text("refused");

    if (const auto column = reader.text("column")) {
        const auto columns = columnIds(procedure);
        if (!std::holds_alternative<GridMethod>(procedure.method))
            reader.refuse("column", "only a grid has columns");
        else if (std::find(columns.begin(), columns.end(), *column) == columns.end())
            context.unknownReference(reader.positionOf("column"), "column", "column", *column, reader.place(), columns);
        example.column = *column;
    }

    const auto modifiers = modifierIds(procedure);
    for (const auto& entry : reader.entries("modifiers")) {
        if (std::find(modifiers.begin(), modifiers.end(), entry.name) == modifiers.end()) {
            context.unknownReference(positionOf(entry.key), "modifiers." + entry.name, "modifier", entry.name,
                                     reader.place(), modifiers);
            continue;
        }
        if (const auto value = parseInteger(entry.value.Scalar()))
            example.modifierValues[entry.name] = *value;
    }

    for (const auto& entry : reader.entries("distribution")) {
        const auto probability = Fraction::parse(entry.value.Scalar());
        if (!probability || *probability < Fraction(0) || Fraction(1) < *probability) {
            context.wrongType(positionOf(entry.value), "distribution." + entry.name, reader.place(),
                              "a probability like \"1/6\"", describeFound(entry.value));
            continue;
        }
        example.distribution[entry.name] = entry.value.Scalar();
    }

    forEachItem(reader, "rolls", [&](const YAML::Node& item) { example.rolls.push_back(readExpectedRoll(item, context)); });

    if (reader.has("interpretations")) {
        std::vector<std::string> known;
        for (const auto& interpretation : procedure.interpretations)
            known.push_back(interpretation.id);
        example.interpretations = reader.texts("interpretations");
        for (const auto& id : *example.interpretations)
            if (std::find(known.begin(), known.end(), id) == known.end())
                context.unknownReference(reader.positionOf("interpretations"), "interpretations", "interpretation", id,
                                         reader.place(), known);
    }
}

}  // namespace

WorkedExample readWorkedExample(const YAML::Node& node, ReadContext& context, const Procedure& procedure)
{
    WorkedExample example;
    const MappingReader reader(node, MappingKind::Example, context);
    if (!reader.isMapping())
        return example;
    example.name = reader.text("name").value_or("");
    example.rule = reader.text("rule").value_or("");
    example.source = reader.text("source").value_or("");
    example.line = reader.position().line;
    readSetInputs(reader, procedure, example);
    readUnitInputs(reader, procedure, example);
    withKey(reader, "expect",
            [&](const YAML::Node& value) { readExpectation(value, context, procedure, example); });
    return example;
}

}  // namespace umpire
