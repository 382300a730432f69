// SPDX-License-Identifier: GPL-3.0-or-later
// The rolls of a worked example: each throw resolved as the players would throw it, step by
// step for a procedure of several steps, and compared with what the example expects.
#include "dice_count.h"
#include "example_checker.h"

#include "procedure.h"

#include <algorithm>

namespace umpire {

namespace {

std::string diceText(const ExpectedThrow& expected)
{
    if (expected.named.empty())
        return DiceThrow{expected.dice}.toString();
    std::string text;
    for (const auto& [id, faces] : expected.named)
        text += (text.empty() ? "" : ", ") + id + "=" + DiceThrow{faces}.toString();
    return text;
}

}  // namespace

void ExampleChecker::checkRolls(const Assessment& a)
{
    std::size_t index = 0;
    for (const auto& roll : example_.rolls) {
        const std::string what = "roll " + std::to_string(++index);
        if (roll.steps.empty())
            checkThrow(a, roll, what + " (" + diceText(roll) + ")");
        else
            checkChain(a, roll, what);
    }
}

std::optional<std::vector<std::int64_t>> ExampleChecker::diceOf(const Assessment& a, const ExpectedThrow& expected,
                                                                const std::string& what)
{
    // Every die as thrown at the table, or only the dice that can matter here (resolve takes either).
    if (expected.named.empty())
        return expected.dice;
    // Named dice go in the step's order, whatever order the example wrote them in; a die that
    // cannot matter may be left out, and then every such die is.
    const bool onlyNeeded = std::any_of(a.diceGroups.begin(), a.diceGroups.end(), [&](const auto& group) {
        return !group.needed && std::none_of(expected.named.begin(), expected.named.end(),
                                                                [&](const auto& named) { return named.first == group.id; });
    });
    std::vector<std::int64_t> dice;
    for (const auto& group : a.diceGroups) {
        if (onlyNeeded && !group.needed)
            continue;
        const auto it = std::find_if(expected.named.begin(), expected.named.end(),
                                     [&](const auto& named) { return named.first == group.id; });
        if (it == expected.named.end()) {
            fail(what + ": no faces for " + group.id);
            return std::nullopt;
        }
        dice.insert(dice.end(), it->second.begin(), it->second.end());
    }
    return dice;
}

std::optional<Resolution> ExampleChecker::checkThrow(const Assessment& a, const ExpectedThrow& expected, const std::string& what)
{
    const auto dice = diceOf(a, expected, what);
    if (!dice)
        return std::nullopt;
    ChartReadings readings(expected.chart.begin(), expected.chart.end());
    auto outcome = resolver_.resolve(a, *dice, readings);
    if (const auto* refusal = std::get_if<Refusal>(&outcome)) {
        fail(what + ": " + refusal->message);
        return std::nullopt;
    }
    Resolution& r = std::get<Resolution>(outcome);
    if (expected.result && r.outcome.code != *expected.result)
        fail(what + ": expected result " + *expected.result + ", got " +
             (r.outcome.chartNeeded ? "a chart look-up (" + (r.outcome.question ? r.outcome.question->key : "") + ")"
                                    : r.outcome.code));
    if (expected.modified && *expected.modified != r.modified)
        fail(what + ": expected modified roll " + std::to_string(*expected.modified) + ", got " + std::to_string(r.modified));
    for (const auto& [id, value] : expected.outputs) {
        const auto output = std::find_if(r.outputs.begin(), r.outputs.end(), [&wanted = id](const auto& o) { return o.id == wanted; });
        if (output == r.outputs.end())
            fail(what + ": expected output " + id + " = " + value + ", but it was not computed");
        else if (output->value.toString() != normalized(value))
            fail(what + ": expected output " + id + " = " + value + ", got " + output->value.toString());
    }
    if (expected.triggers) {
        std::vector<std::string> fired;
        for (const auto& trigger : r.triggers)
            fired.push_back(trigger.id);
        std::vector<std::string> wanted = *expected.triggers;
        std::sort(fired.begin(), fired.end());
        std::sort(wanted.begin(), wanted.end());
        if (fired != wanted) {
            std::string firedText;
            for (const auto& id : fired)
                firedText += (firedText.empty() ? "" : ", ") + id;
            std::string wantedText;
            for (const auto& id : wanted)
                wantedText += (wantedText.empty() ? "" : ", ") + id;
            fail(what + ": expected triggers [" + wantedText + "], got [" + firedText + "]");
        }
    }
    if (expected.notes)
        checkNotes(r.outcome.notes, *expected.notes, what);
    return std::move(r);
}

// Each expected text names a different note in force, and every note in force is named.
void ExampleChecker::checkNotes(const std::vector<std::string>& inForce, const std::vector<std::string>& wanted,
                                const std::string& what)
{
    std::vector<bool> named(inForce.size(), false);
    bool everyTextFound = true;
    for (const auto& text : wanted) {
        std::size_t i = 0;
        while (i < inForce.size() && (named[i] || inForce[i].find(text) == std::string::npos))
            ++i;
        if (i == inForce.size())
            everyTextFound = false;
        else
            named[i] = true;
    }
    if (everyTextFound && std::find(named.begin(), named.end(), false) == named.end())
        return;
    std::string expectedText;
    for (const auto& text : wanted)
        expectedText += (expectedText.empty() ? "'" : ", '") + text + "'";
    std::string inForceText;
    for (const auto& note : inForce)
        inForceText += (inForceText.empty() ? "'" : ", '") + note + "'";
    fail(what + ": expected notes holding [" + expectedText + "], got [" + inForceText + "]");
}

void ExampleChecker::checkChain(const Assessment& first, const ExpectedRoll& roll, const std::string& what)
{
    Assessment current = first;
    std::optional<Resolution> last;
    for (std::size_t i = 0; i < roll.steps.size(); ++i) {
        if (i > 0) {
            const auto next = resolver_.assessNext(current, *last);
            if (!next) {
                fail(what + ": the procedure has no step after " + current.procedure->id);
                return;
            }
            const std::string stepWhat = what + ", step " + procedure_.step(i).id;
            if (const auto* refusals = std::get_if<std::vector<Refusal>>(&*next)) {
                fail(stepWhat + ": refused: " + (refusals->empty() ? std::string() : refusals->front().message));
                return;
            }
            current = std::get<Assessment>(*next);
            if (current.question) {
                fail(stepWhat + ": the step asks for " + current.question->key + " off the printed chart");
                return;
            }
            checkTotals(current);
        }
        const std::string stepWhat = what + ", step " + current.procedure->id + " (" + diceText(roll.steps[i]) + ")";
        last = checkThrow(current, roll.steps[i], stepWhat);
        if (!last)
            return;
    }
    if (roll.result && last && last->outcome.code != *roll.result)
        fail(what + ": expected the final result " + *roll.result + ", got " +
             (last->outcome.chartNeeded ? std::string("a chart look-up") : last->outcome.code));
}

}  // namespace umpire
