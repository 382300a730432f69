// SPDX-License-Identifier: GPL-3.0-or-later
#include "later_step_modifiers.h"

#include "arithmetic_error.h"
#include "assessment.h"
#include "chart_lookups.h"
#include "procedure.h"
#include "text_template.h"

namespace umpire {

namespace {

bool allKnown(const Expression& expression, const Bindings& known)
{
    for (const auto& name : expression.namesUsed())
        if (!known.lookup(name))
            return false;
    return true;
}

bool readsOnlyKnown(const Modifier& m, const Bindings& known)
{
    if (m.when && !allKnown(*m.when, known))
        return false;
    return m.factor ? allKnown(*m.factor, known) : allKnown(m.value, known);
}

/// `m` as modifier_stack reports it, every name it reads being known.
ModifierReport earlyReport(const Modifier& m, const Bindings& values, const std::vector<InputSpec>& inputs)
{
    ModifierReport report{m.id, m.label, m.rule, m.kind, m.side, false, 0, {}, m.total};
    if (m.when && !m.when->evaluate(values).asBoolean()) {
        report.reasonKind = ModifierReasonKind::ConditionFalse;
        report.reason = m.notApplied.empty() ? "" : fillPlaceholders(m.notApplied, values, inputs);
        return report;
    }
    const std::string why = m.applied.empty() ? "" : fillPlaceholders(m.applied, values, inputs);
    report.reason = why;
    if (m.factor) {
        const Fraction factor = m.factor->evaluate(values).asFraction();
        if (factor == Fraction(1)) {
            report.reasonKind = ModifierReasonKind::ComesToZero;
        } else {
            report.applied = true;
            report.factor = factor;
        }
        return report;
    }
    const Value v = m.value.evaluate(values);
    if (!v.isInteger())
        throw ArithmeticError("'" + m.value.text() + "' gave " + v.toString() + " where a whole number was needed");
    if (v.asInteger() == 0) {
        report.reasonKind = ModifierReasonKind::ComesToZero;
    } else {
        report.applied = true;
        report.value = v.asInteger();
    }
    return report;
}

}  // namespace

std::vector<LaterStepModifiers> laterStepModifiers(const Game& game, const Assessment& a)
{
    std::vector<LaterStepModifiers> later;
    if (a.chain == nullptr)
        return later;
    const std::vector<InputSpec>& inputs = a.chain->inputs;
    ChartLookups lookups(game, a.situation.chartReadings);
    for (std::size_t index = a.stepIndex + 1; index < a.chain->stepCount(); ++index) {
        const Procedure& step = a.chain->step(index);
        if (step.modifiers.empty())
            continue;
        Bindings known(&a.values);
        known.setLookupSource(&lookups);
        LaterStepModifiers ledger;
        ledger.step = &step;
        ledger.stepIndex = index;
        // The step's derived values that read only what is known now are known too.
        for (const auto& derived : step.derived) {
            if (!allKnown(derived.value, known))
                continue;
            try {
                known.bind(derived.id, derived.value.evaluate(known));
            } catch (const ChartReadingNeeded&) {
            } catch (const ArithmeticError&) {
            }
        }
        for (const auto& total : step.totals)
            ledger.totals.push_back({total.id, total.label, 0, step.caps.empty()});
        for (const auto& m : step.modifiers) {
            EarlyModifier early{ModifierReport{m.id, m.label, m.rule, m.kind, m.side, false, 0, {}, m.total}, false};
            if (readsOnlyKnown(m, known)) {
                try {
                    early.report = earlyReport(m, known, inputs);
                    early.known = true;
                } catch (const ChartReadingNeeded&) {
                } catch (const ArithmeticError&) {
                }
            }
            for (auto& total : ledger.totals) {
                if (m.kind != ModifierKind::Total || m.total != total.id)
                    continue;
                if (!early.known)
                    total.complete = false;
                else if (early.report.applied)
                    total.knownSum = checkedAdd(total.knownSum, early.report.value);
            }
            ledger.modifiers.push_back(std::move(early));
        }
        later.push_back(std::move(ledger));
    }
    return later;
}

}  // namespace umpire
