// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolver.h"

#include "arithmetic_error.h"
#include "dice_count.h"
#include "game.h"
#include "later_reads.h"
#include "throw_evaluation.h"
#include "throw_odometer.h"
#include "throw_slots.h"

#include <algorithm>
#include <map>
#include <set>

namespace umpire {

namespace {

/// Past this many throws evaluated, the odds are not counted: a module cannot make the program hang.
constexpr std::uint64_t kMaxEvaluations = 2'000'000;

/// One branch of the chain: the assessment of its next step and how many outcomes lead to it.
struct Branch {
    Assessment assessment;
    std::uint64_t weight = 0;
};

/// A total order of values, to key maps by value instead of by text: numbers by size, then
/// booleans, choices, and lists by their text (as before, two lists of as many units are one key).
struct ValueOrder {
    static int rank(const Value& v) { return v.isNumber() ? 0 : v.isBoolean() ? 1 : v.isChoice() ? 2 : 3; }
    bool operator()(const Value& x, const Value& y) const
    {
        if (rank(x) != rank(y))
            return rank(x) < rank(y);
        switch (rank(x)) {
        case 0: return x.isInteger() && y.isInteger() ? x.asInteger() < y.asInteger() : x.asFraction() < y.asFraction();
        case 1: return x.asBoolean() < y.asBoolean();
        case 2: return x.asChoice() < y.asChoice();
        default: return x.toString() < y.toString();
        }
    }
};

/// What the later steps read after one throw: each name's value, or none when it is not bound.
using StateKey = std::vector<std::optional<Value>>;

struct StateKeyOrder {
    bool operator()(const StateKey& x, const StateKey& y) const
    {
        return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end(), [](const auto& a, const auto& b) {
            if (!a || !b)
                return !a && b;
            return ValueOrder{}(*a, *b);
        });
    }
};

/// What the later steps read before the throw: each name's value in `values`, or none.
StateKey keyBeforeThrow(const Bindings& values, const std::vector<std::string>& read)
{
    StateKey key;
    key.reserve(read.size());
    for (const auto& name : read) {
        if (const Value* v = values.lookup(name))
            key.emplace_back(*v);
        else
            key.emplace_back();
    }
    return key;
}

/// The positions in `read` of the names a throw of `step` may publish: its named dice and outputs.
std::vector<std::size_t> publishablePositions(const Procedure& step, const std::vector<std::string>& read)
{
    std::vector<std::size_t> positions;
    for (std::size_t i = 0; i < read.size(); ++i) {
        const auto named = [&](const auto& item) { return item.id == read[i]; };
        if (std::any_of(step.namedDice.begin(), step.namedDice.end(), named) ||
            std::any_of(step.outputs.begin(), step.outputs.end(), named))
            positions.push_back(i);
    }
    return positions;
}

/// What the later steps read after one throw: the names it published, else as before it.
void fillStateKey(const StateKey& before, const std::vector<std::size_t>& publishable, const std::vector<std::string>& read,
                  const ThrowEvaluation& e, StateKey& key)
{
    key = before;
    for (const std::size_t at : publishable)
        if (const auto it = e.published.find(read[at]); it != e.published.end())
            key[at] = it->second;
}

/// Orders output values as numbers ("" — unknown — last).
bool numericLess(const OutcomeDistribution::Entry& x, const OutcomeDistribution::Entry& y)
{
    if (x.code.empty() || y.code.empty())
        return !x.code.empty() && y.code.empty();
    const auto fx = Fraction::parse(x.code);
    const auto fy = Fraction::parse(y.code);
    if (fx && fy)
        return *fx < *fy;
    return x.code < y.code;
}

}  // namespace

