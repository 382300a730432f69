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

// The modifiers and the column an example gives are those of the first step.
std::vector<std::string> modifierIds(const Procedure& procedure)
{
    std::vector<std::string> ids;
    for (const auto& modifier : procedure.step(0).modifiers)
        ids.push_back(modifier.id);
    return ids;
}

std::vector<std::string> columnIds(const Procedure& procedure)
{
    std::vector<std::string> ids;
    if (const auto* grid = std::get_if<GridMethod>(&procedure.step(0).method)) {
        for (const auto& column : grid->scale.columns)
            ids.push_back(column.id);
    }
    return ids;
}

// Every id of one kind across the steps of a procedure (the procedure itself when it has none).
template <class Collect>
std::vector<std::string> idsAcrossSteps(const Procedure& procedure, Collect collect)
{
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < procedure.stepCount(); ++i)
        collect(procedure.step(i), ids);
    return ids;
}

bool knows(const std::vector<std::string>& ids, const std::string& id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// The procedure's own shown values and its steps'.
std::vector<std::string> shownIds(const Procedure& procedure)
{
    std::vector<std::string> ids;
    for (const auto& shown : procedure.shown)
        ids.push_back(shown.id);
    for (const auto& step : procedure.steps)
        for (const auto& shown : step.shown)
            ids.push_back(shown.id);
    return ids;
}

std::optional<std::string> readProbability(const MappingEntry& entry, const std::string& key, const MappingReader& reader)
{
    const auto probability = entry.value.IsScalar() ? Fraction::parse(entry.value.Scalar()) : std::nullopt;
    if (!probability || *probability < Fraction(0) || Fraction(1) < *probability) {
        reader.context().wrongType(positionOf(entry.value), key, reader.place(), "a probability like \"1/6\"",
                                   describeFound(entry.value));
        return std::nullopt;
    }
    return entry.value.Scalar();
}

// The chances of outputs, triggers and the totals over every step of the procedure.
void readChainExpectations(const MappingReader& reader, const Procedure& procedure, const Game& game,
                           WorkedExample& example)
{
    ReadContext& context = reader.context();
    const auto totals = idsAcrossSteps(procedure, [](const Procedure& s, auto& ids) {
        for (const auto& t : s.totals)
            ids.push_back(t.id);
    });
    for (const auto& entry : reader.entries("totals")) {
        if (!knows(totals, entry.name))
            context.unknownReference(positionOf(entry.key), "totals." + entry.name, "total", entry.name, reader.place(), totals);
        else if (const auto value = parseInteger(entry.value.Scalar()))
            example.totals[entry.name] = *value;
    }
    const auto outputs = idsAcrossSteps(procedure, [](const Procedure& s, auto& ids) {
        for (const auto& o : s.outputs)
            ids.push_back(o.id);
    });
    for (const auto& entry : readNamedEntries(reader.value("outputs"), "'outputs' of " + reader.place(), context)) {
        const std::string key = "outputs." + entry.name;
        if (!knows(outputs, entry.name)) {
            context.unknownReference(positionOf(entry.key), key, "output", entry.name, reader.place(), outputs);
            continue;
        }
        if (!entry.value.IsMap()) {
            context.wrongType(positionOf(entry.value), key, reader.place(), "a mapping of values to probabilities",
                              describeFound(entry.value));
            continue;
        }
        auto& chances = example.outputChances[entry.name];
        for (const auto& value : readNamedEntries(entry.value, "'" + key + "' of " + reader.place(), context)) {
            // Each value as the output gives it, "none" when it is not computed, "?" while it
            // waits for a reading of the printed chart.
            if (value.name != "none" && value.name != "?" && value.name != "true" && value.name != "false" &&
                !Fraction::parse(value.name)) {
                context.wrongType(positionOf(value.key), key + "." + value.name, reader.place(),
                                  "an output value like 3, \"5/2\", true, false, none or \"?\"", describeFound(value.key));
                continue;
            }
            if (const auto probability = readProbability(value, key + "." + value.name, reader))
                chances[value.name] = *probability;
        }
    }
    const auto triggers = idsAcrossSteps(procedure, [](const Procedure& s, auto& ids) {
        for (const auto& t : s.triggers)
            ids.push_back(t.id);
    });
    for (const auto& entry : reader.entries("triggers")) {
        const std::string key = "triggers." + entry.name;
        if (!knows(triggers, entry.name))
            context.unknownReference(positionOf(entry.key), key, "trigger", entry.name, reader.place(), triggers);
        else if (const auto probability = readProbability(entry, key, reader))
            example.triggerChances[entry.name] = *probability;
    }
    if (const auto question = reader.text("question")) {
        std::vector<std::string> tables;
        for (const auto& table : game.lookups)
            tables.push_back(table.id);
        for (std::size_t i = 0; i < procedure.stepCount(); ++i)
            tables.push_back(procedure.step(i).id);
        if (!knows(tables, *question))
            context.unknownReference(reader.positionOf("question"), "question", "chart table", *question, reader.place(),
                                     tables);
        example.question = *question;
    }
}

void readExpectation(const YAML::Node& node, ReadContext& context, const Procedure& procedure, const Game& game,
                     WorkedExample& example)
{
    const MappingReader reader(node, MappingKind::ExampleExpectation, context);
    if (!reader.isMapping())
        return;
    example.dieModifierTotal = reader.integer("drm");
    example.columnShiftTotal = reader.integer("shift");
    example.target = reader.integer("target");
    for (const auto& [key, strength] : {std::pair{"attacker_strength", &example.attackerStrength},
                                        std::pair{"defender_strength", &example.defenderStrength}}) {
        if (const auto text = reader.text(key)) {
            *strength = Fraction::parse(*text);
            if (!*strength)
                context.wrongType(reader.positionOf(key), key, reader.place(), "a number like 8, \"17/2\" or \"8.5\"",
                                  describeFound(reader.value(key)));
        }
    }
    example.diceCount = reader.integer("dice_count");
    example.refusal = reader.text("refused");

    if (const auto column = reader.text("column")) {
        const auto columns = columnIds(procedure);
        if (!std::holds_alternative<GridMethod>(procedure.step(0).method))
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
        if (const auto value = Fraction::parse(entry.value.Scalar()))
            example.modifierValues[entry.name] = *value;
    }
    const auto shown = shownIds(procedure);
    for (const auto& entry : reader.entries("shown")) {
        if (std::find(shown.begin(), shown.end(), entry.name) == shown.end())
            context.unknownReference(positionOf(entry.key), "shown." + entry.name, "shown value", entry.name, reader.place(), shown);
        else
            example.shown[entry.name] = entry.value.Scalar();
    }

    for (const auto& entry : reader.entries("distribution")) {
        if (const auto probability = readProbability(entry, "distribution." + entry.name, reader))
            example.distribution[entry.name] = *probability;
    }
    readChainExpectations(reader, procedure, game, example);

    forEachItem(reader, "rolls", [&](const YAML::Node& item) {
        example.rolls.push_back(readExpectedRoll(item, context, procedure, game));
    });

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

// Each option value is read the way a player's choice for the session is.
void readOptions(const MappingReader& reader, const Game& game, WorkedExample& example)
{
    std::vector<std::string> ids;
    for (const auto& option : game.options)
        ids.push_back(option.id);
    for (const auto& entry : reader.entries("options")) {
        const std::string key = "options." + entry.name;
        const GameOption* option = game.option(entry.name);
        if (option == nullptr) {
            reader.context().unknownReference(positionOf(entry.key), key, "game option", entry.name, reader.place(), ids);
            continue;
        }
        checkValue(option->spec, entry, key, reader.place(), reader.context());
        example.options[entry.name] = entry.value.Scalar();
    }
}

WorkedExample readWorkedExample(const YAML::Node& node, ReadContext& context, const Procedure& procedure,
                                const Game& game)
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
    readOptions(reader, game, example);
    example.chart = readChartReadings(reader, "chart", procedure, game);
    withKey(reader, "expect",
            [&](const YAML::Node& value) { readExpectation(value, context, procedure, game, example); });
    return example;
}

}  // namespace umpire
