// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/module_json_schema.h"

#include "yaml/module_schema.h"

#include <QJsonArray>
#include <QString>

#include <set>

namespace umpire {

namespace {

QString schemaText(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/// The name of a kind's definition in the schema.
QString definitionName(MappingKind kind)
{
    switch (kind) {
    case MappingKind::Module: return QStringLiteral("module");
    case MappingKind::Game: return QStringLiteral("game");
    case MappingKind::Side: return QStringLiteral("side");
    case MappingKind::GameOption: return QStringLiteral("game_option");
    case MappingKind::LookupTable: return QStringLiteral("lookup_table");
    case MappingKind::LookupColumn: return QStringLiteral("lookup_column");
    case MappingKind::LookupRow: return QStringLiteral("lookup_row");
    case MappingKind::ReferenceEntry: return QStringLiteral("reference_entry");
    case MappingKind::ReferenceRow: return QStringLiteral("reference_row");
    case MappingKind::Chit: return QStringLiteral("chit");
    case MappingKind::ChitFace: return QStringLiteral("chit_face");
    case MappingKind::Procedure: return QStringLiteral("procedure");
    case MappingKind::Step: return QStringLiteral("step");
    case MappingKind::Group: return QStringLiteral("group");
    case MappingKind::Input: return QStringLiteral("input");
    case MappingKind::ChoiceOption: return QStringLiteral("choice_option");
    case MappingKind::UnitField: return QStringLiteral("unit_field");
    case MappingKind::DerivedValue: return QStringLiteral("derived_value");
    case MappingKind::Constraint: return QStringLiteral("constraint");
    case MappingKind::Modifier: return QStringLiteral("modifier");
    case MappingKind::Cap: return QStringLiteral("cap");
    case MappingKind::SideTotal: return QStringLiteral("side_total");
    case MappingKind::DiceCount: return QStringLiteral("dice_count");
    case MappingKind::NamedDice: return QStringLiteral("named_dice");
    case MappingKind::TableResolution: return QStringLiteral("table_resolution");
    case MappingKind::GridResolution: return QStringLiteral("grid_resolution");
    case MappingKind::TestResolution: return QStringLiteral("test_resolution");
    case MappingKind::CountResolution: return QStringLiteral("count_resolution");
    case MappingKind::DecisionResolution: return QStringLiteral("decision_resolution");
    case MappingKind::OutputsResolution: return QStringLiteral("outputs_resolution");
    case MappingKind::RollClamp: return QStringLiteral("roll_clamp");
    case MappingKind::TableRow: return QStringLiteral("table_row");
    case MappingKind::GridRow: return QStringLiteral("grid_row");
    case MappingKind::ColumnScale: return QStringLiteral("column_scale");
    case MappingKind::Column: return QStringLiteral("column");
    case MappingKind::ColumnOverflow: return QStringLiteral("column_overflow");
    case MappingKind::OverflowCase: return QStringLiteral("overflow_case");
    case MappingKind::TestOutcome: return QStringLiteral("test_outcome");
    case MappingKind::ShownValue: return QStringLiteral("shown_value");
    case MappingKind::ShownCase: return QStringLiteral("shown_case");
    case MappingKind::CountLegend: return QStringLiteral("count_legend");
    case MappingKind::Result: return QStringLiteral("result");
    case MappingKind::ResultNote: return QStringLiteral("result_note");
    case MappingKind::FollowUp: return QStringLiteral("follow_up");
    case MappingKind::Conversion: return QStringLiteral("conversion");
    case MappingKind::Output: return QStringLiteral("output");
    case MappingKind::Trigger: return QStringLiteral("trigger");
    case MappingKind::Interpretation: return QStringLiteral("interpretation");
    case MappingKind::SharedInterpretation: return QStringLiteral("game_interpretation");
    case MappingKind::Luck: return QStringLiteral("luck");
    case MappingKind::Example: return QStringLiteral("example");
    case MappingKind::ExampleExpectation: return QStringLiteral("example_expectation");
    case MappingKind::ExpectedRoll: return QStringLiteral("expected_roll");
    case MappingKind::ExpectedStep: return QStringLiteral("expected_step");
    case MappingKind::Overlay: return QStringLiteral("overlay");
    case MappingKind::OverlayProcedure: return QStringLiteral("overlay_procedure");
    case MappingKind::OverlayRow: return QStringLiteral("overlay_row");
    case MappingKind::OverlayLookup: return QStringLiteral("overlay_lookup");
    case MappingKind::Texts: return QStringLiteral("texts");
    case MappingKind::TextsGameOption: return QStringLiteral("texts_game_option");
    case MappingKind::TextsProcedure: return QStringLiteral("texts_procedure");
    case MappingKind::TextsStep: return QStringLiteral("texts_step");
    case MappingKind::TextsInput: return QStringLiteral("texts_input");
    case MappingKind::TextsUnitField: return QStringLiteral("texts_unit_field");
    case MappingKind::TextsModifier: return QStringLiteral("texts_modifier");
    case MappingKind::TextsResult: return QStringLiteral("texts_result");
    case MappingKind::TextsLegend: return QStringLiteral("texts_legend");
    case MappingKind::TextsOutput: return QStringLiteral("texts_output");
    case MappingKind::TextsTrigger: return QStringLiteral("texts_trigger");
    case MappingKind::TextsShownValue: return QStringLiteral("texts_shown_value");
    case MappingKind::TextsReference: return QStringLiteral("texts_reference");
    case MappingKind::TextsReferenceRow: return QStringLiteral("texts_reference_row");
    case MappingKind::TextsChit: return QStringLiteral("texts_chit");
    case MappingKind::TextsChitFace: return QStringLiteral("texts_chit_face");
    }
    return QStringLiteral("unknown");
}

QJsonObject reference(MappingKind kind)
{
    return {{"$ref", QStringLiteral("#/definitions/") + definitionName(kind)}};
}

// A YAML scalar reaches an editor as a string, a number or a boolean (a null is no value:
// the loader refuses it). Patterns apply to strings only; a plain 12 is a number.
QJsonObject scalar(const QString& description, const QString& pattern = {})
{
    QJsonObject o{{"type", QJsonArray{"string", "number", "boolean"}}, {"description", description}};
    if (!pattern.isEmpty())
        o["pattern"] = pattern;
    return o;
}

QJsonObject integer()
{
    // The loader reads "3" as well as 3.
    return {{"anyOf", QJsonArray{QJsonObject{{"type", "integer"}}, QJsonObject{{"type", "string"}, {"pattern", "^[+-]?[0-9]+$"}}}},
            {"description", schemaText(fieldTypeExpectation(FieldType::Integer))}};
}

/// The mappings a key holds: one kind, or several chosen by their `kind` key.
QJsonObject mappingOf(const std::vector<MappingKind>& holds)
{
    if (holds.empty())
        return {{"type", "object"}};
    if (holds.size() == 1)
        return reference(holds.front());
    QJsonArray kinds;
    QJsonArray choices;
    for (const MappingKind kind : holds) {
        const QString value = schemaText(mappingSchema(kind).kindValue);
        kinds.append(value);
        choices.append(QJsonObject{{"if", QJsonObject{{"properties", QJsonObject{{"kind", QJsonObject{{"const", value}}}}}}},
                                   {"then", reference(kind)}});
    }
    return {{"type", "object"},
            {"required", QJsonArray{"kind"}},
            {"properties", QJsonObject{{"kind", QJsonObject{{"enum", kinds}}}}},
            {"allOf", choices}};
}

QJsonObject valueSchema(const KeySpec& spec)
{
    const QString expected = schemaText(fieldTypeExpectation(spec.type));
    switch (spec.type) {
    case FieldType::Text:
    case FieldType::Scalar:
        return scalar(expected);
    case FieldType::RuleReference:
        return {{"type", "string"}, {"description", expected}};
    case FieldType::Id:
        return scalar(expected, QStringLiteral("^\\S+$"));
    case FieldType::GameId:
        return scalar(expected, QStringLiteral("^[a-z0-9-]+$"));
    case FieldType::Name:
        return scalar(expected, QStringLiteral("^[A-Za-z][A-Za-z0-9_]*$"));
    case FieldType::Integer:
        return integer();
    case FieldType::Boolean:
        return {{"type", "boolean"}, {"description", expected}};
    case FieldType::Requirement:
        return {{"enum", QJsonArray{true, false, QStringLiteral("when_read")}}, {"description", expected}};
    case FieldType::Expression:
        return scalar(expected + QStringLiteral(" (docs/expressions.md)"), QStringLiteral("\\S"));
    case FieldType::TextList:
        return {{"type", "array"}, {"items", scalar(QStringLiteral("text"))}};
    case FieldType::List:
        return {{"type", "array"}, {"items", mappingOf(spec.holds)}};
    case FieldType::Mapping:
        return mappingOf(spec.holds);
    case FieldType::ScalarMap:
        return {{"type", "object"}, {"additionalProperties", scalar(QStringLiteral("a single value"))}};
    case FieldType::IntegerMap:
        return {{"type", "object"}, {"additionalProperties", integer()}};
    case FieldType::NumberMap:
        return {{"type", "object"},
                {"additionalProperties", QJsonObject{{"anyOf", QJsonArray{QJsonObject{{"type", "number"}},
                                                                          QJsonObject{{"type", "string"},
                                                                                      {"pattern", "^[+-]?[0-9]*([.][0-9]+|/[0-9]+)?$"}}}},
                                                     {"description", QStringLiteral("a number like 3, \"5/2\" or \"2.5\"")}}}};
    case FieldType::ScalarOrMapping:
        return {{"anyOf", QJsonArray{scalar(expected), mappingOf(spec.holds)}}};
    case FieldType::TextOrList: {
        const QJsonObject items = spec.holds.empty() ? scalar(QStringLiteral("text")) : mappingOf(spec.holds);
        return {{"anyOf", QJsonArray{scalar(expected), QJsonObject{{"type", "array"}, {"items", items}}}}};
    }
    case FieldType::ScalarMappingOrList: {
        // The mapping form's kind, then the list items' kind.
        const auto split = spec.holds.begin() + (spec.holds.empty() ? 0 : 1);
        const std::vector<MappingKind> mapping(spec.holds.begin(), split);
        const std::vector<MappingKind> items(split, spec.holds.end());
        return {{"anyOf", QJsonArray{scalar(expected), mappingOf(mapping), QJsonObject{{"type", "array"}, {"items", mappingOf(items)}}}}};
    }
    }
    return {};
}

QJsonObject objectSchema(const MappingSchema& schema)
{
    QJsonObject properties;
    QJsonArray required;
    for (const KeySpec& spec : schema.keys) {
        properties[schemaText(spec.key)] = valueSchema(spec);
        if (spec.required)
            required.append(schemaText(spec.key));
    }
    if (!schema.kindValue.empty())
        properties[QStringLiteral("kind")] = QJsonObject{{"const", schemaText(schema.kindValue)}};
    QJsonObject o{{"type", "object"},
                  {"description", QStringLiteral("A %1.").arg(schemaText(schema.noun))},
                  {"properties", properties},
                  {"additionalProperties", false}};
    if (!required.isEmpty())
        o["required"] = required;
    return o;
}

/// The kinds a module is made of, from the module down.
void collectKinds(MappingKind kind, std::set<MappingKind>& kinds)
{
    if (!kinds.insert(kind).second)
        return;
    for (const KeySpec& spec : mappingSchema(kind).keys)
        for (const MappingKind held : spec.holds)
            collectKinds(held, kinds);
}

}  // namespace

QJsonObject moduleJsonSchema()
{
    std::set<MappingKind> kinds;
    collectKinds(MappingKind::Module, kinds);
    QJsonObject definitions;
    for (const MappingKind kind : kinds)
        if (kind != MappingKind::Module)
            definitions[definitionName(kind)] = objectSchema(mappingSchema(kind));
    // Draft-07 ignores keywords beside a $ref, so the module's own keys are the root.
    QJsonObject root = objectSchema(mappingSchema(MappingKind::Module));
    root["$schema"] = QStringLiteral("http://json-schema.org/draft-07/schema#");
    root["title"] = QStringLiteral("Umpire game module");
    root["description"] = QStringLiteral(
        "A game module of Umpire (docs/module-format.md). Generated by `umpire-cli schema` from the loader's schema: it checks "
        "keys and their types; `umpire-cli check` checks the rest.");
    root["definitions"] = definitions;
    return root;
}

}  // namespace umpire
