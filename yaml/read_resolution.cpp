// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/first_match_list.h"
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"
#include "yaml/roll_coverage.h"
#include "yaml/unique_ids.h"

#include <array>

namespace umpire {

namespace {

// The symbol a module writes for a cell our sources lack.
constexpr std::string_view missingCell = "?";

using ResultCodes = std::set<std::string, std::less<>>;

std::optional<RollClamp> readClamp(const MappingReader& parent)
{
    std::optional<RollClamp> clamp;
    withKey(parent, "clamp", [&](const YAML::Node& value) {
        const MappingReader reader(value, MappingKind::RollClamp, parent.context());
        const auto min = reader.integer("min");
        const auto max = reader.integer("max");
        if (!min || !max)
            return;
        if (*min > *max) {
            parent.context().reversedBounds(reader.positionOf("max"), "min", *min, "max", *max, reader.place());
            return;
        }
        clamp = RollClamp{*min, *max};
    });
    return clamp;
}

std::optional<RollRange> readRolls(const MappingReader& row)
{
    const auto text = row.text("rolls");
    if (!text)
        return std::nullopt;
    auto rolls = RollRange::parse(*text);
    if (!rolls)
        row.context().wrongType(row.positionOf("rolls"), "rolls", row.place(),
                                "rolls like \"3\", \"3..4\", \"7..\" or \"..1\"", describeFound(row.value("rolls")));
    return rolls;
}

// A cell is a result code that must have a legend, or "?" when our sources lack it.
std::optional<std::string> readCell(const std::string& text, SourcePosition at, std::string_view key,
                                    const MappingReader& row, const ResultCodes& codes)
{
    if (text == missingCell)
        return std::nullopt;
    if (codes.find(text) == codes.end())
        row.context().resultWithoutLegend(at, key, text, row.place());
    return text;
}

// The row key, when it is not the modified roll: it may read the dice of the step.
std::optional<Expression> readRowExpression(const MappingReader& reader, const StepNames& names)
{
    if (!reader.has("row"))
        return std::nullopt;
    return reader.expression("row", names.thrown.scope, ValueType::Kind::Integer);
}

TableMethod readTable(const YAML::Node& node, ReadContext& context, const StepNames& names, const ResultCodes& codes)
{
    TableMethod method;
    const MappingReader reader(node, MappingKind::TableResolution, context);
    if (!reader.isMapping())
        return method;
    method.row = readRowExpression(reader, names);
    method.clamp = readClamp(reader);
    if (!withinLimit(reader, "rows", maxTableRows))
        return method;
    std::vector<RowSpan> spans;
    forEachItem(reader, "rows", [&](const YAML::Node& item) {
        const MappingReader row(item, MappingKind::TableRow, context);
        const auto rolls = readRolls(row);
        const auto result = row.text("result");
        if (!rolls || !result)
            return;
        method.table.rows.push_back({*rolls, {readCell(*result, row.positionOf("result"), "result", row, codes)}});
        spans.push_back({*rolls, row.id(), row.positionOf("rolls")});
    });
    if (reader.value("rows").IsDefined() && reader.value("rows").size() == 0)
        context.emptyList(reader.positionOf("rows"), "rows", reader.place());
    checkRollCoverage(spans, method.clamp, true, reader.positionOf("rows"), reader.place(), context);
    return method;
}

std::optional<Fraction> readColumnBound(const MappingReader& column)
{
    const auto text = column.text("at_least");
    if (!text)
        return std::nullopt;
    auto bound = Fraction::parse(*text);
    if (!bound)
        column.context().wrongType(column.positionOf("at_least"), "at_least", column.place(),
                                   "a number, \"a/b\" or a decimal like \"1.5\"", describeFound(column.value("at_least")));
    return bound;
}

std::vector<TableColumn> readColumns(const MappingReader& reader)
{
    std::vector<TableColumn> columns;
    ReadContext& context = reader.context();
    UniqueIds columnIds;
    columnIds.checkList(reader, "columns", "id", "column");
    std::size_t index = 0;
    forEachItem(reader, "columns", [&](const YAML::Node& item) {
        const MappingReader column(item, MappingKind::Column, context);
        TableColumn read{column.text("id").value_or(""), column.text("label").value_or(""), std::nullopt};
        if (index == 0) {
            column.refuse("at_least", "the first column is open below");
        } else if (column.require("at_least")) {
            read.atLeast = readColumnBound(column);
            const TableColumn& previous = columns.back();
            if (read.atLeast && previous.atLeast && !(*previous.atLeast < *read.atLeast))
                context.columnsNotAscending(column.positionOf("at_least"), reader.place(), read.id,
                                            read.atLeast->toString(), previous.id, previous.atLeast->toString());
        }
        columns.push_back(std::move(read));
        ++index;
    });
    if (reader.value("columns").IsDefined() && columns.empty())
        context.emptyList(reader.positionOf("columns"), "columns", reader.place());
    return columns;
}

GridMethod readGrid(const YAML::Node& node, ReadContext& context, const StepNames& names, const ResultCodes& codes)
{
    GridMethod method;
    const MappingReader reader(node, MappingKind::GridResolution, context);
    if (!reader.isMapping())
        return method;
    method.row = readRowExpression(reader, names);
    withKey(reader, "column", [&](const YAML::Node& value) {
        method.scale = readColumnScale(value, context, names.found, names.column, names.namedDice, method.columnReadsDice);
    });
    if (!withinLimit(reader, "columns", maxGridColumns) || !withinLimit(reader, "rows", maxTableRows))
        return method;
    method.scale.columns = readColumns(reader);
    method.clamp = readClamp(reader);
    method.table.missing = reader.boolean("missing").value_or(false);
    if (!method.table.missing)
        reader.require("rows");

    const std::size_t columnCount = method.scale.columns.size();
    std::vector<RowSpan> spans;
    forEachItem(reader, "rows", [&](const YAML::Node& item) {
        const MappingReader row(item, MappingKind::GridRow, context);
        const auto rolls = readRolls(row);
        const YAML::Node cells = row.value("cells");
        if (!rolls || !cells.IsDefined())
            return;
        if (columnCount > 0 && cells.size() != columnCount)
            context.cellCount(row.positionOf("cells"), row.place(), cells.size(), columnCount);
        TableRow read{*rolls, {}};
        for (std::size_t i = 0; i < cells.size(); ++i)
            read.cells.push_back(readCell(cells[i].Scalar(), positionOf(cells[i]),
                                          "cells[" + std::to_string(i) + "]", row, codes));
        method.table.rows.push_back(std::move(read));
        spans.push_back({*rolls, row.id(), row.positionOf("rolls")});
    });
    checkRollCoverage(spans, method.clamp, !method.table.missing, reader.positionOf("rows"), reader.place(), context);
    return method;
}

// A test reads its outcomes after the dice; a decision reads them from the situation alone.
TestMethod readTest(const YAML::Node& node, ReadContext& context, const StepNames& names, const ResultCodes& codes,
                    bool decision)
{
    TestMethod method;
    method.decision = decision;
    const MappingReader reader(node, decision ? MappingKind::DecisionResolution : MappingKind::TestResolution, context);
    if (!reader.isMapping())
        return method;
    if (!decision)
        method.target = reader.expression("target", names.found.scope, ValueType::Kind::Integer);
    method.targetLabel = reader.text("target_label").value_or("");

    const NameScope& outcomeScope = decision ? names.found.scope : names.thrown.scope;
    forEachItem(reader, "outcomes", [&](const YAML::Node& item) {
        const MappingReader outcome(item, MappingKind::TestOutcome, context);
        TestOutcome read;
        if (outcome.has("when"))
            read.when = outcome.expression("when", outcomeScope, ValueType::Kind::Boolean);
        if (const auto result = outcome.text("result"))
            read.result = readCell(*result, outcome.positionOf("result"), "result", outcome, codes).value_or(std::string(missingCell));
        method.outcomes.push_back(std::move(read));
    });
    if (reader.value("outcomes").IsDefined() && method.outcomes.empty())
        context.emptyList(reader.positionOf("outcomes"), "outcomes", reader.place());
    checkFirstMatchList(reader, "outcomes", "outcome");
    return method;
}

CountMethod readCount(const YAML::Node& node, ReadContext& context, const StepNames& names)
{
    CountMethod method;
    const MappingReader reader(node, MappingKind::CountResolution, context);
    if (!reader.isMapping())
        return method;
    NameScope hitScope(&names.found.scope);
    hitScope.declare("die", ValueType::integer());
    hitScope.declare("roll", ValueType::integer());
    if (auto hit = reader.expression("hit", hitScope, ValueType::Kind::Boolean))
        method.hit = std::move(*hit);
    return method;
}

OutputsMethod readOutputsKind(const YAML::Node& node, ReadContext& context)
{
    const MappingReader reader(node, MappingKind::OutputsResolution, context);
    return OutputsMethod{};
}

}  // namespace

ResolutionMethod readResolution(const YAML::Node& node, ReadContext& context, const StepNames& names,
                                const ResultCodes& codes)
{
    const std::string place = "resolution of " + context.owner();
    const YAML::Node kind = node.IsMap() ? node["kind"] : YAML::Node(YAML::NodeType::Undefined);
    if (!kind.IsDefined()) {
        context.missingKey(positionOf(node), "kind", place);
        return TableMethod{};
    }
    const std::string name = kind.IsScalar() ? kind.Scalar() : "";
    TestMethod decision;
    decision.decision = true;
    const std::array<ResolutionMethod, 6> kinds = {TableMethod{}, GridMethod{}, TestMethod{}, decision, CountMethod{},
                                                   OutputsMethod{}};
    for (const auto& candidate : kinds) {
        if (name != resolutionKindName(candidate))
            continue;
        return std::visit(
            [&](const auto& method) -> ResolutionMethod {
                using Method = std::decay_t<decltype(method)>;
                if constexpr (std::is_same_v<Method, TableMethod>)
                    return readTable(node, context, names, codes);
                else if constexpr (std::is_same_v<Method, GridMethod>)
                    return readGrid(node, context, names, codes);
                else if constexpr (std::is_same_v<Method, TestMethod>)
                    return readTest(node, context, names, codes, method.decision);
                else if constexpr (std::is_same_v<Method, CountMethod>)
                    return readCount(node, context, names);
                else
                    return readOutputsKind(node, context);
            },
            candidate);
    }
    context.wrongType(positionOf(kind), "kind", place, "table, grid, test, decision, count or outputs", describeFound(kind));
    return TableMethod{};
}

}  // namespace umpire
