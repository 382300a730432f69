// SPDX-License-Identifier: GPL-3.0-or-later
#include "throw_evaluation.h"

#include "arithmetic_error.h"
#include "chart_lookups.h"
#include "column_finder.h"
#include "game.h"
#include "input_not_given.h"
#include "text_template.h"
#include "throw_slots.h"

#include <algorithm>
#include <memory>

namespace umpire {

namespace {

bool holds(const std::optional<Expression>& condition, const Bindings& bindings)
{
    return !condition || condition->evaluate(bindings).asBoolean();
}

std::int64_t clampRow(const std::optional<RollClamp>& clamp, std::int64_t row)
{
    return clamp ? std::clamp(row, clamp->min, clamp->max) : row;
}

std::int64_t rowOf(const std::optional<Expression>& row, const Bindings& b, std::int64_t modified)
{
    if (!row)
        return modified;
    const Value v = row->evaluate(b);
    if (!v.isInteger())
        throw ArithmeticError("the row '" + row->text() + "' gave " + v.toString() + " where a whole number was needed");
    return v.asInteger();
}

std::vector<std::string> codesOf(const Procedure& step)
{
    std::vector<std::string> codes;
    for (const auto& result : step.results)
        codes.push_back(result.code);
    return codes;
}

/// The code of a cell our sources lack: the players' reading, or a question (below
/// ThrowDetail::Published, only that the chart is needed).
void askOrRead(const Procedure& step, const std::string& column, const std::string& row, const ChartReadings& readings,
               ThrowDetail detail, ThrowEvaluation& e)
{
    // The exact odds meet such a cell on every throw of a chart left to the players: no texts
    // are built for it unless the players have read cells or the question is asked.
    const std::string key = readings.empty() && detail == ThrowDetail::Counted ? std::string() : chartKey(step.id, column, row);
    if (const auto reading = readings.find(key); !key.empty() && reading != readings.end()) {
        if (!step.result(reading->second)) {
            std::string codes;
            for (const auto& code : codesOf(step))
                codes += (codes.empty() ? "" : ", ") + code;
            e.refusal = Refusal{"chart", "'" + reading->second + "' is not a result of " + step.label + "; the results are " + codes,
                                step.rule};
            return;
        }
        e.outcome.code = reading->second;
        e.outcome.fromChart = true;
        e.outcome.chartKey = key;
        return;
    }
    e.outcome.chartNeeded = true;
    if (detail != ThrowDetail::Counted)
        e.outcome.question = ChartQuestion{key, step.id, step.label, step.rule, column, row, codesOf(step)};
}

/// The lookup values the throw used come before the result-table cells it read.
void keepLookupValues(const ChartLookups& lookups, ThrowEvaluation& e)
{
    const auto& used = lookups.playerValues();
    e.playerValues.insert(e.playerValues.begin(), used.begin(), used.end());
}

void readCell(const Procedure& step, const ResultTable& table, std::size_t column, const std::string& columnLabel,
              const ChartReadings& readings, ThrowDetail detail, ThrowEvaluation& e)
{
    const TableRow* found = table.rowFor(e.row);
    e.outcome.rowLabel = found ? found->rolls.toString() : std::to_string(e.row);
    if (found && column < found->cells.size() && found->cells[column] && *found->cells[column] != "?") {
        e.outcome.code = *found->cells[column];
        // A cell the players filled in through their overlay is their value, not ours: say so.
        if (table.cellFromOverlay(static_cast<std::size_t>(found - table.rows.data()), column))
            e.playerValues.push_back({chartKey(step.id, columnLabel, e.outcome.rowLabel),
                                      chartCellLabel(step.label, columnLabel, e.outcome.rowLabel),
                                      e.outcome.code, true});
        return;
    }
    askOrRead(step, columnLabel, e.outcome.rowLabel, readings, detail, e);
}

/// Finds the result code of the throw (or its question) with `b` bound to the dice.
void findResult(const Assessment& a, const Bindings& b, ThrowFrame& frame, const ChartReadings& readings, ThrowDetail detail,
                ThrowEvaluation& e)
{
    const Procedure& step = *a.procedure;
    if (const auto* table = std::get_if<TableMethod>(&step.method)) {
        e.row = clampRow(table->clamp, rowOf(table->row, b, e.modified));
        e.clamped = e.row != rowOf(table->row, b, e.modified);
        readCell(step, table->table, 0, "", readings, detail, e);
    } else if (const auto* grid = std::get_if<GridMethod>(&step.method)) {
        const ColumnReport* column = a.column ? &*a.column : nullptr;
        if (grid->columnReadsDice) {
            auto found = findColumn(*grid, b, a.columnShiftTotal, a.attackerStrength, a.defenderStrength);
            if (auto* refusal = std::get_if<Refusal>(&found)) {
                e.refusal = *refusal;
                return;
            }
            e.column = std::get<ColumnReport>(found);
            column = &*e.column;
            e.modified = checkedAdd(e.modified, column->overflowDieModifier);
            frame.setWhole(frame.slots()->roll(), e.modified);
        }
        const std::int64_t unclamped = rowOf(grid->row, b, e.modified);
        e.row = clampRow(grid->clamp, unclamped);
        e.clamped = e.row != unclamped;
        readCell(step, grid->table, column->index, column->id, readings, detail, e);
    } else if (const auto* test = std::get_if<TestMethod>(&step.method)) {
        for (const auto& outcome : test->outcomes) {
            if (!holds(outcome.when, b))
                continue;
            if (outcome.result == "?")
                askOrRead(step, "", std::to_string(e.modified), readings, detail, e);
            else
                e.outcome.code = outcome.result;
            return;
        }
        e.refusal = Refusal{"outcome", "no outcome of " + step.label + " covers this throw", step.rule};
    } else if (std::holds_alternative<CountMethod>(step.method)) {
        e.outcome.code = frame.get(frame.slots()->hits())->toString();
    }
}

/// Applies the first conversion that fits the code and the situation.
void convert(const Procedure& step, const Bindings& b, Outcome& outcome)
{
    for (const auto& conversion : step.conversions) {
        const bool fits = conversion.from.empty() ||
                          std::find(conversion.from.begin(), conversion.from.end(), outcome.code) != conversion.from.end();
        if (!fits || !holds(conversion.when, b))
            continue;
        if (conversion.to != outcome.code) {
            outcome.convertedFrom = outcome.code;
            outcome.conversion = &conversion;
            outcome.code = conversion.to;
        }
        return;
    }
}

/// The results a cell still to be read can give once converted, in the step's order: a
/// conversion may leave only some (indirect fire on vehicles turns D and 1 into N). Empty: any.
std::vector<std::string> codesAfterConversion(const Procedure& step, const Bindings& b)
{
    if (step.conversions.empty())
        return {};
    std::vector<bool> possible(step.results.size(), false);
    try {
        for (const auto& result : step.results) {
            Outcome candidate;
            candidate.code = result.code;
            convert(step, b, candidate);
            const ResultDefinition* converted = step.result(candidate.code);
            if (converted == nullptr)
                return {};  // Not one of the step's results: say nothing narrower than "any".
            possible[static_cast<std::size_t>(converted - step.results.data())] = true;
        }
    } catch (const ChartReadingNeeded&) {
        return {};  // A conversion reads a cell not read yet either: any result may come.
    }
    if (std::all_of(possible.begin(), possible.end(), [](bool p) { return p; }))
        return {};
    std::vector<std::string> codes;
    for (std::size_t i = 0; i < step.results.size(); ++i)
        if (possible[i])
            codes.push_back(step.results[i].code);
    return codes;
}

/// True when the expression reads a result effect, which is unknown until the chart is read.
bool readsEffects(const Expression& e, const Procedure& step)
{
    for (const auto& name : e.namesUsed())
        for (const auto& result : step.results)
            if (result.effects.count(name))
                return true;
    return false;
}

/// True when the expression reads one of `names` (outputs left unknown before it).
bool readsAny(const Expression& e, const std::vector<std::string>& names)
{
    for (const auto& name : e.namesUsed())
        if (std::find(names.begin(), names.end(), name) != names.end())
            return true;
    return false;
}

/// Unknown until the chart is read: reads an effect, or an output already unknown.
bool waitsForChart(const Expression& e, const Procedure& step, const std::vector<std::string>& unknown)
{
    return readsEffects(e, step) || readsAny(e, unknown);
}

/// The explanation of an output: the text of the first case that holds, filled in; else none.
std::string explanation(const OutputDefinition& output, const Bindings& b)
{
    for (const auto& explainCase : output.explain)
        if (holds(explainCase.when, b))
            return fillPlaceholders(explainCase.text, b);
    return {};
}

/// True when the output's value, its condition or the choice of its explanation waits for the chart.
bool outputWaitsForChart(const OutputDefinition& output, const Procedure& step, const std::vector<std::string>& unknown)
{
    if (waitsForChart(output.value, step, unknown) || (output.when && waitsForChart(*output.when, step, unknown)))
        return true;
    return std::any_of(output.explain.begin(), output.explain.end(), [&](const ShownCase& c) {
        return c.when && waitsForChart(*c.when, step, unknown);
    });
}

/// Evaluates outputs and triggers in order until one reads a cell that waits for the chart:
/// that cell's question, or none when every one was evaluated. The cell is not thrown
/// (ChartLookups::setDeferring): each expression's value is used only once it asked for none.
std::optional<ChartQuestion> evaluateOutputs(const Assessment& a, const Bindings& b, const ChartLookups& lookups,
                                             ThrowFrame& frame, bool codeKnown, ThrowDetail detail, ThrowEvaluation& e)
{
    const Procedure& step = *a.procedure;
    const bool withTexts = detail == ThrowDetail::Shown;
    lookups.setDeferring(true);
    struct StopDeferring {
        const ChartLookups& lookups;
        ~StopDeferring() { lookups.setDeferring(false); }
    } stop{lookups};
    try {
        for (std::size_t index = 0; index < step.outputs.size(); ++index) {
            const OutputDefinition& output = step.outputs[index];
            if (!codeKnown && outputWaitsForChart(output, step, e.unknown)) {
                e.unknown.push_back(output.id);
                continue;
            }
            const bool applies = holds(output.when, b);
            if (lookups.hasDeferred())
                return lookups.takeDeferred();
            if (!applies)
                continue;
            const Value value = output.value.evaluate(b);
            if (lookups.hasDeferred())
                return lookups.takeDeferred();
            frame.set(frame.slots()->outputSlot(index), value);
            if (detail != ThrowDetail::Counted)
                e.published[output.id] = value;
            if (withTexts) {
                std::string explained = explanation(output, b);
                if (lookups.hasDeferred())
                    return lookups.takeDeferred();
                e.outputs.push_back({output.id, output.label, output.rule, value, std::move(explained)});
            } else {
                e.outputs.push_back({output.id, {}, {}, value, {}});
            }
        }
        for (const auto& trigger : step.triggers) {
            if (!codeKnown && waitsForChart(trigger.when, step, e.unknown)) {
                e.unknown.push_back(trigger.id);
                continue;
            }
            const bool fires = trigger.when.evaluate(b).asBoolean();
            if (lookups.hasDeferred())
                return lookups.takeDeferred();
            if (!fires)
                continue;
            if (withTexts)
                e.triggers.push_back({trigger.id, trigger.label, trigger.rule, fillPlaceholders(trigger.text, b)});
            else
                e.triggers.push_back({trigger.id, {}, {}, {}});
        }
    } catch (...) {
        // A failure after a missing cell came of the stand-in values: the cell is the answer.
        if (lookups.hasDeferred())
            return lookups.takeDeferred();
        throw;
    }
    return std::nullopt;
}

}  // namespace

ThrowEvaluation evaluateThrow(const Game& game, const Assessment& a, const ThrowDice& dice, const ChartReadings& readings,
                              bool withTexts)
{
    ThrowFrame frame;
    return evaluateThrow(game, a, dice, readings, frame, withTexts ? ThrowDetail::Shown : ThrowDetail::Published);
}

ThrowEvaluation evaluateThrow(const Game& game, const Assessment& a, const ThrowDice& dice, const ChartReadings& readings,
                              ThrowFrame& frame, ThrowDetail detail)
{
    ThrowEvaluation e;
    const Procedure& step = *a.procedure;
    // A step built without the loader has no slots yet: give it some for this throw.
    std::unique_ptr<const ThrowSlots> uncompiled;
    if (!step.throwSlots)
        uncompiled = std::make_unique<const ThrowSlots>(step);
    const ThrowSlots& slots = step.throwSlots ? *step.throwSlots : *uncompiled;
    frame.reset(slots);
    ChartLookups lookups(game, readings);
    Bindings b(&a.values);
    b.setLookupSource(&lookups);
    b.setFrame(&frame);
    for (const auto total : dice.totals)
        e.natural = checkedAdd(e.natural, total);
    for (std::size_t i = 0; i < step.namedDice.size() && i < dice.totals.size(); ++i) {
        frame.setWhole(slots.dieSlot(i), dice.totals[i]);
        if (detail != ThrowDetail::Counted)
            e.published[step.namedDice[i].id] = dice.totals[i];
    }
    const bool counting = std::holds_alternative<CountMethod>(step.method);
    if (counting)
        frame.setWhole(slots.hits(), dice.hits);
    e.modified = checkedAdd(e.natural, a.dieModifierTotal);
    e.row = e.modified;
    frame.setWhole(slots.natural(), e.natural);
    frame.setWhole(slots.roll(), e.modified);
    if (a.target)
        frame.setWhole(slots.target(), *a.target);
    try {
        try {
            findResult(a, b, frame, readings, detail, e);
        } catch (const ChartReadingNeeded& needed) {  // A lookup the row or outcome needs.
            e.outcome.chartNeeded = true;
            e.outcome.question = needed.question;
        }
        if (e.refusal) {
            keepLookupValues(lookups, e);
            return e;
        }
        if (!e.outcome.chartNeeded)
            convert(step, b, e.outcome);
        else if (e.outcome.code.empty())
            e.chartCodes = codesAfterConversion(step, b);
        const bool anyEffects = std::any_of(step.results.begin(), step.results.end(),
                                            [](const ResultDefinition& r) { return !r.effects.empty(); });
        if (const ResultDefinition* definition = anyEffects ? step.result(e.outcome.code) : nullptr) {
            const auto& effectSlots = slots.effectSlots(static_cast<std::size_t>(definition - step.results.data()));
            std::size_t k = 0;
            for (const auto& [name, amount] : definition->effects)
                frame.set(effectSlots[k++], Value(amount));
        }
        if (std::optional<ChartQuestion> needed = evaluateOutputs(a, b, lookups, frame, !e.outcome.chartNeeded, detail, e)) {  // An output reads a missing cell: the code stands.
            // The result's own cell, when it is missing too, is asked first.
            if (!e.outcome.chartNeeded)
                e.outcome.question = std::move(*needed);
            e.outcome.chartNeeded = true;
            const auto computed = [&](const std::string& id) {
                return std::any_of(e.outputs.begin(), e.outputs.end(), [&](const OutputValue& v) { return v.id == id; });
            };
            for (const auto& output : step.outputs)
                if (!computed(output.id) && std::find(e.unknown.begin(), e.unknown.end(), output.id) == e.unknown.end())
                    e.unknown.push_back(output.id);
        }
    } catch (const ArithmeticError& error) {
        e.refusal = arithmeticRefusal(a.chain ? *a.chain : *a.procedure, error);
    }
    keepLookupValues(lookups, e);
    return e;
}

}  // namespace umpire
