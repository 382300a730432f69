// SPDX-License-Identifier: GPL-3.0-or-later
#include "modifier_stack.h"

#include "arithmetic_error.h"
#include "assessment.h"
#include "procedure.h"
#include "text_template.h"

#include <algorithm>

namespace umpire {

namespace {

std::int64_t integerOf(const Expression& expression, const Bindings& bindings)
{
    const Value v = expression.evaluate(bindings);
    if (!v.isInteger())
        throw ArithmeticError("'" + expression.text() + "' gave " + v.toString() + " where a whole number was needed");
    return v.asInteger();
}

void evaluateModifiers(const Procedure& step, Assessment& a)
{
    // A step reads the inputs of the procedure it belongs to.
    const std::vector<InputSpec>& inputs = (a.chain != nullptr ? *a.chain : step).inputs;
    for (const auto& modifier : step.modifiers) {
        ModifierReport report{modifier.id, modifier.label, modifier.rule, modifier.kind, modifier.side, false, 0, {}, modifier.total};
        if (modifier.when && !modifier.when->evaluate(a.values).asBoolean()) {
            report.reasonKind = ModifierReasonKind::ConditionFalse;
            report.reason = modifier.notApplied.empty() ? "" : fillPlaceholders(modifier.notApplied, a.values, inputs);
        } else if (modifier.factor) {
            const Fraction factor = modifier.factor->evaluate(a.values).asFraction();
            if (factor < Fraction(0))
                throw ArithmeticError("'" + modifier.factor->text() + "' gave " + factor.toString() +
                                      ": a strength cannot be multiplied by a negative number");
            const std::string why = modifier.applied.empty() ? "" : fillPlaceholders(modifier.applied, a.values, inputs);
            report.reason = why;
            if (factor == Fraction(1)) {
                report.reasonKind = ModifierReasonKind::ComesToZero;  // multiplies by 1: changes nothing
            } else {
                report.applied = true;
                report.factor = factor;
            }
        } else {
            const std::int64_t value = integerOf(modifier.value, a.values);
            const std::string why = modifier.applied.empty() ? "" : fillPlaceholders(modifier.applied, a.values, inputs);
            if (value == 0) {
                report.reasonKind = ModifierReasonKind::ComesToZero;
                report.reason = why;
            } else {
                report.applied = true;
                report.value = value;
                report.reason = why;  // empty without an `applied` sentence: the label says it all
            }
        }
        a.modifiers.push_back(std::move(report));
    }
}

/// Adds a whole-number change to the total a modifier goes to.
void addTo(ModifierTotals& totals, const Modifier& m, std::int64_t value)
{
    const auto add = [value](std::int64_t& slot) { slot = checkedAdd(slot, value); };
    switch (m.kind) {
    case ModifierKind::DieRoll: return add(totals.dieRoll);
    case ModifierKind::ColumnShift: return add(totals.columnShift);
    case ModifierKind::Target: return add(totals.target);
    case ModifierKind::Strength: {
        StrengthChange& side = m.side == StrengthSide::Attacker ? totals.attackerStrength : totals.defenderStrength;
        side.added = side.added + Fraction(value);
        return;
    }
    case ModifierKind::Total: return add(totals.sides[m.total]);
    }
}

std::int64_t* kindSlot(ModifierTotals& totals, ModifierKind kind)
{
    switch (kind) {
    case ModifierKind::DieRoll: return &totals.dieRoll;
    case ModifierKind::ColumnShift: return &totals.columnShift;
    case ModifierKind::Target: return &totals.target;
    case ModifierKind::Strength:
    case ModifierKind::Total: return nullptr;  // Per side: capped through groups only.
    }
    return nullptr;
}

}  // namespace

ModifierTotals evaluateModifierStack(const Procedure& step, Assessment& a)
{
    evaluateModifiers(step, a);
    ModifierTotals totals;
    for (const auto& total : step.totals)
        totals.sides[total.id] = 0;
    for (std::size_t i = 0; i < step.modifiers.size(); ++i) {
        const Modifier& m = step.modifiers[i];
        if (const auto& factor = a.modifiers[i].factor) {
            StrengthChange& side = m.side == StrengthSide::Attacker ? totals.attackerStrength : totals.defenderStrength;
            side.factor = side.factor * *factor;
        } else {
            addTo(totals, m, a.modifiers[i].value);
        }
    }
    auto clampWith = [&](const ModifierCap& cap, std::int64_t before) {
        std::int64_t after = before;
        if (cap.min)
            after = std::max(after, integerOf(*cap.min, a.values));
        if (cap.max)
            after = std::min(after, integerOf(*cap.max, a.values));
        a.caps.push_back({cap.id, cap.label, cap.rule, after != before, before, after});
        return after;
    };
    // Group caps first, then caps on a whole kind.
    for (const auto& cap : step.caps) {
        if (cap.group.empty())
            continue;
        std::int64_t groupSum = 0;
        const Modifier* member = nullptr;
        for (std::size_t i = 0; i < step.modifiers.size(); ++i) {
            if (step.modifiers[i].group != cap.group)
                continue;
            groupSum = checkedAdd(groupSum, a.modifiers[i].value);
            member = &step.modifiers[i];
        }
        const std::int64_t after = clampWith(cap, groupSum);
        if (member)
            addTo(totals, *member, checkedSub(after, groupSum));
    }
    for (const auto& cap : step.caps)
        if (cap.group.empty() && cap.kind)
            if (std::int64_t* slot = kindSlot(totals, *cap.kind))
                *slot = clampWith(cap, *slot);
    return totals;
}

}  // namespace umpire
