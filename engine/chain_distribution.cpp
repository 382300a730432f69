// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolver.h"

#include "arithmetic_error.h"
#include "dice_count.h"
#include "game.h"
#include "step_names.h"
#include "throw_evaluation.h"

#include <algorithm>
#include <map>
#include <set>

namespace umpire {

namespace {

/// Past this many throws evaluated, the odds are not counted: a module cannot make the program hang.
constexpr std::uint64_t kMaxEvaluations = 2'000'000;

/// Ways to make each total with `count` dice of `sides` faces (index = total).
std::vector<std::uint64_t> totalsOf(std::int64_t count, std::int64_t sides)
{
    std::vector<std::uint64_t> sums{1};
    for (std::int64_t die = 0; die < count; ++die) {
        std::vector<std::uint64_t> next(sums.size() + static_cast<std::size_t>(sides), 0);
        for (std::size_t s = 0; s < sums.size(); ++s)
            for (std::int64_t face = 1; face <= sides; ++face)
                next[s + static_cast<std::size_t>(face)] += sums[s];
        sums = std::move(next);
    }
    return sums;
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

/// Every distinct throw of a step with the number of outcomes giving it.
std::vector<std::pair<ThrowDice, std::uint64_t>> distinctThrows(const Assessment& a)
{
    std::vector<std::pair<ThrowDice, std::uint64_t>> out;
    if (std::holds_alternative<CountMethod>(a.procedure->method)) {
        const auto hits = hittingFaces(a);
        const auto hitFaces = static_cast<std::uint64_t>(std::count(hits.begin() + 1, hits.end(), true));
        const auto missFaces = static_cast<std::uint64_t>(a.diceSides) - hitFaces;
        for (std::int64_t k = 0; k <= a.diceCount; ++k)
            out.push_back({ThrowDice{{}, k}, binomial(a.diceCount, k) * power(hitFaces, k) * power(missFaces, a.diceCount - k)});
        return out;
    }
    if (a.diceGroups.empty()) {
        const auto sums = totalsOf(a.diceCount, a.diceSides);
        for (std::size_t s = 0; s < sums.size(); ++s)
            if (sums[s] != 0)
                out.push_back({ThrowDice{{static_cast<std::int64_t>(s)}, 0}, sums[s]});
        return out;
    }
    // Named groups: every combination of the groups' totals (an odometer over them).
    std::vector<std::vector<std::uint64_t>> ways;
    for (const auto& group : a.diceGroups)
        ways.push_back(totalsOf(group.count, group.sides));
    std::vector<std::size_t> at(ways.size());
    for (std::size_t g = 0; g < ways.size(); ++g)
        at[g] = static_cast<std::size_t>(a.diceGroups[g].count);  // The smallest total.
    while (true) {
        ThrowDice dice;
        std::uint64_t w = 1;
        for (std::size_t g = 0; g < ways.size(); ++g) {
            dice.totals.push_back(static_cast<std::int64_t>(at[g]));
            w *= ways[g][at[g]];
        }
        out.push_back({std::move(dice), w});
        std::size_t g = ways.size();
        while (g > 0) {
            --g;
            if (++at[g] < ways[g].size())
                break;
            at[g] = static_cast<std::size_t>(a.diceGroups[g].count);
            if (g == 0)
                return out;
        }
    }
}

/// How many distinct throws distinctThrows() lists, saturating at the limit, without listing them.
std::uint64_t distinctThrowCount(const Assessment& a)
{
    if (std::holds_alternative<CountMethod>(a.procedure->method))
        return static_cast<std::uint64_t>(a.diceCount) + 1;
    if (a.diceGroups.empty())
        return static_cast<std::uint64_t>(a.diceCount * (a.diceSides - 1) + 1);
    std::uint64_t n = 1;
    for (const auto& group : a.diceGroups) {
        n *= static_cast<std::uint64_t>(group.count * (group.sides - 1) + 1);
        if (n > kMaxEvaluations)
            return kMaxEvaluations + 1;
    }
    return n;
}

/// One branch of the chain: the assessment of its next step and how many outcomes lead to it.
struct Branch {
    Assessment assessment;
    std::uint64_t weight = 0;
};

/// The names that steps after `index` read, to merge throws that agree on all of them.
std::set<std::string> namesReadAfter(const Procedure& chain, std::size_t index)
{
    std::set<std::string> names;
    for (std::size_t i = index + 1; i < chain.stepCount(); ++i)
        collectNamesRead(chain.step(i), names);
    return names;
}

std::string stateKey(const std::map<std::string, Value, std::less<>>& values, const std::set<std::string>& read)
{
    std::string key;
    for (const auto& [name, value] : values)
        if (read.count(name))
            key += name + "=" + value.toString() + ";";
    return key;
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

OutcomeDistribution Resolver::distribution(const Assessment& start) const
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
    std::map<std::string, std::map<std::string, std::uint64_t>> outputs;
    std::map<std::string, std::uint64_t> triggers;
    std::vector<std::uint64_t> stepTotals;  // Outcomes of each step from the start, the same on every branch.
    std::uint64_t evaluations = 0;
    // Tallies are kept in outcomes of the steps thrown so far, and scaled once a later step multiplies them.
    auto scaleAll = [&](std::uint64_t factor) {
        for (auto& [code, ways] : codes)
            ways *= factor;
        for (auto& [id, values] : outputs)
            for (auto& [value, ways] : values)
                ways *= factor;
        for (auto& [id, ways] : triggers)
            ways *= factor;
    };

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

        const std::set<std::string> readLater = index < last ? namesReadAfter(chain, index) : std::set<std::string>{};
        std::map<std::string, Branch> next;
        for (const auto& branch : branches) {
            const Assessment& a = branch.assessment;
            evaluations += distinctThrowCount(a);
            if (evaluations > kMaxEvaluations) {
                d.notCounted = "more than " + std::to_string(kMaxEvaluations) + " throws to evaluate; the chances are not counted";
                return d;
            }
            const auto throws = distinctThrows(a);
            for (const auto& [dice, ways] : throws) {
                const ThrowEvaluation e = evaluateThrow(game_, a, dice, a.situation.chartReadings, false);
                if (e.refusal) {
                    d.notCounted = "some throws of " + step.label + " are refused (" + e.refusal->message + ")";
                    return d;
                }
                const std::uint64_t w = branch.weight * ways;
                for (const auto& output : e.outputs)
                    outputs[output.id][output.value.toString()] += w;
                for (const auto& id : e.unknown)
                    outputs[id][""] += w;
                for (const auto& trigger : e.triggers)
                    triggers[trigger.id] += w;
                if (index == last) {
                    codes[e.outcome.code] += w;
                    continue;
                }
                if (e.outcome.chartNeeded) {
                    // A later step cannot be assessed before the chart is read: its result waits too.
                    codes[""] += w;
                    continue;
                }
                Bindings carried = a.values;
                for (const auto& [name, value] : e.published)
                    carried.bind(name, value);
                const std::string key = stateKey(carried.local(), readLater);
                auto found = next.find(key);
                if (found != next.end()) {
                    found->second.weight += w;
                    continue;
                }
                AssessmentResult assessed = assessStep(chain, index + 1, a.situation, std::move(carried));
                if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
                    d.notCounted = "after some throws of " + step.label + " the next step is refused (" +
                                   refusals->front().message + ")";
                    return d;
                }
                Assessment& nextAssessment = std::get<Assessment>(assessed);
                if (nextAssessment.question) {
                    codes[""] += w;
                    continue;
                }
                next.emplace(key, Branch{std::move(nextAssessment), w});
            }
        }
        branches.clear();
        for (auto& [key, branch] : next)
            branches.push_back(std::move(branch));
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
    if (const auto it = codes.find(""); it != codes.end() && it->second != 0)
        d.entries.push_back({"", it->second});
    for (std::size_t index = start.stepIndex; index <= last; ++index) {
        const Procedure& step = chain.step(index);
        for (const auto& output : step.outputs) {
            OutcomeDistribution::OutputChances chances{output.id, output.label, {}};
            for (const auto& [value, ways] : outputs[output.id])
                chances.values.push_back({value, ways});
            std::sort(chances.values.begin(), chances.values.end(), numericLess);
            d.outputs.push_back(std::move(chances));
        }
        for (const auto& trigger : step.triggers)
            d.triggers.push_back({trigger.id, triggers[trigger.id]});
    }
    return d;
}

}  // namespace umpire
