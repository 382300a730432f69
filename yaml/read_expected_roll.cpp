// SPDX-License-Identifier: GPL-3.0-or-later
// The rolls of a worked example: each throw's dice (all in order, or by name), and what it
// must give: result, modified roll, outputs, triggers. Names are checked against the step.
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"

#include <algorithm>

namespace umpire {

namespace {

const char* const facesExpectation = "die faces like \"3\" or \"6,5\"";

template <class Item, class Id>
std::vector<std::string> idsOf(const std::vector<Item>& items, Id id)
{
    std::vector<std::string> ids;
    for (const auto& item : items)
        ids.push_back(id(item));
    return ids;
}

bool contains(const std::vector<std::string>& ids, const std::string& id)
{
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// "3,5" for every die in order, or {french: 3, coalition: "2,4"} for named dice.
void readThrowDice(const MappingReader& reader, const Procedure& step, ExpectedThrow& expected)
{
    ReadContext& context = reader.context();
    if (!reader.has("dice")) {
        if (!step.throwsNoDice())
            reader.require("dice");
        return;
    }
    const YAML::Node dice = reader.value("dice");
    if (!dice.IsDefined())
        return;
    if (dice.IsScalar()) {
        if (auto faces = parseDiceList(dice.Scalar()))
            expected.dice = std::move(*faces);
        else
            context.wrongType(reader.positionOf("dice"), "dice", reader.place(), facesExpectation, describeFound(dice));
        return;
    }
    const auto names = idsOf(step.namedDice, [](const NamedDice& d) { return d.id; });
    if (names.empty()) {
        context.keyDoesNotApply(reader.positionOf("dice"), "dice", reader.place(),
                                "the dice are not named: give every die in order, like \"3,5\"");
        return;
    }
    const std::string place = "'dice' of " + reader.place();
    for (const auto& entry : readNamedEntries(dice, place, context)) {
        const std::string key = "dice." + entry.name;
        if (!contains(names, entry.name)) {
            context.unknownReference(positionOf(entry.key), key, "named dice", entry.name, reader.place(), names);
            continue;
        }
        auto faces = entry.value.IsScalar() ? parseDiceList(entry.value.Scalar()) : std::nullopt;
        if (!faces) {
            context.wrongType(positionOf(entry.value), key, reader.place(), facesExpectation, describeFound(entry.value));
            continue;
        }
        expected.named.emplace_back(entry.name, std::move(*faces));
    }
    for (const auto& name : names) {
        const bool given = std::any_of(expected.named.begin(), expected.named.end(),
                                       [&](const auto& named) { return named.first == name; });
        if (!given && dice.IsMap() && !dice[name].IsDefined())
            context.missingKey(reader.positionOf("dice"), name, place);
    }
}

void readOutputs(const MappingReader& reader, const Procedure& step, ExpectedThrow& expected)
{
    const auto ids = idsOf(step.outputs, [](const OutputDefinition& o) { return o.id; });
    for (const auto& entry : reader.entries("outputs")) {
        const std::string key = "outputs." + entry.name;
        if (!contains(ids, entry.name)) {
            reader.context().unknownReference(positionOf(entry.key), key, "output", entry.name, reader.place(), ids);
            continue;
        }
        // A condition's output is given as true or false, a number's as a number.
        const auto output = std::find_if(step.outputs.begin(), step.outputs.end(),
                                         [&](const OutputDefinition& o) { return o.id == entry.name; });
        const bool condition = output->value.isValid() && output->value.type().kind == ValueType::Kind::Boolean;
        const std::string text = entry.value.Scalar();
        if (condition ? text != "true" && text != "false" : !Fraction::parse(text)) {
            reader.context().wrongType(positionOf(entry.value), key, reader.place(),
                                       condition ? "true or false" : "a number like 3 or \"5/2\"", describeFound(entry.value));
            continue;
        }
        expected.outputs[entry.name] = text;
    }
}

void readTriggers(const MappingReader& reader, const Procedure& step, ExpectedThrow& expected)
{
    if (!reader.has("triggers"))
        return;
    const auto ids = idsOf(step.triggers, [](const TriggerDefinition& t) { return t.id; });
    expected.triggers = reader.texts("triggers");
    for (const auto& id : *expected.triggers)
        if (!contains(ids, id))
            reader.context().unknownReference(reader.positionOf("triggers"), "triggers", "trigger", id, reader.place(), ids);
}

// A few words of each note the result must give, all and only these.
void readNotes(const MappingReader& reader, ExpectedThrow& expected)
{
    if (!reader.has("notes"))
        return;
    expected.notes = reader.texts("notes");
    for (const auto& text : *expected.notes)
        if (text.empty())
            reader.context().wrongType(reader.positionOf("notes"), "notes", reader.place(), "a few words of each note",
                                       "an empty text");
}

// What one throw of `step` gives; `step` is the procedure itself when it has no steps.
void readThrow(const MappingReader& reader, const Procedure& step, const Procedure& procedure, const Game& game,
               ExpectedThrow& expected)
{
    readThrowDice(reader, step, expected);
    expected.result = reader.text("result");
    expected.modified = reader.integer("modified");
    readOutputs(reader, step, expected);
    readTriggers(reader, step, expected);
    readNotes(reader, expected);
    expected.chart = readChartReadings(reader, "chart", procedure, game);
}

}  // namespace

std::map<std::string, std::string> readChartReadings(const MappingReader& reader, std::string_view key,
                                                     const Procedure& procedure, const Game& game)
{
    std::map<std::string, std::string> readings;
    ReadContext& context = reader.context();
    std::vector<std::string> tables = idsOf(game.lookups, [](const LookupTable& t) { return t.id; });
    for (std::size_t i = 0; i < procedure.stepCount(); ++i)
        tables.push_back(procedure.step(i).id);
    for (const auto& entry : reader.entries(key)) {
        const std::string path = std::string(key) + "." + entry.name;
        // The key is "table:column:row": the table names a lookup table or a step's result table.
        const std::string table = entry.name.substr(0, entry.name.find(':'));
        if (entry.name.find(':') == std::string::npos || !contains(tables, table)) {
            context.unknownReference(positionOf(entry.key), path, "chart table", table, reader.place(), tables);
            continue;
        }
        const std::string& value = entry.value.Scalar();
        if (game.lookup(table) != nullptr && !Fraction::parse(value)) {
            context.wrongType(positionOf(entry.value), path, reader.place(), "a number like 3 or \"5/2\"",
                              describeFound(entry.value));
            continue;
        }
        readings[entry.name] = value;
    }
    return readings;
}

ExpectedRoll readExpectedRoll(const YAML::Node& node, ReadContext& context, const Procedure& procedure, const Game& game)
{
    ExpectedRoll roll;
    const MappingReader reader(node, MappingKind::ExpectedRoll, context);
    if (!reader.isMapping())
        return roll;
    if (procedure.steps.empty()) {
        reader.refuse("steps", "the procedure has no steps: give its dice here");
        readThrow(reader, procedure, procedure, game, roll);
        return roll;
    }
    // A procedure of several steps is thrown step by step; only the final result is the roll's.
    if (!reader.require("steps"))
        return roll;
    for (const char* key : {"dice", "modified", "outputs", "triggers", "notes", "chart"})
        reader.refuse(key, "give it in the step that throws or computes it");
    roll.result = reader.text("result");
    if (!withinLimit(reader, "steps", procedure.steps.size()))
        return roll;
    std::size_t index = 0;
    forEachItem(reader, "steps", [&](const YAML::Node& item) {
        const MappingReader step(item, MappingKind::ExpectedStep, context);
        ExpectedThrow expected;
        if (step.isMapping())
            readThrow(step, procedure.steps[index], procedure, game, expected);
        roll.steps.push_back(std::move(expected));
        ++index;
    });
    return roll;
}

}  // namespace umpire
