// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolver.h"

#include "arithmetic_error.h"
#include "assessment_names.h"
#include "chart_lookups.h"
#include "column_finder.h"
#include "dice_count.h"
#include "dice_relevance.h"
#include "die_roller.h"
#include "game.h"
#include "input_not_given.h"
#include "modifier_stack.h"
#include "shown_value_evaluation.h"
#include "situation_check.h"
#include "step_names.h"
#include "text_template.h"
#include "throw_evaluation.h"

#include <algorithm>
#include <set>

namespace umpire {

namespace {

std::int64_t integerOf(const Expression& expression, const Bindings& bindings)
{
    const Value v = expression.evaluate(bindings);
    if (!v.isInteger())
        throw ArithmeticError("'" + expression.text() + "' gave " + v.toString() + " where a whole number was needed");
    return v.asInteger();
}

bool holds(const std::optional<Expression>& condition, const Bindings& bindings)
{
    return !condition || condition->evaluate(bindings).asBoolean();
}

/// Binds the session's game options, with defaults for those not chosen.
std::vector<Refusal> bindOptions(const Game& game, const Situation& situation, Bindings& values)
{
    std::vector<Refusal> refusals;
    for (const auto& [id, value] : situation.options) {
        const GameOption* option = game.option(id);
        if (!option) {
            std::string names;
            for (const auto& o : game.options)
                names += (names.empty() ? "" : ", ") + o.id;
            refusals.push_back({id, "unknown game option '" + id + "' in " + game.id +
                                        (names.empty() ? "; it has none" : "; its options are " + names), ""});
        } else if (const std::string problem = option->spec.check(value); !problem.empty()) {
            refusals.push_back({id, "game option " + id + " " + problem, option->rule});
        }
    }
    for (const auto& option : game.options) {
        const auto chosen = situation.options.find(option.id);
        values.bind(option.id, chosen != situation.options.end() ? chosen->second : option.spec.defaultValue);
    }
    return refusals;
}

/// The game options this step (or its procedure's shared part) reads, as chosen.
std::vector<OptionReport> optionsRead(const Game& game, const Procedure& chain, const Procedure& step, const Bindings& values)
{
    if (game.options.empty())
        return {};
    std::set<std::string> names;
    for (const auto& d : chain.derived)
        names.insert(d.value.namesUsed().begin(), d.value.namesUsed().end());
    for (const auto& c : chain.constraints)
        names.insert(c.require.namesUsed().begin(), c.require.namesUsed().end());
    collectNamesRead(step, names);
    std::vector<OptionReport> out;
    for (const auto& option : game.options) {
        if (names.count(option.id) == 0)
            continue;
        const Value& chosen = *values.lookup(option.id);
        out.push_back({option.id, option.label, option.rule, chosen.toString(), option.spec.labelOf(chosen)});
    }
    return out;
}

/// The faces of each named group, cut from the dice thrown in the procedure's order; a group
/// not thrown has none.
std::vector<NamedThrow> splitNamed(const Assessment& a, const std::vector<std::int64_t>& dice)
{
    std::vector<NamedThrow> named;
    std::size_t at = 0;
    const bool every = throwsEveryDie(a, dice);
    for (const auto& group : a.diceGroups) {
        NamedThrow t{group.id, group.label, {}, every || group.needed};
        for (std::int64_t i = 0; t.thrown && i < group.count && at < dice.size(); ++i)
            t.faces.push_back(dice[at++]);
        named.push_back(std::move(t));
    }
    return named;
}

/// A die not thrown reads as its lowest face: markDiceNotNeeded found that every face gives
/// the same result, outputs and later values, so any one stands for all.
std::int64_t placeholderTotal(std::int64_t count) { return count; }

/// Binds what a result's texts, notes and follow-up may read about the throw.
void bindThrow(Bindings& b, const Assessment& a, const Resolution& r, std::optional<std::int64_t> hits)
{
    for (const auto& [name, value] : r.published)
        b.bind(name, value);
    b.bind("natural", r.natural);
    b.bind("roll", r.modified);
    if (a.target)
        b.bind("target", *a.target);
    if (hits)
        b.bind("hits", *hits);
    if (r.outcome.definition)
        for (const auto& [name, amount] : r.outcome.definition->effects)
            b.bind(name, Value(amount));
}

bool allBound(const Expression& expression, const Bindings& b)
{
    for (const auto& name : expression.namesUsed())
        if (!b.lookup(name))
            return false;
    return true;
}

/// A named die's label names whom it stands for ("{advantaged_name} die — advantaged"): the
/// step's shown values by id, then every value known before the dice.
void labelDice(const Procedure& chain, Assessment& a, const Bindings& found)
{
    for (auto& group : a.diceGroups) {
        if (group.label.find('{') == std::string::npos)
            continue;
        std::string label = group.label;
        for (const auto& shown : a.shown) {
            const std::string placeholder = "{" + shown.id + "}";
            for (auto at = label.find(placeholder); at != std::string::npos; at = label.find(placeholder, at + shown.value.size()))
                label.replace(at, placeholder.size(), shown.value);
        }
        group.label = fillPlaceholders(label, found, chain.inputs);
    }
}

/// Binds each derived value; one that reads an input not given stays unbound, and reading it
/// later names that input.
void bindDerived(const std::vector<DerivedValue>& derived, Bindings& values)
{
    for (const auto& d : derived) {
        try {
            values.bind(d.id, d.value.evaluate(values));
        } catch (const InputNotGiven& notGiven) {
            values.withhold(d.id, notGiven.inputId());
        }
    }
}

/// The constraints that read what the assessment found, with the shown values bound by id.
std::vector<Refusal> checkAfterColumn(const Procedure& chain, Bindings& found)
{
    std::vector<Refusal> refusals;
    if (!chain.steps.empty())
        return refusals;  // Checked when the module loads: only a procedure of one step has them.
    bool shownBound = false;
    for (const auto& constraint : chain.constraints) {
        if (!constraint.afterColumn)
            continue;
        if (!shownBound) {
            for (const auto& spec : chain.shown)
                if (spec.value)
                    found.bind(spec.id, spec.value->evaluate(found));
            shownBound = true;
        }
        if (!constraint.require.evaluate(found).asBoolean())
            refusals.push_back({constraint.id, fillPlaceholders(constraint.message, found, chain.inputs), constraint.rule});
    }
    return refusals;
}

}  // namespace

AssessmentResult Resolver::assess(const Situation& situation) const
{
    const Procedure* procedure = game_.procedure(situation.procedure);
    if (!procedure) {
        std::string names;
        for (const auto& p : game_.procedures)
            names += (names.empty() ? "" : ", ") + p.id;
        return std::vector<Refusal>{{"procedure", "unknown procedure '" + situation.procedure + "' in " + game_.id +
                                                      "; the procedures are " + names, ""}};
    }
    Situation own = situation;
    own.game = game_.id;
    Bindings values;
    std::vector<Refusal> refusals = bindSituationInputs(*procedure, own, values);
    for (auto& refusal : bindOptions(game_, own, values))
        refusals.push_back(std::move(refusal));
    if (!refusals.empty())
        return refusals;
    ChartLookups lookups(game_, own.chartReadings);
    values.setLookupSource(&lookups);
    try {
        bindDerived(procedure->derived, values);
        for (const auto& constraint : procedure->constraints) {
            if (constraint.afterColumn)
                continue;
            try {
                if (!constraint.require.evaluate(values).asBoolean())
                    refusals.push_back(
                        {constraint.id, fillPlaceholders(constraint.message, values, procedure->inputs), constraint.rule});
            } catch (const InputNotGiven& notGiven) {
                // Each constraint still speaks; the input it needs is asked for once.
                Refusal refusal = notGivenRefusal(*procedure, notGiven);
                if (std::none_of(refusals.begin(), refusals.end(), [&](const Refusal& r) { return r.subject == refusal.subject; }))
                    refusals.push_back(std::move(refusal));
            }
        }
    } catch (const ChartReadingNeeded& needed) {
        Assessment a;
        a.procedure = &procedure->step(0);
        a.chain = procedure;
        a.situation = own;
        a.question = needed.question;
        a.playerValues = lookups.playerValues();
        return a;
    } catch (const ArithmeticError& error) {
        return std::vector<Refusal>{arithmeticRefusal(*procedure, error)};
    }
    if (!refusals.empty())
        return refusals;
    values.setLookupSource(nullptr);
    AssessmentResult first = assessStep(*procedure, 0, own, std::move(values));
    if (auto* a = std::get_if<Assessment>(&first)) {
        const auto earlier = lookups.playerValues();
        a->playerValues.insert(a->playerValues.begin(), earlier.begin(), earlier.end());
    }
    return first;
}

std::optional<AssessmentResult> Resolver::assessNext(const Assessment& previous, const Resolution& thrown) const
{
    if (previous.stepIndex + 1 >= previous.chain->stepCount())
        return std::nullopt;
    Bindings values = previous.values;
    for (const auto& [name, value] : thrown.published)
        values.bind(name, value);
    AssessmentResult next = assessStep(*previous.chain, previous.stepIndex + 1, previous.situation, std::move(values));
    if (auto* a = std::get_if<Assessment>(&next))
        a->playerValues.insert(a->playerValues.begin(), thrown.playerValues.begin(), thrown.playerValues.end());
    return next;
}

AssessmentResult Resolver::assessStep(const Procedure& chain, std::size_t index, const Situation& situation, Bindings values,
                                      bool forPlay) const
{
    const Procedure& step = chain.step(index);
    Assessment a;
    a.procedure = &step;
    a.chain = &chain;
    a.stepIndex = index;
    a.situation = situation;
    a.values = std::move(values);
    ChartLookups lookups(game_, situation.chartReadings);
    a.values.setLookupSource(&lookups);
    struct DetachLookups {
        Assessment& a;
        ~DetachLookups() { a.values.setLookupSource(nullptr); }
    } detach{a};
    try {
        if (!chain.steps.empty())
            bindDerived(step.derived, a.values);
        const ModifierTotals totals = evaluateModifierStack(step, a);
        a.dieModifierTotal = totals.dieRoll;
        a.targetModifierTotal = totals.target;
        a.columnShiftTotal = totals.columnShift;
        a.attackerStrength = totals.attackerStrength;
        a.defenderStrength = totals.defenderStrength;
        for (const auto& total : step.totals) {
            const std::int64_t value = totals.sides.at(total.id);
            a.totals.push_back({total.id, total.label, value});
            a.values.bind(total.id, value);
        }
        if (const auto* grid = std::get_if<GridMethod>(&step.method); grid && !grid->columnReadsDice) {
            auto column = findColumn(*grid, a.values, totals.columnShift, totals.attackerStrength, totals.defenderStrength);
            if (auto* refusal = std::get_if<Refusal>(&column))
                return std::vector<Refusal>{*refusal};
            a.column = std::get<ColumnReport>(column);
            a.dieModifierTotal = checkedAdd(a.dieModifierTotal, a.column->overflowDieModifier);
        }
        if (const auto* test = std::get_if<TestMethod>(&step.method); test && test->target) {
            a.target = checkedAdd(integerOf(*test->target, a.values), totals.target);
            a.values.bind("target", *a.target);
        }
        if (auto problem = countDice(step, a))
            return std::vector<Refusal>{*problem};
        // Interpretations may depend on what the assessment found (a column past an edge...).
        Bindings found(&a.values);
        bindAssessmentNames(found, a);
        for (const auto& interpretation : step.interpretations)
            if (holds(interpretation.when, found))
                a.interpretations.push_back(&interpretation);
        a.shown = evaluateShownValues(a, found);
        labelDice(chain, a, found);
        if (forPlay)  // shown beside the dice; counting a later step's chances never reads them
            a.options = optionsRead(game_, chain, step, a.values);
        if (auto refusals = checkAfterColumn(chain, found); !refusals.empty())
            return refusals;
        if (forPlay)
            markDiceNotNeeded(game_, a);
    } catch (const ChartReadingNeeded& needed) {
        a.question = needed.question;
    } catch (const ArithmeticError& error) {
        return std::vector<Refusal>{arithmeticRefusal(chain, error)};
    }
    const auto used = lookups.playerValues();
    a.playerValues.insert(a.playerValues.end(), used.begin(), used.end());
    return a;
}

std::variant<Resolution, Refusal> Resolver::resolve(const Assessment& a, const std::vector<std::int64_t>& dice,
                                                    const ChartReadings& readings) const
{
    if (a.question)
        return Refusal{"chart", "read " + a.question->tableLabel + " off the printed chart first", a.question->rule};
    if (auto problem = checkFaces(a, dice))
        return *problem;
    const Procedure& p = *a.procedure;
    const std::vector<InputSpec>& inputs = (a.chain != nullptr ? *a.chain : p).inputs;
    ChartReadings merged = a.situation.chartReadings;
    for (const auto& [key, value] : readings)
        merged[key] = value;

    Resolution r;
    r.dice.dice = dice;
    r.named = splitNamed(a, dice);
    ThrowDice thrown;
    std::optional<std::int64_t> hits;
    if (std::holds_alternative<CountMethod>(p.method)) {
        hits = a.diceNeeded || !dice.empty() ? countHits(a, dice) : 0;  // no hits stand for every number of them
        thrown.hits = *hits;
    } else if (!r.named.empty()) {
        for (std::size_t g = 0; g < r.named.size(); ++g)
            thrown.totals.push_back(r.named[g].thrown ? r.named[g].total() : placeholderTotal(a.diceGroups[g].count));
    } else {
        thrown.totals.push_back(a.diceNeeded || !dice.empty() ? r.dice.sum() : placeholderTotal(a.diceCount));
    }
    try {
        ThrowEvaluation e = evaluateThrow(game_, a, thrown, merged, true);
        if (e.refusal)
            return *e.refusal;
        r.natural = r.dice.sum();
        r.modified = std::holds_alternative<CountMethod>(p.method) ? checkedAdd(r.natural, a.dieModifierTotal) : e.modified;
        r.row = std::holds_alternative<CountMethod>(p.method) ? r.modified : e.row;
        r.clamped = e.clamped;
        r.hits = hits;
        r.outcome = std::move(e.outcome);
        r.column = std::move(e.column);
        r.outputs = std::move(e.outputs);
        r.triggers = std::move(e.triggers);
        r.published = std::move(e.published);
        r.playerValues = a.playerValues;
        r.playerValues.insert(r.playerValues.end(), e.playerValues.begin(), e.playerValues.end());

        Bindings b(&a.values);
        ChartLookups lookups(game_, merged);
        b.setLookupSource(&lookups);
        r.outcome.definition = p.result(r.outcome.code);
        bindThrow(b, a, r, hits);
        for (const auto& output : r.outputs)
            b.bind(output.id, output.value);
        if (hits) {
            for (const auto& legend : p.countLegends) {
                if (holds(legend.when, b)) {
                    r.outcome.label = fillPlaceholders(legend.label, b);
                    r.outcome.text = fillPlaceholders(legend.text, b);
                    r.outcome.rule = legend.rule;
                    break;
                }
            }
        }
        // A result still to be read off the chart, or an output left uncomputed, has no headline.
        for (const auto& headline : r.outcome.chartNeeded ? std::vector<ShownCase>{} : p.headline) {
            if (headline.when && !allBound(*headline.when, b))
                break;
            if (holds(headline.when, b)) {
                r.outcome.headline = fillPlaceholders(headline.text, b, inputs);
                break;
            }
        }
        if (const ResultDefinition* definition = r.outcome.definition) {
            r.outcome.label = definition->label;
            r.outcome.text = fillPlaceholders(definition->text, b, inputs);
            r.outcome.rule = definition->rule;
            for (const auto& note : definition->notes)
                if (holds(note.when, b))
                    r.outcome.notes.push_back(fillPlaceholders(note.text, b, inputs));
            if (definition->followUp) {
                FollowUpRequest request;
                request.label = definition->followUp->label;
                request.situation.game = game_.id;
                request.situation.procedure = definition->followUp->procedure;
                request.situation.options = a.situation.options;
                request.situation.chartReadings = a.situation.chartReadings;
                for (const auto& [input, expression] : definition->followUp->inputs)
                    request.situation.values[input] = expression.evaluate(b);
                r.followUp = std::move(request);
            }
        }
        return r;
    } catch (const ChartReadingNeeded& needed) {
        return Refusal{"chart", "read " + needed.question.tableLabel + " off the printed chart first", needed.question.rule};
    } catch (const ArithmeticError& error) {
        return arithmeticRefusal(a.chain ? *a.chain : *a.procedure, error);
    }
}

std::variant<Resolution, Refusal> Resolver::roll(const Assessment& a, DieRoller& source) const
{
    return resolve(a, throwDice(a, source));
}

}  // namespace umpire