OutcomeDistribution Resolver::distribution(const Assessment& start, ThrowCounting counting) const
{
    OutcomeDistribution d;
    const Procedure& chain = *start.chain;
    const std::size_t last = chain.stepCount() - 1;
    for (std::size_t i = start.stepIndex + 1; i <= last; ++i)
        d.stepsAhead.push_back(chain.step(i).id);
    if (start.question) {
        d.notCounted = "the chances wait for " + start.question->tableLabel + " read off the printed chart";
        return d;
    }

    std::map<std::string, std::uint64_t> codes;
    // The results the outcomes still to be read off the chart can give: some, or any.
    std::set<std::string> chartCodes;
    bool chartAnyCode = false;
    std::map<std::string, std::map<Value, std::uint64_t, ValueOrder>> outputs;
    std::map<std::string, std::uint64_t> unknownOutputs;  // Outcomes where the output waits for the chart.
    std::map<std::string, std::uint64_t> triggers;
    // For each later step, each shown value's texts with the outcomes that lead to them.
    std::map<std::size_t, std::map<std::string, std::map<std::string, std::uint64_t>>> shownAhead;
    std::vector<std::uint64_t> stepTotals;  // Outcomes of each step from the start, the same on every branch.
    std::uint64_t evaluations = 0;
    // Tallies are kept in outcomes of the steps thrown so far, and scaled once a later step multiplies them.
    auto scaleAll = [&](std::uint64_t factor) {
        for (auto& [code, ways] : codes)
            ways *= factor;
        for (auto& [id, values] : outputs)
            for (auto& [value, ways] : values)
                ways *= factor;
        for (auto& [id, ways] : unknownOutputs)
            ways *= factor;
        for (auto& [id, ways] : triggers)
            ways *= factor;
        for (auto& [step, values] : shownAhead)
            for (auto& [id, texts] : values)
                for (auto& [text, ways] : texts)
                    ways *= factor;
    };

    std::optional<LaterReads> computed;  // for a procedure the loader did not compile
    const LaterReads& later = chain.laterReads ? *chain.laterReads : computed.emplace(chain);
    std::vector<Branch> branches{{start, 1}};
    for (std::size_t index = start.stepIndex; index <= last && !branches.empty(); ++index) {
        const Procedure& step = chain.step(index);
        const auto stepTotal = stepOutcomes(branches.front().assessment);
        for (const auto& branch : branches)
            if (stepOutcomes(branch.assessment) != stepTotal) {
                d.notCounted = "the number of dice of " + step.label + " depends on earlier dice; the chances are not counted";
                return d;
            }
        if (!stepTotal || (!stepTotals.empty() && stepTotals.back() > kMaxOutcomes / *stepTotal)) {
            d.notCounted = "too many outcomes to count exactly";
            return d;
        }
        stepTotals.push_back(stepTotals.empty() ? *stepTotal : stepTotals.back() * *stepTotal);
        scaleAll(*stepTotal);

        const std::vector<std::string>& readLater = later.namesReadAfter(index);
        const std::vector<std::size_t> publishable = publishablePositions(step, readLater);
        const ThrowDetail detail = index < last ? ThrowDetail::Published : ThrowDetail::Counted;
        std::map<StateKey, Branch, StateKeyOrder> next;
        StateKey key;
        ThrowFrame frame;  // Reused by every throw.
        for (const auto& branch : branches) {
            const Assessment& a = branch.assessment;
            std::vector<std::size_t> classOf;
            std::uint64_t throwCount = ThrowOdometer::count(a, kMaxEvaluations);
            if (counting == ThrowCounting::SetsOfInterchangeableDice && a.diceGroups.size() > 1) {
                classOf = later.interchangeable(index).classes(a);
                throwCount = ThrowOdometer::count(a, classOf, kMaxEvaluations);
            }
            const StateKey before = index < last ? keyBeforeThrow(a.values, readLater) : StateKey{};
            evaluations += throwCount;
            if (evaluations > kMaxEvaluations) {
                d.notCounted = "more than " + std::to_string(kMaxEvaluations) + " throws to evaluate; the chances are not counted";
                return d;
            }
            for (ThrowOdometer throws(a, classOf); throws.next();) {
                const std::uint64_t ways = throws.ways();
                const ThrowEvaluation e = evaluateThrow(game_, a, throws.dice(), a.situation.chartReadings, frame, detail);
                if (e.refusal) {
                    d.notCounted = "some throws of " + step.label + " are refused (" + e.refusal->message + ")";
                    return d;
                }
                const std::uint64_t w = branch.weight * ways;
                for (const auto& output : e.outputs)
                    outputs[output.id][output.value] += w;
                for (const auto& id : e.unknown)
                    unknownOutputs[id] += w;
                for (const auto& trigger : e.triggers)
                    triggers[trigger.id] += w;
                if (index == last) {
                    if (std::holds_alternative<OutputsMethod>(step.method))
                        continue;  // no result of its own: its outputs and triggers are its chances
                    codes[e.outcome.code] += w;
                    if (e.outcome.code.empty() && e.chartCodes.empty())
                        chartAnyCode = true;
                    chartCodes.insert(e.chartCodes.begin(), e.chartCodes.end());
                    continue;
                }
                if (e.outcome.chartNeeded) {
                    // A later step cannot be assessed before the chart is read: its result waits too.
                    codes[""] += w;
                    chartAnyCode = true;
                    continue;
                }
                fillStateKey(before, publishable, readLater, e, key);
                auto found = next.find(key);
                if (found != next.end()) {
                    found->second.weight += w;
                    continue;
                }
                Bindings carried = a.values;
                for (const auto& [name, value] : e.published)
                    carried.bind(name, value);
                AssessmentResult assessed = assessStep(chain, index + 1, a.situation, std::move(carried), false);
                if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
                    d.notCounted = "after some throws of " + step.label + " the next step is refused (" +
                                   refusals->front().message + ")";
                    return d;
                }
                Assessment& nextAssessment = std::get<Assessment>(assessed);
                if (nextAssessment.question) {
                    codes[""] += w;
                    chartAnyCode = true;
                    continue;
                }
                next.emplace(key, Branch{std::move(nextAssessment), w});
            }
        }
        branches.clear();
        for (auto& [state, branch] : next) {
            for (const auto& shown : branch.assessment.shown)
                shownAhead[index + 1][shown.id][shown.value] += branch.weight;
            branches.push_back(std::move(branch));
        }
    }
    d.totalOutcomes = stepTotals.empty() ? 1 : stepTotals.back();

    // Results that wait for the chart before a later step count with every outcome of those steps.
    const Procedure& finalStep = chain.step(last);
    if (std::holds_alternative<CountMethod>(finalStep.method) && start.stepIndex == last) {
        // Every number of hits from none to all, in order, even those that cannot happen.
        for (std::int64_t k = 0; k <= start.diceCount; ++k)
            d.entries.push_back({std::to_string(k), codes[std::to_string(k)]});
        codes.clear();
    }
    for (const auto& result : finalStep.results)
        if (const auto it = codes.find(result.code); it != codes.end() && it->second != 0)
            d.entries.push_back({result.code, it->second});
    for (const auto& [code, ways] : codes)
        if (ways != 0 && !finalStep.result(code) && !code.empty())
            d.entries.push_back({code, ways});
    if (const auto it = codes.find(""); it != codes.end() && it->second != 0) {
        OutcomeDistribution::Entry chart{"", it->second};
        if (!chartAnyCode)
            for (const auto& result : finalStep.results)
                if (chartCodes.count(result.code))
                    chart.chartCodes.push_back(result.code);
        d.entries.push_back(std::move(chart));
    }
    for (std::size_t index = start.stepIndex; index <= last; ++index) {
        const Procedure& step = chain.step(index);
        for (const auto& output : step.outputs) {
            OutcomeDistribution::OutputChances chances{output.id, output.label, {}};
            for (const auto& [value, ways] : outputs[output.id])
                chances.values.push_back({value.toString(), ways});
            if (const auto unknown = unknownOutputs.find(output.id); unknown != unknownOutputs.end())
                chances.values.push_back({"", unknown->second});
            std::sort(chances.values.begin(), chances.values.end(), numericLess);
            d.outputs.push_back(std::move(chances));
        }
        for (const auto& trigger : step.triggers)
            d.triggers.push_back({trigger.id, triggers[trigger.id]});
        if (index == start.stepIndex)
            continue;
        for (const auto& spec : step.shown) {
            OutcomeDistribution::ShownChances chances{index, spec.id, spec.label, spec.rule, {}};
            std::uint64_t known = 0;
            for (const auto& [text, ways] : shownAhead[index][spec.id]) {
                chances.values.push_back({text, ways});
                known += ways;
            }
            std::stable_sort(chances.values.begin(), chances.values.end(),
                             [](const auto& x, const auto& y) { return x.ways > y.ways; });
            if (known < d.totalOutcomes)  // the branches that wait for the chart before this step
                chances.values.push_back({"", d.totalOutcomes - known});
            d.shownAhead.push_back(std::move(chances));
        }
    }
    return d;
}

}  // namespace umpire
