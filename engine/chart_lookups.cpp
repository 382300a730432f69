// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart_lookups.h"

#include "arithmetic_error.h"
#include "game.h"

#include <algorithm>

namespace umpire {

namespace {

/// The heading the chart gives a key: its declared label when the key matches one, else the value.
std::string keyText(const std::vector<LookupKey>& keys, const Value& key)
{
    if (const auto index = LookupTable::find(keys, key))
        return keys[*index].toString();
    return key.toString();
}

}  // namespace

std::optional<Value> parseChartNumber(const std::string& text)
{
    const auto number = Fraction::parse(text);
    if (!number)
        return std::nullopt;
    return Value(*number);
}

bool ChartLookups::recorded(const std::string& key) const
{
    return std::any_of(used_.begin(), used_.end(), [&](const PlayerValue& v) { return v.key == key; });
}

ChartQuestion ChartLookups::takeDeferred() const
{
    ChartQuestion question = std::move(*deferred_);
    deferred_.reset();
    return question;
}

Value ChartLookups::read(const std::string& tableId, const Value& row, const Value* column) const
{
    if (deferred_)
        return Value(0);  // Past a missing cell: the caller discards the value.
    const LookupTable* table = game_.lookup(tableId);
    if (!table)
        throw std::logic_error("lookup of unknown table '" + tableId + "'");
    const auto rowIndex = LookupTable::find(table->rows, row);
    const auto columnIndex = column ? LookupTable::find(table->columns, *column) : std::optional<std::size_t>{0};
    const bool known = rowIndex && columnIndex;
    if (!known && !table->missing) {
        const std::string where = !rowIndex ? "row for " + row.toString() : "column for " + column->toString();
        throw ArithmeticError("table '" + table->label + "' (" + table->rule + ") has no " + where);
    }
    // Our own cell needs no texts: it is read for every throw the odds count.
    const bool ours = known && *columnIndex < table->cells[*rowIndex].size() && table->cells[*rowIndex][*columnIndex] &&
                      !table->cellFromOverlay(*rowIndex, *columnIndex);
    if (ours)
        return *table->cells[*rowIndex][*columnIndex];
    const std::string rowText = keyText(table->rows, row);
    const std::string columnText = column ? keyText(table->columns, *column) : std::string();
    ChartQuestion question{chartKey(table->id, columnText, rowText), table->id, table->label, table->rule, columnText, rowText, {}};
    const std::string& key = question.key;
    if (known) {
        const auto& cells = table->cells[*rowIndex];
        const std::size_t c = *columnIndex;
        if (c < cells.size() && cells[c]) {
            if (!recorded(key))
                used_.push_back({key, question.cellLabel(), cells[c]->toString(), true});
            return *cells[c];
        }
    }
    if (const auto reading = readings_.find(key); reading != readings_.end()) {
        const std::string label = question.cellLabel();
        const auto value = parseChartNumber(reading->second);
        if (!value)
            throw ArithmeticError("the value read off " + label + " must be a number, not '" + reading->second + "'");
        if (!table->fractions && !value->isInteger())
            throw ArithmeticError("the value read off " + label + " must be a whole number, not '" + reading->second + "'");
        if (!recorded(key))
            used_.push_back({key, label, value->toString(), false});
        return *value;
    }
    if (deferring_) {
        deferred_ = std::move(question);
        return Value(0);
    }
    throw ChartReadingNeeded{question};
}

}  // namespace umpire
