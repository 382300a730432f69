#include "resolver.h"

#include "arithmetic_error.h"
#include "assessment_names.h"
#include "dice_source.h"
#include "game.h"
#include "situation_check.h"
#include "text_template.h"

#include <algorithm>
#include <map>

namespace umpire {

namespace {

/// Exact enumeration counts every outcome in 64 bits; beyond this it would overflow.
constexpr std::uint64_t kMaxOutcomes = std::uint64_t{1} << 62;

std::optional<std::uint64_t> outcomeCount(std::int64_t count, std::int64_t sides)
{
    std::uint64_t total = 1;
    for (std::int64_t i = 0; i < count; ++i) {
        if (total > kMaxOutcomes / static_cast<std::uint64_t>(sides))
            return std::nullopt;
        total *= static_cast<std::uint64_t>(sides);
    }
    return total;
}

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

std::string signedText(std::int64_t v)
{
    return (v > 0 ? "+" : "") + std::to_string(v);
}

void evaluateModifiers(const Procedure& procedure, Assessment& a)
{
    for (const auto& modifier : procedure.modifiers) {
        ModifierReport report{modifier.id, modifier.label, modifier.rule, modifier.kind, modifier.side, false, 0, {}, modifier.total};
        if (!holds(modifier.when, a.values)) {
            report.reason = modifier.notApplied.empty() ? "Its condition does not hold" : fillPlaceholders(modifier.notApplied, a.values);
        } else {
            const std::int64_t value = integerOf(modifier.value, a.values);
            const std::string why = modifier.applied.empty() ? "" : fillPlaceholders(modifier.applied, a.values);
            if (value == 0) {
                report.reason = (why.empty() ? std::string("It comes to 0") : why + ": comes to 0") + ", so it changes nothing";
            } else {
                report.applied = true;
                report.value = value;
                report.reason = why.empty() ? modifier.label : why;
            }
        }
        a.modifiers.push_back(std::move(report));
    }
}

/// Group caps first, then caps on a whole kind. Returns each kind's total after the caps.
std::map<ModifierKind, std::int64_t> applyCaps(const Procedure& procedure, Assessment& a,
                                               std::map<std::pair<ModifierKind, StrengthSide>, std::int64_t>& strengthTotals)
{
    std::map<ModifierKind, std::int64_t> totals;
    for (std::size_t i = 0; i < procedure.modifiers.size(); ++i) {
        const auto& report = a.modifiers[i];
        totals[report.kind] = checkedAdd(totals[report.kind], report.value);
        if (report.kind == ModifierKind::Strength)
            strengthTotals[{report.kind, report.side}] = checkedAdd(strengthTotals[{report.kind, report.side}], report.value);
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
    for (const auto& cap : procedure.caps) {
        if (cap.group.empty())
            continue;
        std::int64_t groupSum = 0;
        std::optional<ModifierKind> kind;
        std::optional<StrengthSide> side;
        for (std::size_t i = 0; i < procedure.modifiers.size(); ++i) {
            if (procedure.modifiers[i].group != cap.group)
                continue;
            groupSum = checkedAdd(groupSum, a.modifiers[i].value);
            kind = procedure.modifiers[i].kind;
            side = procedure.modifiers[i].side;
        }
        const std::int64_t after = clampWith(cap, groupSum);
        if (kind) {
            totals[*kind] = checkedAdd(totals[*kind], after - groupSum);
            if (*kind == ModifierKind::Strength)
                strengthTotals[{*kind, *side}] = checkedAdd(strengthTotals[{*kind, *side}], after - groupSum);
        }
    }
    for (const auto& cap : procedure.caps)
        if (cap.group.empty() && cap.kind)
            totals[*cap.kind] = clampWith(cap, totals[*cap.kind]);
    return totals;
}

/// Finds the column: strengths, raw value, shifts, and what happens past either edge.
std::optional<Refusal> findColumn(const GridMethod& grid, std::int64_t shift, std::int64_t attackerBonus,
                                  std::int64_t defenderBonus, Assessment& a)
{
    const ColumnScale& scale = grid.scale;
    ColumnReport report;
    Fraction value;
    const std::int64_t last = static_cast<std::int64_t>(scale.columns.size()) - 1;
    bool forcedLast = false;
    if (scale.basis == ColumnScale::Basis::Value) {
        value = scale.value->evaluate(a.values).asFraction();
        report.valueText = value.toString();
    } else {
        const std::int64_t attacker = checkedAdd(integerOf(*scale.attacker, a.values), attackerBonus);
        const std::int64_t defender = checkedAdd(integerOf(*scale.defender, a.values), defenderBonus);
        report.attackerStrength = attacker;
        report.defenderStrength = defender;
        if (scale.basis == ColumnScale::Basis::Difference) {
            value = Fraction(checkedSub(attacker, defender));
            report.valueText = std::to_string(attacker) + " - " + std::to_string(defender) + " = " + signedText(value.numerator());
        } else if (attacker < 0 || defender < 0) {
            return Refusal{"column", "strengths cannot be negative (attacker " + std::to_string(attacker) + ", defender " +
                                         std::to_string(defender) + ")", scale.rule};
        } else if (defender == 0) {
            if (!scale.zeroDefenderIsLastColumn)
                return Refusal{"column", "the defender's strength is 0, so there are no odds to compute", scale.rule};
            forcedLast = true;
            report.valueText = std::to_string(attacker) + ":0";
        } else {
            value = Fraction(attacker, defender);
            report.valueText = std::to_string(attacker) + ":" + std::to_string(defender) + " = " + value.toDecimalString(2);
        }
    }
    std::int64_t base = forcedLast ? last : static_cast<std::int64_t>(scale.columnFor(value));
    if (!forcedLast && base == last && scale.beyondLast.step && scale.columns[static_cast<std::size_t>(last)].atLeast) {
        const Fraction past = (value - *scale.columns[static_cast<std::size_t>(last)].atLeast) / *scale.beyondLast.step;
        base = checkedAdd(base, past.floor());
    }
    report.baseIndex = base;
    report.shift = shift;
    std::int64_t shifted = checkedAdd(base, shift);
    if (shifted < 0 || shifted > last) {
        const bool pastFirst = shifted < 0;
        const ColumnOverflow& overflow = pastFirst ? scale.beyondFirst : scale.beyondLast;
        const std::int64_t columnsPast = pastFirst ? -shifted : shifted - last;
        if (overflow.kind == ColumnOverflow::Kind::Refuse)
            return Refusal{"column", std::string("the column shifts go ") + std::to_string(columnsPast) + " column(s) past the " +
                                         (pastFirst ? "first" : "last") + " column, which the rules do not allow", scale.rule};
        report.overflowColumns = pastFirst ? -columnsPast : columnsPast;
        if (overflow.kind == ColumnOverflow::Kind::DieRoll)
            report.overflowDieModifier = checkedMul(columnsPast, overflow.perColumn);
        shifted = pastFirst ? 0 : last;
    }
    report.index = static_cast<std::size_t>(shifted);
    report.id = scale.columns[report.index].id;
    report.label = scale.columns[report.index].label;
    a.column = report;
    return std::nullopt;
}

/// Binds the names a result rule can read for one throw.
void bindRoll(Bindings& b, const Assessment& a, std::int64_t natural, std::int64_t modified)
{
    b.bind("natural", natural);
    b.bind("roll", modified);
    if (a.target)
        b.bind("target", *a.target);
}

std::int64_t clampRow(const std::optional<RollClamp>& clamp, std::int64_t modified)
{
    return clamp ? std::clamp(modified, clamp->min, clamp->max) : modified;
}

struct CellLookup {
    std::string code;
    bool chartNeeded = false;
    std::string rowLabel;
};

CellLookup readTable(const ResultTable& table, std::size_t column, std::int64_t row)
{
    const TableRow* found = table.rowFor(row);
    if (!found || column >= found->cells.size() || !found->cells[column] || *found->cells[column] == "?")
        return {"", true, found ? found->rolls.toString() : std::to_string(row)};
    return {*found->cells[column], false, found->rolls.toString()};
}

/// The result for a natural total (sum kinds) or a hit count (count kind).
CellLookup lookupSum(const Assessment& a, std::int64_t natural)
{
    const std::int64_t modified = checkedAdd(natural, a.dieModifierTotal);
    const auto& method = a.procedure->method;
    if (const auto* table = std::get_if<TableMethod>(&method))
        return readTable(table->table, 0, clampRow(table->clamp, modified));
    if (const auto* grid = std::get_if<GridMethod>(&method))
        return readTable(grid->table, a.column->index, clampRow(grid->clamp, modified));
    if (std::holds_alternative<OutputsMethod>(method))
        return {"", false, {}};
    const auto& test = std::get<TestMethod>(method);
    Bindings b(&a.values);
    bindRoll(b, a, natural, modified);
    for (const auto& outcome : test.outcomes)
        if (holds(outcome.when, b))
            return {outcome.result, false, {}};
    return {"", true, {}};
}

/// Faces 1..sides that hit, for a count procedure.
std::vector<bool> hittingFaces(const Assessment& a)
{
    const auto& count = std::get<CountMethod>(a.procedure->method);
    std::vector<bool> hits(static_cast<std::size_t>(a.diceSides) + 1, false);
    for (std::int64_t face = 1; face <= a.diceSides; ++face) {
        Bindings b(&a.values);
        b.bind("die", face);
        b.bind("roll", checkedAdd(face, a.dieModifierTotal));
        hits[static_cast<std::size_t>(face)] = count.hit.evaluate(b).asBoolean();
    }
    return hits;
}

std::uint64_t binomial(std::int64_t n, std::int64_t k)
{
    std::uint64_t r = 1;
    for (std::int64_t i = 1; i <= k; ++i)
        r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

std::uint64_t power(std::uint64_t base, std::int64_t exponent)
{
    std::uint64_t r = 1;
    for (std::int64_t i = 0; i < exponent; ++i)
        r *= base;
    return r;
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
    Assessment a;
    a.procedure = procedure;
    a.situation = situation;
    a.situation.game = game_.id;
    std::vector<Refusal> refusals = bindSituationInputs(*procedure, situation, a.values);
    if (!refusals.empty())
        return refusals;
    try {
        for (const auto& derived : procedure->derived)
            a.values.bind(derived.id, derived.value.evaluate(a.values));
        for (const auto& constraint : procedure->constraints)
            if (!constraint.require.evaluate(a.values).asBoolean())
                refusals.push_back({constraint.id, fillPlaceholders(constraint.message, a.values), constraint.rule});
        if (!refusals.empty())
            return refusals;

        evaluateModifiers(*procedure, a);
        std::map<std::pair<ModifierKind, StrengthSide>, std::int64_t> strengthTotals;
        auto totals = applyCaps(*procedure, a, strengthTotals);
        a.dieModifierTotal = totals[ModifierKind::DieRoll];

        if (const auto* grid = std::get_if<GridMethod>(&procedure->method)) {
            const auto problem = findColumn(*grid, totals[ModifierKind::ColumnShift],
                                            strengthTotals[{ModifierKind::Strength, StrengthSide::Attacker}],
                                            strengthTotals[{ModifierKind::Strength, StrengthSide::Defender}], a);
            if (problem)
                return std::vector<Refusal>{*problem};
            a.dieModifierTotal = checkedAdd(a.dieModifierTotal, a.column->overflowDieModifier);
        }
        if (const auto* test = std::get_if<TestMethod>(&procedure->method); test && test->target)
            a.target = integerOf(*test->target, a.values);

        a.diceSides = procedure->dice.sides;
        a.diceCount = procedure->dice.countExpression ? integerOf(*procedure->dice.countExpression, a.values) : procedure->dice.count;
        const bool counting = std::holds_alternative<CountMethod>(procedure->method);
        if (a.diceCount < (counting ? 0 : 1))
            return std::vector<Refusal>{{"dice", "the situation calls for " + std::to_string(a.diceCount) + " dice", ""}};
        if (!outcomeCount(a.diceCount, a.diceSides))
            return std::vector<Refusal>{{"dice", std::to_string(a.diceCount) + "d" + std::to_string(a.diceSides) +
                                                     " has too many outcomes to count exactly", ""}};
        // Interpretations may depend on what the assessment found (a column past an edge...).
        Bindings found(&a.values);
        bindAssessmentNames(found, a);
        for (const auto& interpretation : procedure->interpretations)
            if (holds(interpretation.when, found))
                a.interpretations.push_back(&interpretation);
    } catch (const ArithmeticError& error) {
        return std::vector<Refusal>{{"arithmetic", error.what(), ""}};
    }
    return a;
}

OutcomeDistribution Resolver::distribution(const Assessment& a) const
{
    OutcomeDistribution d;
    d.totalOutcomes = *outcomeCount(a.diceCount, a.diceSides);
    std::map<std::string, std::uint64_t> ways;

    if (std::holds_alternative<CountMethod>(a.procedure->method)) {
        const auto hits = hittingFaces(a);
        const auto hitFaces = static_cast<std::uint64_t>(std::count(hits.begin() + 1, hits.end(), true));
        const auto missFaces = static_cast<std::uint64_t>(a.diceSides) - hitFaces;
        for (std::int64_t k = 0; k <= a.diceCount; ++k) {
            const std::uint64_t w = binomial(a.diceCount, k) * power(hitFaces, k) * power(missFaces, a.diceCount - k);
            d.entries.push_back({std::to_string(k), w});
        }
        return d;
    }

    // Ways to make each natural total: convolve one die at a time.
    std::vector<std::uint64_t> sums{1};
    for (std::int64_t die = 0; die < a.diceCount; ++die) {
        std::vector<std::uint64_t> next(sums.size() + static_cast<std::size_t>(a.diceSides), 0);
        for (std::size_t s = 0; s < sums.size(); ++s)
            for (std::int64_t face = 1; face <= a.diceSides; ++face)
                next[s + static_cast<std::size_t>(face)] += sums[s];
        sums = std::move(next);
    }
    for (std::size_t s = 0; s < sums.size(); ++s)
        if (sums[s] != 0)
            ways[lookupSum(a, static_cast<std::int64_t>(s)).code] += sums[s];

    for (const auto& result : a.procedure->results)
        if (const auto it = ways.find(result.code); it != ways.end())
            d.entries.push_back({result.code, it->second});
    if (const auto it = ways.find(""); it != ways.end())
        d.entries.push_back({"", it->second});
    return d;
}

std::string Resolver::codeFor(const Assessment& a, const std::vector<std::int64_t>& dice) const
{
    if (std::holds_alternative<CountMethod>(a.procedure->method)) {
        const auto hits = hittingFaces(a);
        std::int64_t n = 0;
        for (const auto face : dice)
            n += hits[static_cast<std::size_t>(face)] ? 1 : 0;
        return std::to_string(n);
    }
    std::int64_t natural = 0;
    for (const auto face : dice)
        natural += face;
    return lookupSum(a, natural).code;
}

std::variant<Resolution, Refusal> Resolver::resolve(const Assessment& a, const std::vector<std::int64_t>& dice,
                                                  const ChartReadings& /*readings*/) const
{
    const std::string expected = std::to_string(a.diceCount) + "d" + std::to_string(a.diceSides);
    if (static_cast<std::int64_t>(dice.size()) != a.diceCount)
        return Refusal{"dice", "this roll takes " + std::to_string(a.diceCount) + " dice (" + expected + "), but " +
                                   std::to_string(dice.size()) + " were given", ""};
    for (const auto face : dice)
        if (face < 1 || face > a.diceSides)
            return Refusal{"dice", "a die of " + expected + " shows 1 to " + std::to_string(a.diceSides) + ", not " +
                                       std::to_string(face), ""};
    try {
        Resolution r;
        r.dice.dice = dice;
        r.natural = r.dice.sum();
        r.modified = checkedAdd(r.natural, a.dieModifierTotal);
        r.row = r.modified;
        const Procedure& p = *a.procedure;
        Bindings b(&a.values);
        if (std::holds_alternative<CountMethod>(p.method)) {
            r.outcome.code = codeFor(a, dice);
            b.bind("hits", static_cast<std::int64_t>(std::stoll(r.outcome.code)));
            for (const auto& legend : p.countLegends) {
                if (holds(legend.when, b)) {
                    r.outcome.label = fillPlaceholders(legend.label, b);
                    r.outcome.text = fillPlaceholders(legend.text, b);
                    break;
                }
            }
        } else {
            if (const auto* table = std::get_if<TableMethod>(&p.method))
                r.row = clampRow(table->clamp, r.modified);
            if (const auto* grid = std::get_if<GridMethod>(&p.method))
                r.row = clampRow(grid->clamp, r.modified);
            r.clamped = r.row != r.modified;
            const CellLookup cell = lookupSum(a, r.natural);
            r.outcome.code = cell.code;
            r.outcome.chartNeeded = cell.chartNeeded;
            r.outcome.rowLabel = cell.rowLabel;
            bindRoll(b, a, r.natural, r.modified);
        }
        if (const ResultDefinition* definition = p.result(r.outcome.code)) {
            r.outcome.definition = definition;
            r.outcome.label = definition->label;
            r.outcome.text = fillPlaceholders(definition->text, b);
            for (const auto& note : definition->notes)
                if (holds(note.when, b))
                    r.outcome.notes.push_back(fillPlaceholders(note.text, b));
            if (definition->followUp) {
                FollowUpRequest request;
                request.label = definition->followUp->label;
                request.situation.game = game_.id;
                request.situation.procedure = definition->followUp->procedure;
                for (const auto& [input, expression] : definition->followUp->inputs)
                    request.situation.values[input] = expression.evaluate(b);
                r.followUp = std::move(request);
            }
        }
        return r;
    } catch (const ArithmeticError& error) {
        return Refusal{"arithmetic", error.what(), ""};
    }
}

std::variant<Resolution, Refusal> Resolver::roll(const Assessment& a, DiceSource& source) const
{
    std::vector<std::int64_t> dice;
    for (std::int64_t i = 0; i < a.diceCount; ++i)
        dice.push_back(source.roll(a.diceSides));
    return resolve(a, dice);
}

}  // namespace umpire
