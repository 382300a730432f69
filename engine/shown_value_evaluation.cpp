// SPDX-License-Identifier: GPL-3.0-or-later
#include "shown_value_evaluation.h"

#include "procedure.h"
#include "text_template.h"

namespace umpire {

namespace {

/// A choice shown by its option's label, found on the input (or unit field) of the same choices.
std::string choiceLabel(const Procedure& chain, const Expression& expression, const Value& value)
{
    for (const auto& input : chain.inputs)
        if (input.kind == InputSpec::Kind::Choice && input.scalar.choices == expression.type().choices)
            return input.scalar.labelOf(value);
    return value.asChoice();
}

std::string columnText(const GridMethod& grid, const ColumnReport& column, ColumnFinding finding)
{
    const auto& columns = grid.scale.columns;
    switch (finding) {
    case ColumnFinding::Value: return column.valueText;
    case ColumnFinding::BeforeShifts: {
        const auto last = static_cast<std::int64_t>(columns.size()) - 1;
        if (column.baseIndex <= last)
            return columns[static_cast<std::size_t>(column.baseIndex)].id;
        // Past the last column, where the scale counts columns beyond it.
        return columns.back().id + " +" + std::to_string(column.baseIndex - last);
    }
    case ColumnFinding::AfterShifts: return column.id;
    }
    return {};
}

std::string shownText(const Assessment& a, const ShownValueSpec& spec, const Bindings& found)
{
    const Procedure& chain = a.chain ? *a.chain : *a.procedure;
    if (spec.value) {
        const Value v = spec.value->evaluate(found);
        return v.isChoice() ? choiceLabel(chain, *spec.value, v) : v.toReadableString();
    }
    if (spec.finding) {
        const auto* grid = std::get_if<GridMethod>(&a.procedure->method);
        // Checked when the module loads: only a grid's shown values name the column.
        return grid && a.column ? columnText(*grid, *a.column, *spec.finding) : std::string();
    }
    for (const auto& shownCase : spec.cases)
        if (!shownCase.when || shownCase.when->evaluate(found).asBoolean())
            return fillPlaceholders(shownCase.text, found, chain.inputs);
    return {};
}

}  // namespace

std::vector<ShownReport> evaluateShownValues(const Assessment& a, const Bindings& found)
{
    std::vector<ShownReport> out;
    const auto add = [&](const std::vector<ShownValueSpec>& specs) {
        for (const auto& spec : specs)
            out.push_back({spec.id, spec.label, shownText(a, spec, found), spec.rule});
    };
    if (a.chain && a.chain != a.procedure && a.stepIndex == 0)
        add(a.chain->shown);
    add(a.procedure->shown);
    return out;
}

}  // namespace umpire
