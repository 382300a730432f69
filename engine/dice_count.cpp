// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice_count.h"

#include "arithmetic_error.h"
#include "assessment.h"
#include "die_roller.h"
#include "procedure.h"

namespace umpire {

namespace {

std::int64_t countOf(const DiceSpec& spec, const Bindings& values)
{
    if (!spec.countExpression)
        return spec.count;
    const Value v = spec.countExpression->evaluate(values);
    if (!v.isInteger())
        throw ArithmeticError("'" + spec.countExpression->text() + "' gave " + v.toString() + " where a number of dice was needed");
    return v.asInteger();
}

std::string described(std::int64_t count, std::int64_t sides)
{
    return std::to_string(count) + "d" + std::to_string(sides);
}

}  // namespace

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

std::optional<std::uint64_t> stepOutcomes(const Assessment& a)
{
    if (a.diceGroups.empty())
        return outcomeCount(a.diceCount, a.diceSides);
    std::uint64_t total = 1;
    for (const auto& group : a.diceGroups) {
        const auto n = outcomeCount(group.count, group.sides);
        if (!n || total > kMaxOutcomes / *n)
            return std::nullopt;
        total *= *n;
    }
    return total;
}

std::optional<Refusal> countDice(const Procedure& step, Assessment& a)
{
    if (step.namedDice.empty()) {
        a.diceSides = step.dice.sides;
        a.diceCount = countOf(step.dice, a.values);
        const bool counting = std::holds_alternative<CountMethod>(step.method);
        const bool none = !step.dice.countExpression && step.dice.count == 0;
        if (a.diceCount < (counting || none ? 0 : 1))
            return Refusal{"dice", "the situation calls for " + std::to_string(a.diceCount) + " dice", ""};
    } else {
        a.diceCount = 0;
        for (const auto& group : step.namedDice) {
            const std::int64_t count = countOf(group.spec, a.values);
            if (count < 1)
                return Refusal{"dice", "the situation calls for " + std::to_string(count) + " dice for " + group.label, ""};
            a.diceGroups.push_back({group.id, group.label, count, group.spec.sides});
            a.diceCount = checkedAdd(a.diceCount, count);
        }
        a.diceSides = step.namedDice.front().spec.sides;
    }
    if (!stepOutcomes(a))
        return Refusal{"dice", "the dice of " + step.label + " (" + std::to_string(a.diceCount) +
                                   " dice) have too many outcomes to count exactly", ""};
    return std::nullopt;
}

std::int64_t diceToThrow(const Assessment& a)
{
    if (!a.diceNeeded)
        return 0;
    if (a.diceGroups.empty())
        return a.diceCount;
    std::int64_t n = 0;
    for (const auto& group : a.diceGroups)
        if (group.needed)
            n += group.count;  // within a.diceCount, which countDice checked
    return n;
}

std::vector<std::int64_t> throwDice(const Assessment& a, DieRoller& source)
{
    std::vector<std::int64_t> dice;
    if (!a.diceNeeded)
        return dice;
    if (a.diceGroups.empty()) {
        for (std::int64_t i = 0; i < a.diceCount; ++i)
            dice.push_back(source.roll(a.diceSides));
        return dice;
    }
    for (const auto& group : a.diceGroups)
        if (group.needed)
            for (std::int64_t i = 0; i < group.count; ++i)
                dice.push_back(source.roll(group.sides));
    return dice;
}

bool throwsEveryDie(const Assessment& a, const std::vector<std::int64_t>& dice)
{
    return static_cast<std::int64_t>(dice.size()) == a.diceCount;
}

std::optional<Refusal> checkFaces(const Assessment& a, const std::vector<std::int64_t>& dice)
{
    const bool every = throwsEveryDie(a, dice);
    const std::int64_t thrown = every ? a.diceCount : diceToThrow(a);
    if (static_cast<std::int64_t>(dice.size()) != thrown) {
        std::string expected = described(thrown, a.diceSides);
        if (!a.diceGroups.empty()) {
            expected.clear();
            for (const auto& group : a.diceGroups)
                if (group.needed)
                    expected += (expected.empty() ? "" : ", ") + group.label + " " + described(group.count, group.sides);
        }
        return Refusal{"dice", "this roll takes " + std::to_string(thrown) + " dice (" + (expected.empty() ? "none" : expected) +
                                   "), but " + std::to_string(dice.size()) + " were given", ""};
    }
    std::size_t at = 0;
    auto check = [&](std::int64_t count, std::int64_t sides, const std::string& what) -> std::optional<Refusal> {
        for (std::int64_t i = 0; i < count; ++i, ++at)
            if (dice[at] < 1 || dice[at] > sides)
                return Refusal{"dice", "a die of " + what + " shows 1 to " + std::to_string(sides) + ", not " +
                                           std::to_string(dice[at]), ""};
        return std::nullopt;
    };
    if (thrown == 0)
        return std::nullopt;
    if (a.diceGroups.empty())
        return check(a.diceCount, a.diceSides, described(a.diceCount, a.diceSides));
    for (const auto& group : a.diceGroups)
        if (every || group.needed)
            if (auto problem = check(group.count, group.sides, group.label + " (" + described(group.count, group.sides) + ")"))
                return problem;
    return std::nullopt;
}

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

std::int64_t countHits(const Assessment& a, const std::vector<std::int64_t>& dice)
{
    const auto hits = hittingFaces(a);
    std::int64_t n = 0;
    for (const auto face : dice)
        n += hits[static_cast<std::size_t>(face)] ? 1 : 0;
    return n;
}

}  // namespace umpire
