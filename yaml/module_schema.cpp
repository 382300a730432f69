// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/module_schema.h"
#include "yaml/beside_module_schema.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace umpire {

namespace {

constexpr bool required = true;
constexpr bool optional = false;

using T = FieldType;

// The module format of docs/module-format.md, key by key. Keys that depend on another key
// (an integer input's min and max, a ratio column's attacker and defender) are optional here;
// their readers require them when they apply. A key that holds mappings names their kind.
std::vector<MappingSchema> buildSchemas()
{
    // A resolution is one of these, told apart by the value of its `kind` key.
    const std::vector<MappingKind> resolutions = {MappingKind::TableResolution,    MappingKind::GridResolution,
                                                  MappingKind::TestResolution,     MappingKind::CountResolution,
                                                  MappingKind::DecisionResolution, MappingKind::OutputsResolution};
    std::vector<MappingSchema> schemas = {
        {MappingKind::Module, "module", "",
         {{"format", T::Integer, required},
          {"game", T::Mapping, required, {MappingKind::Game}},
          {"reference", T::List, optional, {MappingKind::ReferenceEntry}},
          {"chits", T::List, optional, {MappingKind::Chit}},
          {"lookups", T::List, optional, {MappingKind::LookupTable}},
          {"interpretations", T::List, optional, {MappingKind::SharedInterpretation}},
          {"procedures", T::List, required, {MappingKind::Procedure}}}},
        {MappingKind::Game, "game", "id",
         {{"id", T::GameId, required},
          {"title", T::Text, required},
          {"subtitle", T::Text, optional},
          {"designer", T::Text, optional},
          {"publisher", T::Text, optional},
          {"edition", T::Text, optional},
          {"version", T::Text, optional},
          {"sides", T::List, required, {MappingKind::Side}},
          {"options", T::List, optional, {MappingKind::GameOption}}}},
        {MappingKind::Side, "side", "id", {{"id", T::Id, required}, {"label", T::Text, required}}},
        {MappingKind::GameOption, "game option", "id",
         {{"id", T::Name, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, required},
          {"help", T::Text, optional},
          {"type", T::Text, required},
          {"options", T::List, optional, {MappingKind::ChoiceOption}},
          {"default", T::Scalar, optional}}},
        {MappingKind::LookupTable, "lookup table", "id",
         {{"id", T::Name, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, required},
          {"row_label", T::Text, optional},
          {"column_label", T::Text, optional},
          {"columns", T::List, optional, {MappingKind::LookupColumn}},
          {"rows", T::List, optional, {MappingKind::LookupRow}},
          {"missing", T::Boolean, optional},
          {"fractions", T::Boolean, optional}}},
        {MappingKind::LookupColumn, "column", "key", {{"key", T::Text, required}, {"label", T::Text, optional}}},
        {MappingKind::LookupRow, "row", "key",
         {{"key", T::Text, required},
          {"label", T::Text, optional},
          {"value", T::Scalar, optional},
          {"values", T::TextList, optional}}},
        {MappingKind::ReferenceEntry, "reference entry", "id",
         {{"id", T::Id, required},
          {"title", T::Text, required},
          {"rule", T::RuleReference, optional},
          {"columns", T::TextList, optional},
          {"rows", T::List, optional, {MappingKind::ReferenceRow}},
          {"notes", T::TextList, optional}}},
        {MappingKind::ReferenceRow, "reference row", "label",
         {{"label", T::Text, required}, {"cells", T::TextList, required}}},
        {MappingKind::Chit, "chit", "id",
         {{"id", T::Id, required},
          {"side", T::Id, required},
          {"rule", T::RuleReference, optional},
          {"front", T::Mapping, required, {MappingKind::ChitFace}},
          {"back", T::Mapping, optional, {MappingKind::ChitFace}}}},
        {MappingKind::ChitFace, "chit face", "label", {{"label", T::Text, required}, {"text", T::Text, optional}}},
        {MappingKind::Procedure, "procedure", "id",
         {{"id", T::Id, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, required},
          {"summary", T::Text, optional},
          {"follow_up_only", T::Boolean, optional},
          {"groups", T::List, optional, {MappingKind::Group}},
          {"inputs", T::List, optional, {MappingKind::Input}},
          {"derived", T::List, optional, {MappingKind::DerivedValue}},
          {"constraints", T::List, optional, {MappingKind::Constraint}},
          {"modifiers", T::List, optional, {MappingKind::Modifier}},
          {"caps", T::List, optional, {MappingKind::Cap}},
          {"totals", T::List, optional, {MappingKind::SideTotal}},
          {"dice", T::ScalarMappingOrList, optional, {MappingKind::DiceCount, MappingKind::NamedDice}},
          {"resolution", T::Mapping, optional, resolutions},
          {"results", T::List, optional, {MappingKind::Result}},
          {"legends", T::List, optional, {MappingKind::CountLegend}},
          {"conversions", T::List, optional, {MappingKind::Conversion}},
          {"outputs", T::List, optional, {MappingKind::Output}},
          {"triggers", T::List, optional, {MappingKind::Trigger}},
          {"headline", T::List, optional, {MappingKind::ShownCase}},
          {"interpretations", T::List, optional, {MappingKind::Interpretation}},
          {"shown", T::List, optional, {MappingKind::ShownValue}},
          {"luck", T::Mapping, optional, {MappingKind::Luck}},
          {"steps", T::List, optional, {MappingKind::Step}},
          {"examples", T::List, optional, {MappingKind::Example}}}},
        {MappingKind::Step, "step", "id",
         {{"id", T::Id, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, required},
          {"summary", T::Text, optional},
          {"derived", T::List, optional, {MappingKind::DerivedValue}},
          {"modifiers", T::List, optional, {MappingKind::Modifier}},
          {"caps", T::List, optional, {MappingKind::Cap}},
          {"totals", T::List, optional, {MappingKind::SideTotal}},
          {"dice", T::ScalarMappingOrList, required, {MappingKind::DiceCount, MappingKind::NamedDice}},
          {"resolution", T::Mapping, required, resolutions},
          {"results", T::List, optional, {MappingKind::Result}},
          {"legends", T::List, optional, {MappingKind::CountLegend}},
          {"conversions", T::List, optional, {MappingKind::Conversion}},
          {"outputs", T::List, optional, {MappingKind::Output}},
          {"triggers", T::List, optional, {MappingKind::Trigger}},
          {"headline", T::List, optional, {MappingKind::ShownCase}},
          {"interpretations", T::List, optional, {MappingKind::Interpretation}},
          {"shown", T::List, optional, {MappingKind::ShownValue}}}},
        {MappingKind::Group, "group", "id", {{"id", T::Id, required}, {"label", T::Text, required}}},
        {MappingKind::Input, "input", "id",
         {{"id", T::Name, required},
          {"label", T::Text, optional},
          {"type", T::Text, required},
          {"options", T::List, optional, {MappingKind::ChoiceOption}},
          {"default", T::Scalar, optional},
          {"required", T::Requirement, optional},
          {"group", T::Id, optional},
          {"rule", T::RuleReference, optional},
          {"help", T::Text, optional},
          {"min", T::Integer, optional},
          {"max", T::Integer, optional},
          {"min_units", T::Integer, optional},
          {"max_units", T::Integer, optional},
          {"fields", T::List, optional, {MappingKind::UnitField}}}},
        {MappingKind::ChoiceOption, "option", "id", {{"id", T::Name, required}, {"label", T::Text, required}}},
        {MappingKind::UnitField, "field", "id",
         {{"id", T::Name, required},
          {"label", T::Text, optional},
          {"type", T::Text, required},
          {"options", T::List, optional, {MappingKind::ChoiceOption}},
          {"default", T::Scalar, optional},
          {"help", T::Text, optional},
          {"min", T::Integer, optional},
          {"max", T::Integer, optional}}},
        {MappingKind::DerivedValue, "derived value", "id",
         {{"id", T::Name, required}, {"label", T::Text, optional}, {"value", T::Expression, required}}},
        {MappingKind::Constraint, "constraint", "id",
         {{"id", T::Id, required},
          {"require", T::Expression, required},
          {"message", T::Text, required},
          {"rule", T::RuleReference, optional}}},
        {MappingKind::Modifier, "modifier", "id",
         {{"id", T::Id, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, required},
          {"kind", T::Text, required},
          {"side", T::Text, optional},
          {"when", T::Expression, optional},
          {"value", T::Expression, optional},
          {"factor", T::Expression, optional},
          {"not_applied", T::Text, optional},
          {"applied", T::Text, optional},
          {"group", T::Id, optional},
          {"total", T::Name, optional}}},
        {MappingKind::Cap, "cap", "id",
         {{"id", T::Id, required},
          {"label", T::Text, optional},
          {"rule", T::RuleReference, optional},
          {"group", T::Id, optional},
          {"kind", T::Text, optional},
          {"min", T::Expression, optional},
          {"max", T::Expression, optional}}},
        {MappingKind::SideTotal, "total", "id", {{"id", T::Name, required}, {"label", T::Text, required}}},
        {MappingKind::DiceCount, "dice", "", {{"count", T::Expression, required}, {"sides", T::Integer, required}}},
        {MappingKind::NamedDice, "named dice", "id",
         {{"id", T::Name, required},
          {"label", T::Text, required},
          {"roll", T::Text, optional},
          {"count", T::Expression, optional},
          {"sides", T::Integer, optional}}},
        {MappingKind::TableResolution, "resolution", "",
         {{"kind", T::Text, required},
          {"row", T::Expression, optional},
          {"clamp", T::Mapping, optional, {MappingKind::RollClamp}},
          {"rows", T::List, required, {MappingKind::TableRow}}}, "table"},
        {MappingKind::GridResolution, "resolution", "",
         {{"kind", T::Text, required},
          {"row", T::Expression, optional},
          {"column", T::Mapping, required, {MappingKind::ColumnScale}},
          {"columns", T::List, required, {MappingKind::Column}},
          {"clamp", T::Mapping, optional, {MappingKind::RollClamp}},
          {"rows", T::List, optional, {MappingKind::GridRow}},
          {"missing", T::Boolean, optional}}, "grid"},
        {MappingKind::TestResolution, "resolution", "",
         {{"kind", T::Text, required},
          {"target", T::Expression, required},
          {"target_label", T::Text, optional},
          {"outcomes", T::List, required, {MappingKind::TestOutcome}}}, "test"},
        {MappingKind::CountResolution, "resolution", "", {{"kind", T::Text, required}, {"hit", T::Expression, required}}, "count"},
        {MappingKind::DecisionResolution, "resolution", "", {{"kind", T::Text, required}, {"outcomes", T::List, required, {MappingKind::TestOutcome}}}, "decision"},
        {MappingKind::OutputsResolution, "resolution", "", {{"kind", T::Text, required}}, "outputs"},
        {MappingKind::RollClamp, "clamp", "", {{"min", T::Integer, required}, {"max", T::Integer, required}}},
        {MappingKind::TableRow, "row", "rolls", {{"rolls", T::Text, required}, {"result", T::Text, required}}},
        {MappingKind::GridRow, "row", "rolls", {{"rolls", T::Text, required}, {"cells", T::TextList, required}}},
        {MappingKind::ColumnScale, "column choice", "",
         {{"by", T::Text, required},
          {"attacker", T::Expression, optional},
          {"defender", T::Expression, optional},
          {"value", T::Expression, optional},
          {"label", T::Text, optional},
          {"rule", T::RuleReference, optional},
          {"zero_defender", T::Text, optional},
          {"round_strengths", T::Text, optional},
          {"beyond_first", T::ScalarMappingOrList, optional, {MappingKind::ColumnOverflow, MappingKind::OverflowCase}},
          {"beyond_last", T::ScalarMappingOrList, optional, {MappingKind::ColumnOverflow, MappingKind::OverflowCase}}}},
        {MappingKind::Column, "column", "id",
         {{"id", T::Text, required}, {"label", T::Text, optional}, {"at_least", T::Text, optional}}},
        {MappingKind::ColumnOverflow, "overflow", "",
         {{"drm_per_column", T::Integer, required}, {"step", T::Text, optional}}},
        {MappingKind::OverflowCase, "overflow case", "",
         {{"when", T::Expression, optional},
          {"overflow", T::ScalarOrMapping, required, {MappingKind::ColumnOverflow}}}},
        {MappingKind::ShownValue, "shown value", "id",
         {{"id", T::Name, required},
          {"label", T::Text, required},
          {"rule", T::Text, required},
          {"value", T::Expression, optional},
          {"cases", T::List, optional, {MappingKind::ShownCase}},
          {"of", T::Text, optional}}},
        {MappingKind::ShownCase, "case", "", {{"when", T::Expression, optional}, {"text", T::Text, required}}},
        {MappingKind::TestOutcome, "outcome", "", {{"when", T::Expression, optional}, {"result", T::Text, required}}},
        {MappingKind::CountLegend, "legend", "",
         {{"when", T::Expression, optional},
          {"label", T::Text, required},
          {"text", T::Text, optional},
          {"rule", T::RuleReference, optional}}},
        {MappingKind::Result, "result", "code",
         {{"code", T::Text, required},
          {"label", T::Text, required},
          {"short_label", T::Text, optional},
          {"text", T::Text, optional},
          {"rule", T::RuleReference, optional},
          {"options", T::TextList, optional},
          {"effects", T::NumberMap, optional},
          {"notes", T::List, optional, {MappingKind::ResultNote}},
          {"follow_up", T::Mapping, optional, {MappingKind::FollowUp}}}},
        {MappingKind::ResultNote, "note", "",
         {{"when", T::Expression, optional}, {"text", T::Text, required}, {"rule", T::RuleReference, optional}}},
        {MappingKind::FollowUp, "follow-up", "",
         {{"procedure", T::Id, required}, {"label", T::Text, optional}, {"inputs", T::ScalarMap, optional}}},
        {MappingKind::Conversion, "conversion", "id",
         {{"id", T::Id, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, required},
          {"from", T::TextList, optional},
          {"when", T::Expression, optional},
          {"to", T::Text, required}}},
        {MappingKind::Output, "output", "id",
         {{"id", T::Name, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, optional},
          {"when", T::Expression, optional},
          {"value", T::Expression, required},
          {"explain", T::TextOrList, optional, {MappingKind::ShownCase}}}},
        {MappingKind::Trigger, "trigger", "id",
         {{"id", T::Name, required},
          {"label", T::Text, required},
          {"rule", T::RuleReference, optional},
          {"when", T::Expression, required},
          {"text", T::Text, optional}}},
        // `text` is required of a procedure's own interpretation; one of the game's, named by
        // its id, takes its rule and text from there.
        {MappingKind::Interpretation, "interpretation", "id",
         {{"id", T::Id, required},
          {"rule", T::RuleReference, optional},
          {"text", T::Text, optional},
          {"when", T::Expression, optional}}},
        {MappingKind::SharedInterpretation, "game interpretation", "id",
         {{"id", T::Id, required},
          {"rule", T::RuleReference, optional},
          {"text", T::Text, required}}},
        // Whom a procedure's good results favour: one of `best_first`, `values` and `hits`.
        {MappingKind::Luck, "luck", "",
         {{"favours", T::Text, required},
          {"side", T::Id, optional},
          {"best_first", T::TextList, optional},
          {"values", T::NumberMap, optional},
          {"hits", T::Text, optional},
          {"rule", T::RuleReference, optional},
          {"interpretation", T::Text, optional}}},
        {MappingKind::Example, "example", "name",
         {{"name", T::Text, required},
          {"rule", T::RuleReference, optional},
          {"source", T::Text, optional},
          {"options", T::ScalarMap, optional},
          {"chart", T::ScalarMap, optional},
          {"set", T::ScalarMap, optional},
          {"units", T::Mapping, optional},
          {"expect", T::Mapping, required, {MappingKind::ExampleExpectation}}}},
        {MappingKind::ExampleExpectation, "expect", "",
         {{"drm", T::Integer, optional},
          {"shift", T::Integer, optional},
          {"column", T::Text, optional},
          {"target", T::Integer, optional},
          {"attacker_strength", T::Text, optional},
          {"defender_strength", T::Text, optional},
          {"dice_count", T::Integer, optional},
          {"modifiers", T::NumberMap, optional},
          {"shown", T::ScalarMap, optional},
          {"distribution", T::ScalarMap, optional},
          {"rolls", T::List, optional, {MappingKind::ExpectedRoll}},
          {"interpretations", T::TextList, optional},
          {"refused", T::Text, optional},
          {"totals", T::IntegerMap, optional},
          {"outputs", T::Mapping, optional},
          {"triggers", T::ScalarMap, optional},
          {"question", T::Text, optional}}},
        {MappingKind::ExpectedRoll, "roll", "",
         {{"dice", T::ScalarOrMapping, optional},
          {"result", T::Text, optional},
          {"modified", T::Integer, optional},
          {"outputs", T::ScalarMap, optional},
          {"triggers", T::TextList, optional},
          {"notes", T::TextList, optional},
          {"chart", T::ScalarMap, optional},
          {"steps", T::List, optional, {MappingKind::ExpectedStep}}}},
        {MappingKind::ExpectedStep, "step", "",
         {{"dice", T::ScalarOrMapping, optional},
          {"result", T::Text, optional},
          {"modified", T::Integer, optional},
          {"outputs", T::ScalarMap, optional},
          {"triggers", T::TextList, optional},
          {"notes", T::TextList, optional},
          {"chart", T::ScalarMap, optional}}},
    };
    for (MappingSchema& schema : besideModuleSchemas())
        schemas.push_back(std::move(schema));
    return schemas;
}

}  // namespace

