// SPDX-License-Identifier: GPL-3.0-or-later
// The texts of a procedure (or step) from a companion: each mapping is keyed by the ids the
// module gives, and each text replaces the English one of what that id names.

#include "yaml/module_limits.h"
#include "yaml/text_replacement.h"

#include <memory>

namespace umpire {

namespace {

// The module states no bound on these lists; the companion's mappings of them are bounded all the same.
constexpr std::size_t maxOtherEntries = 100;

// For a mapping of ids to mappings of texts: `replace(reader, item)` reads each one as `kind`.
template <class Item, class Replace>
void replaceEachMapping(const MappingReader& reader, std::string_view key, std::size_t limit, std::vector<Item>& items,
                        std::string_view what, std::string Item::*id, MappingKind kind, Replace replace)
{
    ReadContext& context = reader.context();
    ReadContext::PathScope path(context, std::string(key));
    const std::string place = quotedPlace(key, reader);
    for (const auto& entry : entriesWithin(reader, key, limit, EntryValues::Mappings)) {
        Item* item = namedItem(items, entry, what, place, context, [&](const Item& i) -> const std::string& { return i.*id; });
        if (item == nullptr)
            continue;
        ReadContext::PathScope itemPath(context, entry.name);
        ReadContext::OwnerScope owner(context, std::string(what) + " '" + entry.name + "' of " + context.owner());
        const MappingReader itemReader(entry.value, kind, context);
        if (itemReader.isMapping())
            replace(itemReader, *item);
    }
}

void replaceChoiceTexts(const MappingReader& reader, ScalarSpec& spec)
{
    if (reader.has("options") && spec.kind != ScalarSpec::Kind::Choice) {
        reader.context().keyDoesNotApply(reader.keyPosition("options"), "options", reader.place(), "it is not a choice");
        return;
    }
    replaceOptionLabels(reader, spec.options);
}

void replaceInputTexts(const MappingReader& reader, InputSpec& input)
{
    replaceText(reader, "label", input.label);
    replaceText(reader, "help", input.help);
    if (input.kind != InputSpec::Kind::Units) {
        if (reader.has("fields"))
            reader.context().keyDoesNotApply(reader.keyPosition("fields"), "fields", reader.place(), "it is not a list of units");
        replaceChoiceTexts(reader, input.scalar);
        return;
    }
    if (reader.has("options")) {
        reader.context().keyDoesNotApply(reader.keyPosition("options"), "options", reader.place(),
                                         "it is a list of units: the options belong to its fields");
        return;
    }
    // The fields are shared with the English game: the translated ones are a copy.
    auto fields = std::make_shared<std::vector<UnitFieldSpec>>(*input.fields);
    replaceEachMapping(reader, "fields", maxUnitFields, *fields, "field", &UnitFieldSpec::id, MappingKind::TextsUnitField,
                       [](const MappingReader& fieldReader, UnitFieldSpec& field) {
                           replaceText(fieldReader, "label", field.label);
                           replaceText(fieldReader, "help", field.help);
                           replaceChoiceTexts(fieldReader, field.spec);
                       });
    input.fields = std::move(fields);
}

void replaceResultTexts(const MappingReader& reader, ResultDefinition& result)
{
    replaceText(reader, "label", result.label);
    replaceText(reader, "short_label", result.shortLabel);
    replaceText(reader, "text", result.text);
    replaceInOrder(reader, "options", result.options, "options", [](std::string& option) -> std::string& { return option; });
    replaceInOrder(reader, "notes", result.notes, "notes", [](ConditionalNote& note) -> std::string& { return note.text; });
    if (reader.has("follow_up") && !result.followUp) {
        reader.context().keyDoesNotApply(reader.keyPosition("follow_up"), "follow_up", reader.place(), "it has no follow-up");
        return;
    }
    if (result.followUp)
        replaceText(reader, "follow_up", result.followUp->label);
}

/// An output's `explain`: one text for one text, a list in order for cases.
void replaceExplanationTexts(const MappingReader& reader, OutputDefinition& output)
{
    if (!reader.has("explain"))
        return;
    if (output.explain.empty()) {
        reader.context().keyDoesNotApply(reader.keyPosition("explain"), "explain", reader.place(), "it has no explanation");
        return;
    }
    const bool oneText = output.explain.size() == 1 && !output.explain.front().when;
    if (oneText && reader.value("explain").IsScalar())
        replaceText(reader, "explain", output.explain.front().text);
    else
        replaceInOrder(reader, "explain", output.explain, "cases", [](ShownCase& c) -> std::string& { return c.text; });
}

void replaceResolutionTexts(const MappingReader& reader, Procedure& procedure)
{
    auto* grid = std::get_if<GridMethod>(&procedure.method);
    for (const std::string_view key : {"column_label", "columns"})
        if (reader.has(key) && grid == nullptr)
            reader.context().keyDoesNotApply(reader.keyPosition(key), key, reader.place(), "it does not resolve on a grid");
    if (grid != nullptr) {
        replaceText(reader, "column_label", grid->scale.label);
        // A column's longer label ("3 to 2"); its id, as printed on the chart, stays.
        replaceEach(reader, "columns", maxGridColumns, grid->scale.columns, "column", &TableColumn::id, &TableColumn::label);
    }
    if (reader.has("target_label")) {
        auto* test = std::get_if<TestMethod>(&procedure.method);
        if (test != nullptr && !test->decision)
            replaceText(reader, "target_label", test->targetLabel);
        else
            reader.context().keyDoesNotApply(reader.keyPosition("target_label"), "target_label", reader.place(),
                                             "it is not a test against a target");
    }
}

void replaceLegendTexts(const MappingReader& reader, Procedure& procedure)
{
    const YAML::Node list = reader.value("legends");
    if (!list.IsDefined())
        return;
    if (list.size() != procedure.countLegends.size()) {
        reader.context().textCount(reader.positionOf("legends"), "legends", reader.place(), list.size(),
                                   procedure.countLegends.size(), "legends");
        return;
    }
    std::size_t index = 0;
    forEachItem(reader, "legends", [&](const YAML::Node& node) {
        CountLegend& legend = procedure.countLegends[index++];
        const MappingReader texts(node, MappingKind::TextsLegend, reader.context());
        if (!texts.isMapping())
            return;
        replaceText(texts, "label", legend.label);
        replaceText(texts, "text", legend.text);
    });
}

}  // namespace

void replaceProcedureTexts(const YAML::Node& node, Procedure& procedure, std::string_view noun, ReadContext& context)
{
    ReadContext::OwnerScope owner(context, std::string(noun) + " '" + procedure.id + "'");
    const MappingReader reader(node, noun == "step" ? MappingKind::TextsStep : MappingKind::TextsProcedure, context);
    if (!reader.isMapping())
        return;
    replaceText(reader, "label", procedure.label);
    replaceText(reader, "summary", procedure.summary);
    replaceEach(reader, "groups", maxInputs, procedure.groups, "group", &InputGroup::id, &InputGroup::label);
    replaceEachMapping(reader, "inputs", maxInputs, procedure.inputs, "input", &InputSpec::id, MappingKind::TextsInput,
                       replaceInputTexts);
    replaceEach(reader, "derived", maxInputs, procedure.derived, "derived value", &DerivedValue::id, &DerivedValue::label);
    replaceEach(reader, "constraints", maxOtherEntries, procedure.constraints, "constraint", &Constraint::id,
                &Constraint::message);
    replaceEachMapping(reader, "modifiers", maxModifiers, procedure.modifiers, "modifier", &Modifier::id,
                       MappingKind::TextsModifier, [](const MappingReader& r, Modifier& modifier) {
                           replaceText(r, "label", modifier.label);
                           replaceText(r, "applied", modifier.applied);
                           replaceText(r, "not_applied", modifier.notApplied);
                       });
    replaceEach(reader, "caps", maxModifiers, procedure.caps, "cap", &ModifierCap::id, &ModifierCap::label);
    replaceEach(reader, "totals", maxModifiers, procedure.totals, "total", &SideTotal::id, &SideTotal::label);
    replaceEach(reader, "dice", maxNamedDice, procedure.namedDice, "named dice", &NamedDice::id, &NamedDice::label);
    replaceResolutionTexts(reader, procedure);
    replaceEachMapping(reader, "results", maxResults, procedure.results, "result", &ResultDefinition::code,
                       MappingKind::TextsResult, replaceResultTexts);
    replaceLegendTexts(reader, procedure);
    replaceEach(reader, "conversions", maxConversions, procedure.conversions, "conversion", &ResultConversion::id,
                &ResultConversion::label);
    replaceEachMapping(reader, "outputs", maxOutputs, procedure.outputs, "output", &OutputDefinition::id,
                       MappingKind::TextsOutput, [](const MappingReader& r, OutputDefinition& output) {
                           replaceText(r, "label", output.label);
                           replaceExplanationTexts(r, output);
                       });
    replaceEachMapping(reader, "triggers", maxTriggers, procedure.triggers, "trigger", &TriggerDefinition::id,
                       MappingKind::TextsTrigger, [](const MappingReader& r, TriggerDefinition& trigger) {
                           replaceText(r, "label", trigger.label);
                           replaceText(r, "text", trigger.text);
                       });
    replaceInOrder(reader, "headline", procedure.headline, "headline cases", [](ShownCase& c) -> std::string& { return c.text; });
    replaceEachMapping(reader, "shown", maxOtherEntries, procedure.shown, "shown value", &ShownValueSpec::id,
                       MappingKind::TextsShownValue, [](const MappingReader& r, ShownValueSpec& shown) {
                           replaceText(r, "label", shown.label);
                           replaceInOrder(r, "cases", shown.cases, "cases", [](ShownCase& c) -> std::string& { return c.text; });
                       });
    {
        // The game's interpretations are translated once, at the top of the companion.
        ReadContext::PathScope path(context, "interpretations");
        const std::string place = quotedPlace("interpretations", reader);
        for (const auto& entry : entriesWithin(reader, "interpretations", maxOtherEntries, EntryValues::Texts)) {
            Interpretation* item = namedItem(procedure.interpretations, entry, "interpretation", place, context,
                                             [](const Interpretation& i) -> const std::string& { return i.id; });
            if (item != nullptr && item->shared)
                context.keyDoesNotApply(positionOf(entry.key), entry.name, place,
                                        "it is one of the game's interpretations: its text goes under the companion's "
                                        "top-level 'interpretations'");
            else if (item != nullptr)
                replaceText(entry, place, item->text, context);
        }
    }
    ReadContext::PathScope path(context, "steps");
    const std::string place = quotedPlace("steps", reader);
    for (const auto& entry : entriesWithin(reader, "steps", maxSteps, EntryValues::Mappings))
        if (Procedure* step = namedItem(procedure.steps, entry, "step", place, context,
                                        [](const Procedure& s) -> const std::string& { return s.id; })) {
            ReadContext::PathScope item(context, entry.name);
            replaceProcedureTexts(entry.value, *step, "step", context);
        }
}

}  // namespace umpire
