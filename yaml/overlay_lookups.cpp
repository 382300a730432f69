// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/overlay_lookups.h"

#include "engine/game.h"
#include "yaml/lookup_keys.h"
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"

#include <algorithm>

namespace umpire {

namespace {

constexpr std::string_view missingValue = "?";

std::string keyText(const LookupKey& key)
{
    return key.range ? key.range->toString() : key.option;
}

bool sameKey(const LookupKey& a, const LookupKey& b)
{
    if (a.range && b.range)
        return a.range->low == b.range->low && a.range->high == b.range->high;
    return !a.range && !b.range && a.option == b.option;
}

bool twoKeys(const LookupTable& table)
{
    return !table.columns.empty() || !table.columnLabel.empty();
}

// The overlay's keys checked together with the module's: none may overlap or repeat.
bool keysFit(const std::vector<LookupKey>& known, std::vector<WrittenKey> added, std::string_view listKey,
             const MappingReader& reader, const std::string& place)
{
    std::vector<WrittenKey> all;
    for (std::size_t i = 0; i < known.size(); ++i)
        all.push_back({known[i], keyText(known[i]), reader.position(), i});
    all.insert(all.end(), added.begin(), added.end());
    ReadContext& context = reader.context();
    const std::size_t before = context.problemCount();
    std::string where = "'";  // appended: "'" + temporary trips GCC 12's false -Wrestrict at -O3
    where += listKey;
    where += "' of ";
    where += place;
    checkLookupKeys(all, listKey, where, context);
    return context.problemCount() == before;
}

void mergeColumns(const MappingReader& reader, LookupTable& table, const std::string& place)
{
    if (!reader.has("columns"))
        return;
    if (!table.missing || !table.columns.empty() || !twoKeys(table)) {
        reader.context().keyDoesNotApply(reader.keyPosition("columns"), "columns", place,
                                         table.missing && twoKeys(table)
                                             ? "the module already gives the columns"
                                             : "only a missing two-key table that knows no column takes columns");
        return;
    }
    if (!withinLimit(reader, "columns", maxLookupKeys))
        return;
    std::vector<WrittenKey> written;
    std::vector<LookupKey> columns;
    std::size_t index = 0;
    forEachItem(reader, "columns", [&](const YAML::Node& item) {
        const MappingReader column(item, MappingKind::LookupColumn, reader.context());
        if (auto key = readLookupKey(column, index++, written)) {
            key->label = column.text("label").value_or("");
            columns.push_back(std::move(*key));
        }
    });
    if (!keysFit({}, written, "columns", reader, place))
        return;
    table.columns = std::move(columns);
    for (auto& cells : table.cells)
        cells.resize(table.columns.size());
}

// One value of the overlay into a cell: a missing cell takes it, a known one must agree.
void mergeValue(const YAML::Node& node, const std::string& key, const MappingReader& row, LookupTable& table,
                std::size_t rowIndex, std::size_t column)
{
    const std::string& text = node.Scalar();
    if (text == missingValue)
        return;
    ReadContext& context = row.context();
    const auto number = Fraction::parse(text);
    if (!number || (!table.fractions && !number->isWhole())) {
        context.wrongType(positionOf(node), key, row.place(),
                          table.fractions ? "a number like 3, \"5/2\" or \"2.5\", or \"?\"" : "a whole number or \"?\" (the table holds whole numbers)",
                          describeFound(node));
        return;
    }
    auto& cell = table.cells[rowIndex][column];
    const Value value(*number);
    if (cell) {
        // Writing the known value again is harmless: it lets a player copy a whole printed row.
        if (!(*cell == value))
            context.overlayChangesKnownCell(positionOf(node), key, row.place(),
                                            table.columns.empty() ? "value" : table.columns[column].toString(),
                                            cell->toString(), text);
        return;
    }
    cell = value;
    table.fromOverlay.emplace_back(rowIndex, column);
}

void mergeRow(const YAML::Node& item, std::size_t index, const MappingReader& reader, LookupTable& table,
              const std::string& place)
{
    ReadContext& context = reader.context();
    const MappingReader row(item, MappingKind::LookupRow, context);
    if (!row.isMapping())
        return;
    std::vector<WrittenKey> written;
    const auto key = readLookupKey(row, index, written);
    if (!key)
        return;
    const bool two = twoKeys(table);
    const std::size_t width = two ? table.columns.size() : 1;
    row.refuse(two ? "value" : "values", two ? "a two-key table gives one value per column in 'values'"
                                             : "a one-key table gives one 'value' per row");
    if (two && table.columns.empty()) {
        row.refuse("values", "the table names no columns: give 'columns' first");
        return;
    }
    const YAML::Node values = two ? row.value("values") : row.value("value");
    if (two && values.IsDefined() && values.size() != width) {
        context.valueCount(row.positionOf("values"), "values", row.place(), values.size(), width);
        return;
    }
    auto found = std::find_if(table.rows.begin(), table.rows.end(), [&](const LookupKey& k) { return sameKey(k, *key); });
    if (found == table.rows.end()) {
        // Only a table missing as a whole has rows still to add; anything else is a typo'd key.
        if (!table.missing) {
            std::vector<std::string> known;
            for (const auto& k : table.rows)
                known.push_back(keyText(k));
            context.unknownReference(row.positionOf("key"), "key", "row", keyText(*key), place, known);
            return;
        }
        if (table.rows.size() >= maxLookupKeys) {
            context.tooMany(row.positionOf("key"), "rows", place, table.rows.size() + 1, maxLookupKeys);
            return;
        }
        if (!keysFit(table.rows, written, "rows", reader, place))
            return;
        LookupKey added = *key;
        added.label = row.text("label").value_or("");
        table.rows.push_back(std::move(added));
        table.cells.emplace_back(width);
        found = table.rows.end() - 1;
    }
    const auto rowIndex = static_cast<std::size_t>(found - table.rows.begin());
    if (!values.IsDefined())
        return;
    if (!two) {
        mergeValue(values, "value", row, table, rowIndex, 0);
        return;
    }
    for (std::size_t i = 0; i < values.size(); ++i)
        mergeValue(values[i], "values[" + std::to_string(i) + "]", row, table, rowIndex, i);
}

void mergeTable(const YAML::Node& node, LookupTable& table, ReadContext& context)
{
    const std::string place = "lookup table '" + table.id + "'";
    ReadContext::OwnerScope owner(context, place);
    const MappingReader reader(node, MappingKind::OverlayLookup, context);
    if (!reader.isMapping())
        return;
    mergeColumns(reader, table, place);
    if (!withinLimit(reader, "rows", maxLookupKeys) || !reader.require("rows"))
        return;
    std::size_t index = 0;
    forEachItem(reader, "rows", [&](const YAML::Node& item) { mergeRow(item, index++, reader, table, place); });
}

}  // namespace

void mergeLookupOverlay(const YAML::Node& lookups, Game& game, ReadContext& context)
{
    for (const auto& entry : readNamedEntries(lookups, "'lookups' of the overlay", context)) {
        ReadContext::PathScope path(context, entry.name);
        const auto table = std::find_if(game.lookups.begin(), game.lookups.end(),
                                        [&](const LookupTable& t) { return t.id == entry.name; });
        if (table == game.lookups.end()) {
            std::vector<std::string> ids;
            for (const auto& t : game.lookups)
                ids.push_back(t.id);
            context.unknownReference(positionOf(entry.key), "", "lookup table", entry.name, "'lookups' of the overlay", ids);
            continue;
        }
        mergeTable(entry.value, *table, context);
    }
}

}  // namespace umpire
