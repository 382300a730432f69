// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/lookup_keys.h"
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"

namespace umpire {

namespace {

constexpr std::string_view missingValue = "?";

// A cell: a whole number, a fraction "5/2" or a decimal "2.5" (the table then holds
// fractions), or "?" when our sources lack it.
std::optional<Value> readValue(const YAML::Node& node, std::string_view key, const MappingReader& row, bool& fractions)
{
    const std::string& text = node.Scalar();
    if (text == missingValue)
        return std::nullopt;
    const auto number = Fraction::parse(text);
    if (!number) {
        row.context().wrongType(positionOf(node), key, row.place(), "a number like 3, \"5/2\" or \"2.5\", or \"?\"",
                                describeFound(node));
        return std::nullopt;
    }
    if (!parseInteger(text))
        fractions = true;
    return Value(*number);
}

void readRow(const YAML::Node& item, std::size_t index, LookupTable& table, bool twoKeys, std::vector<WrittenKey>& keys,
             ReadContext& context)
{
    const MappingReader row(item, MappingKind::LookupRow, context);
    if (!row.isMapping())
        return;
    const std::size_t width = twoKeys ? table.columns.size() : 1;
    std::vector<std::optional<Value>> cells(width);
    if (twoKeys) {
        row.refuse("value", "a two-key table gives one value per column in 'values'");
        if (table.columns.empty())
            row.refuse("values", "the table names no columns to put them under");
        else if (!table.missing)
            row.require("values");
        const YAML::Node values = row.value("values");
        if (values.IsDefined() && !table.columns.empty()) {
            if (values.size() != width)
                context.valueCount(row.positionOf("values"), "values", row.place(), values.size(), width);
            for (std::size_t i = 0; i < values.size() && i < width; ++i)
                cells[i] = readValue(values[i], "values[" + std::to_string(i) + "]", row, table.fractions);
        }
    } else {
        row.refuse("values", "a one-key table gives one 'value' per row");
        if (!table.missing)
            row.require("value");
        const YAML::Node value = row.value("value");
        if (value.IsDefined())
            cells[0] = readValue(value, "value", row, table.fractions);
    }
    auto key = readLookupKey(row, index, keys);
    if (!key)
        return;
    key->label = row.text("label").value_or("");
    table.rows.push_back(std::move(*key));
    table.cells.push_back(std::move(cells));
}

}  // namespace

LookupTable readLookupTable(const YAML::Node& node, ReadContext& context)
{
    LookupTable table;
    const MappingReader reader(node, MappingKind::LookupTable, context);
    if (!reader.isMapping())
        return table;
    table.id = reader.text("id").value_or("");
    table.label = reader.text("label").value_or("");
    table.rule = reader.text("rule").value_or("");
    table.rowLabel = reader.text("row_label").value_or("");
    table.columnLabel = reader.text("column_label").value_or("");
    table.missing = reader.boolean("missing").value_or(false);
    // A wholly missing table may know neither its rows nor its columns: only what it is keyed by.
    const bool twoKeys = isTwoKeyTable(reader);
    if (!table.missing) {
        reader.require("rows");
        if (twoKeys)
            reader.require("columns");
    }
    if (!withinLimit(reader, "columns", maxLookupKeys) || !withinLimit(reader, "rows", maxLookupKeys))
        return table;

    std::vector<WrittenKey> columnKeys;
    std::size_t index = 0;
    forEachItem(reader, "columns", [&](const YAML::Node& item) {
        const MappingReader column(item, MappingKind::LookupColumn, context);
        if (auto key = readLookupKey(column, index++, columnKeys)) {
            key->label = column.text("label").value_or("");
            table.columns.push_back(std::move(*key));
        }
    });
    if (reader.value("columns").IsDefined() && reader.value("columns").size() == 0)
        context.emptyList(reader.positionOf("columns"), "columns", reader.place());
    checkLookupKeys(columnKeys, "columns", "'columns' of " + reader.place(), context);

    std::vector<WrittenKey> rowKeys;
    index = 0;
    forEachItem(reader, "rows", [&](const YAML::Node& item) { readRow(item, index++, table, twoKeys, rowKeys, context); });
    if (reader.value("rows").IsDefined() && reader.value("rows").size() == 0 && !table.missing)
        context.emptyList(reader.positionOf("rows"), "rows", reader.place());
    checkLookupKeys(rowKeys, "rows", "'rows' of " + reader.place(), context);
    // A table whose printed values are fractions says so even when we know none of them, so
    // that a fraction read off the chart is taken.
    if (const auto declared = reader.boolean("fractions")) {
        if (!*declared && table.fractions)
            context.keyDoesNotApply(reader.positionOf("fractions"), "fractions", reader.place(),
                                    "a value is a fraction, so the table is one of fractions");
        table.fractions = table.fractions || *declared;
    }
    return table;
}

}  // namespace umpire