const KeySpec* MappingSchema::find(std::string_view key) const
{
    const auto it = std::find_if(keys.begin(), keys.end(), [&](const KeySpec& spec) { return spec.key == key; });
    return it == keys.end() ? nullptr : &*it;
}

const std::vector<MappingSchema>& allMappingSchemas()
{
    static const std::vector<MappingSchema> schemas = buildSchemas();
    return schemas;
}

const MappingSchema& mappingSchema(MappingKind kind)
{
    const auto& schemas = allMappingSchemas();
    const auto it = std::find_if(schemas.begin(), schemas.end(), [&](const MappingSchema& s) { return s.kind == kind; });
    if (it == schemas.end())
        std::abort();  // Every MappingKind has a schema; the schema test checks it.
    return *it;
}

const char* fieldTypeExpectation(FieldType type)
{
    switch (type) {
    case FieldType::Text: return "text";
    case FieldType::RuleReference: return "a rule reference in quotes (rule: \"7.10\")";
    case FieldType::Id: return "an id without spaces";
    case FieldType::GameId: return "an id of lower-case letters, digits and '-'";
    case FieldType::Name: return "a name (a letter, then letters, digits or '_')";
    case FieldType::Integer: return "an integer";
    case FieldType::Boolean: return "true or false";
    case FieldType::Requirement: return "true, false or when_read";
    case FieldType::Expression: return "an expression";
    case FieldType::Scalar: return "a single value";
    case FieldType::TextList: return "a list of texts";
    case FieldType::List: return "a list";
    case FieldType::Mapping: return "a mapping";
    case FieldType::ScalarMap: return "a mapping of names to values";
    case FieldType::IntegerMap: return "a mapping of names to integers";
    case FieldType::NumberMap: return "a mapping of names to numbers";
    case FieldType::ScalarOrMapping: return "a value or a mapping";
    case FieldType::ScalarMappingOrList: return "a value, a mapping or a list";
    case FieldType::TextOrList: return "a text or a list";
    }
    return "?";
}

}  // namespace umpire
