// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/first_match_list.h"
#include "yaml/mapping_reader.h"
#include "yaml/read_shown_case.h"
#include "yaml/readers.h"

#include "engine/assessment_names.h"

#include <array>

namespace umpire {

namespace {

constexpr std::array<ColumnFinding, 3> columnFindings = {ColumnFinding::Value, ColumnFinding::BeforeShifts,
                                                         ColumnFinding::AfterShifts};

std::optional<ColumnFinding> columnFindingFromName(std::string_view name)
{
    for (const auto finding : columnFindings)
        if (name == columnFindingName(finding))
            return finding;
    return std::nullopt;
}

void readFinding(const MappingReader& reader, ShownValueSpec& shown, bool grid)
{
    const auto name = reader.text("of");
    if (!name)
        return;
    ReadContext& context = reader.context();
    const auto finding = columnFindingFromName(*name);
    if (!finding) {
        context.wrongType(reader.positionOf("of"), "of", reader.place(), "column_value, column_before_shifts or column_after_shifts",
                          "'" + *name + "'");
        return;
    }
    if (!grid) {
        context.keyDoesNotApply(reader.keyPosition("of"), "of", reader.place(), "only a step resolved on a grid finds a column");
        return;
    }
    shown.finding = finding;
}

void readCases(const MappingReader& reader, ShownValueSpec& shown, const NameScope& scope)
{
    ReadContext& context = reader.context();
    forEachItem(reader, "cases", [&](const YAML::Node& item) {
        shown.cases.push_back(readShownCase(MappingReader(item, MappingKind::ShownCase, context), scope));
    });
    if (reader.value("cases").IsDefined() && shown.cases.empty())
        context.emptyList(reader.positionOf("cases"), "cases", reader.place());
    checkFirstMatchList(reader, "cases", "case");
}

}  // namespace

ShownValueSpec readShownValue(const YAML::Node& node, ReadContext& context, const ProcedureNames& names, bool grid)
{
    ShownValueSpec shown;
    const MappingReader reader(node, MappingKind::ShownValue, context);
    if (!reader.isMapping())
        return shown;
    shown.id = reader.text("id").value_or("");
    shown.label = reader.text("label").value_or("");
    shown.rule = reader.text("rule").value_or("");
    // A shown value may read what the assessment found, as an interpretation may.
    NameScope scope(&names.scope);
    declareAssessmentNames(scope);

    int ways = 0;
    for (const std::string_view key : {"value", "cases", "of"})
        ways += reader.has(key) ? 1 : 0;
    if (ways == 0) {
        context.missingKey(reader.position(), "value", reader.place() + " (a shown value has one of 'value', 'cases' and 'of')");
        return shown;
    }
    if (ways > 1) {
        const std::string_view second = reader.has("value") ? (reader.has("cases") ? "cases" : "of") : "of";
        context.keyDoesNotApply(reader.keyPosition(second), second, reader.place(),
                                "a shown value is one of 'value', 'cases' and 'of'");
        return shown;
    }
    if (reader.has("value")) {
        shown.value = reader.expression("value", scope, std::nullopt);
        if (shown.value && shown.value->type().kind != ValueType::Kind::Integer &&
            shown.value->type().kind != ValueType::Kind::Fraction && shown.value->type().kind != ValueType::Kind::Choice) {
            context.doesNotFit(reader.positionOf("value"), "value", shown.value->text(), reader.place(),
                               "a shown value is a number or a choice; say a yes or no in words with 'cases'");
            shown.value.reset();
        }
    }
    readCases(reader, shown, scope);
    readFinding(reader, shown, grid);
    return shown;
}

}  // namespace umpire
