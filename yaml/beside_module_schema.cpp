// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/beside_module_schema.h"

namespace umpire {

namespace {

constexpr bool required = true;
constexpr bool optional = false;

using T = FieldType;

// The keys of a companion's procedure (`withInputs`) or step: the texts each may carry.
std::vector<KeySpec> textsOfStep(bool withInputs)
{
    std::vector<KeySpec> keys = {{"label", T::Text, optional},
                                 {"summary", T::Text, optional},
                                 {"derived", T::ScalarMap, optional},
                                 {"modifiers", T::Mapping, optional},
                                 {"caps", T::ScalarMap, optional},
                                 {"totals", T::ScalarMap, optional},
                                 {"dice", T::ScalarMap, optional},
                                 {"column_label", T::Text, optional},
                                 {"columns", T::ScalarMap, optional},
                                 {"target_label", T::Text, optional},
                                 {"results", T::Mapping, optional},
                                 {"legends", T::List, optional, {MappingKind::TextsLegend}},
                                 {"conversions", T::ScalarMap, optional},
                                 {"outputs", T::Mapping, optional},
                                 {"triggers", T::Mapping, optional},
                                 {"headline", T::TextList, optional},
                                 {"interpretations", T::ScalarMap, optional},
                                 {"shown", T::Mapping, optional}};
    if (withInputs) {
        keys.push_back({"groups", T::ScalarMap, optional});
        keys.push_back({"inputs", T::Mapping, optional});
        keys.push_back({"constraints", T::ScalarMap, optional});
        keys.push_back({"steps", T::Mapping, optional});
    }
    return keys;
}

}  // namespace

std::vector<MappingSchema> besideModuleSchemas()
{
    return {
        {MappingKind::Overlay, "overlay", "",
         {{"format", T::Integer, required},
          {"game", T::GameId, required},
          {"procedures", T::Mapping, optional},
          {"lookups", T::Mapping, optional}}},
        {MappingKind::OverlayProcedure, "overlay procedure", "", {{"rows", T::List, optional, {MappingKind::OverlayRow}}, {"steps", T::Mapping, optional}}},
        {MappingKind::OverlayRow, "row", "rolls", {{"rolls", T::Text, required}, {"cells", T::TextList, required}}},
        {MappingKind::OverlayLookup, "overlay lookup table", "", {{"columns", T::List, optional, {MappingKind::LookupColumn}}, {"rows", T::List, required, {MappingKind::LookupRow}}}},
        // A companion of texts in another language: mappings keyed by the module's ids.
        {MappingKind::Texts, "companion", "",
         {{"format", T::Integer, required},
          {"game", T::GameId, required},
          {"language", T::Text, required},
          {"title", T::Text, optional},
          {"subtitle", T::Text, optional},
          {"sides", T::ScalarMap, optional},
          {"options", T::Mapping, optional},
          {"lookups", T::ScalarMap, optional},
          {"reference", T::Mapping, optional},
          {"chits", T::Mapping, optional},
          {"interpretations", T::ScalarMap, optional},
          {"procedures", T::Mapping, optional},
          {"rule_names", T::ScalarMap, optional}}},
        {MappingKind::TextsGameOption, "texts", "",
         {{"label", T::Text, optional}, {"help", T::Text, optional}, {"options", T::ScalarMap, optional}}},
        {MappingKind::TextsProcedure, "texts", "", textsOfStep(true)},
        {MappingKind::TextsStep, "texts", "", textsOfStep(false)},
        {MappingKind::TextsInput, "texts", "",
         {{"label", T::Text, optional},
          {"help", T::Text, optional},
          {"options", T::ScalarMap, optional},
          {"fields", T::Mapping, optional}}},
        {MappingKind::TextsUnitField, "texts", "",
         {{"label", T::Text, optional}, {"help", T::Text, optional}, {"options", T::ScalarMap, optional}}},
        {MappingKind::TextsModifier, "texts", "",
         {{"label", T::Text, optional}, {"applied", T::Text, optional}, {"not_applied", T::Text, optional}}},
        {MappingKind::TextsResult, "texts", "",
         {{"label", T::Text, optional},
          {"short_label", T::Text, optional},
          {"text", T::Text, optional},
          {"options", T::TextList, optional},
          {"notes", T::TextList, optional},
          {"follow_up", T::Text, optional}}},
        {MappingKind::TextsLegend, "texts", "", {{"label", T::Text, optional}, {"text", T::Text, optional}}},
        {MappingKind::TextsOutput, "texts", "", {{"label", T::Text, optional}, {"explain", T::TextOrList, optional}}},
        {MappingKind::TextsTrigger, "texts", "", {{"label", T::Text, optional}, {"text", T::Text, optional}}},
        {MappingKind::TextsShownValue, "texts", "", {{"label", T::Text, optional}, {"cases", T::TextList, optional}}},
        {MappingKind::TextsReference, "texts", "",
         {{"title", T::Text, optional},
          {"columns", T::TextList, optional},
          {"rows", T::List, optional, {MappingKind::TextsReferenceRow}},
          {"notes", T::TextList, optional}}},
        {MappingKind::TextsReferenceRow, "texts of row", "", {{"label", T::Text, optional}, {"cells", T::TextList, optional}}},
        {MappingKind::TextsChit, "texts", "",
         {{"front", T::Mapping, optional, {MappingKind::TextsChitFace}}, {"back", T::Mapping, optional, {MappingKind::TextsChitFace}}}},
        {MappingKind::TextsChitFace, "texts", "", {{"label", T::Text, optional}, {"text", T::Text, optional}}},
    };
}

}  // namespace umpire
