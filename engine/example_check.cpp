// SPDX-License-Identifier: GPL-3.0-or-later
#include "example_check.h"

#include "example_checker.h"
#include "game.h"

#include <algorithm>

namespace umpire {

namespace {

std::string joined(const std::vector<std::string>& ids)
{
    std::string out;
    for (const auto& id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

template <typename T>
std::string toText(const T& value)
{
    if constexpr (std::is_same_v<T, std::string>)
        return "'" + value + "'";
    else if constexpr (std::is_same_v<T, Fraction>)
        return value.toString();
    else
        return std::to_string(value);
}

// A strength factor that does not apply multiplies by 1.
bool isFactor(const Procedure& step, const std::string& id)
{
    for (const auto& modifier : step.modifiers)
        if (modifier.id == id)
            return modifier.factor.has_value();
    return false;
}

}  // namespace

std::string ExampleChecker::normalized(const std::string& text)
{
    const auto number = Fraction::parse(text);
    return number ? number->toString() : text;
}

void ExampleChecker::fail(std::string message)
{
    mismatches_.push_back({procedure_.id, example_.name, example_.line, std::move(message)});
}

std::vector<ExampleMismatch> ExampleChecker::run()
{
    Situation situation;
    situation.game = game_.id;
    situation.procedure = procedure_.id;
    if (!buildSituation(situation))
        return mismatches_;

    const AssessmentResult assessed = resolver_.assess(situation);
    if (const auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
        std::string all;
        for (const auto& refusal : *refusals)
            all += (all.empty() ? "" : "; ") + refusal.message;
        if (!example_.refusal)
            fail("the situation was refused: " + all);
        else if (all.find(*example_.refusal) == std::string::npos)
            fail("expected a refusal mentioning '" + *example_.refusal + "', got: " + all);
        return mismatches_;
    }
    if (example_.refusal) {
        fail("expected the situation to be refused ('" + *example_.refusal + "'), but it was accepted");
        return mismatches_;
    }
    const Assessment& a = std::get<Assessment>(assessed);
    if (!checkQuestion(a))
        return mismatches_;
    checkAssessment(a);
    checkDistribution(a);
    checkRolls(a);
    for (const auto& [id, expected] : example_.totals)
        if (std::find(totalsSeen_.begin(), totalsSeen_.end(), id) == totalsSeen_.end())
            fail("total " + id + " was never assessed: give a roll whose steps reach its step");
    for (const auto& [id, expected] : example_.shown)
        if (std::find(shownSeen_.begin(), shownSeen_.end(), id) == shownSeen_.end())
            fail("shown value " + id + " was never shown: give a roll whose steps reach its step");
    return mismatches_;
}

bool ExampleChecker::buildSituation(Situation& situation)
{
    bool ok = true;
    for (const auto& [name, text] : example_.inputs) {
        const InputSpec* input = procedure_.input(name);
        if (!input || input->kind == InputSpec::Kind::Units) {
            fail("unknown scalar input '" + name + "'");
            ok = false;
            continue;
        }
        const auto value = input->scalar.parse(text);
        if (!value) {
            fail("input " + name + ": '" + text + "' is not valid; allowed: " + input->scalar.allowed());
            ok = false;
            continue;
        }
        situation.values[name] = *value;
    }
    for (const auto& [name, units] : example_.unitInputs) {
        const InputSpec* input = procedure_.input(name);
        if (!input || input->kind != InputSpec::Kind::Units) {
            fail("unknown units input '" + name + "'");
            ok = false;
            continue;
        }
        UnitList list;
        for (const auto& unitText : units) {
            UnitRecord unit;
            for (const auto& [field, text] : unitText) {
                const UnitFieldSpec* spec = nullptr;
                for (const auto& candidate : *input->fields)
                    if (candidate.id == field)
                        spec = &candidate;
                const auto value = spec ? spec->spec.parse(text) : std::nullopt;
                if (!value) {
                    fail("unit field " + name + "." + field + ": '" + text + "' is not valid");
                    ok = false;
                    continue;
                }
                unit.emplace(field, *value);
            }
            list.push_back(std::move(unit));
        }
        situation.values[name] = Value(std::move(list));
    }
    for (const auto& [name, text] : example_.options) {
        const GameOption* option = game_.option(name);
        const auto value = option ? option->spec.parse(text) : std::nullopt;
        if (!value) {
            fail("game option " + name + ": '" + text + "' is not valid");
            ok = false;
            continue;
        }
        situation.options[name] = *value;
    }
    for (const auto& [key, text] : example_.chart)
        situation.chartReadings[key] = text;
    return ok;
}

bool ExampleChecker::checkQuestion(const Assessment& a)
{
    if (!a.question) {
        if (example_.question)
            fail("expected the assessment to ask for " + *example_.question + " off the printed chart, but it did not");
        return true;
    }
    if (!example_.question)
        fail("the assessment asks for " + a.question->tableLabel + " (" + a.question->key + ") off the printed chart");
    else if (*example_.question != a.question->table)
        fail("expected the assessment to ask for " + *example_.question + ", but it asks for " + a.question->table + " (" +
             a.question->key + ")");
    return false;
}

void ExampleChecker::checkAssessment(const Assessment& a)
{
    const auto expectEqual = [&](const char* what, const auto& expected, const auto& actual) {
        if (expected && *expected != actual)
            fail(std::string(what) + ": expected " + toText(*expected) + ", got " + toText(actual));
    };
    expectEqual("die modifier total", example_.dieModifierTotal, a.dieModifierTotal);
    expectEqual("dice count", example_.diceCount, a.diceCount);
    if (example_.target)
        expectEqual("target", example_.target, a.target.value_or(0));
    if (example_.column || example_.columnShiftTotal || example_.attackerStrength || example_.defenderStrength) {
        if (!a.column) {
            fail("expected a column, but this procedure has none");
        } else {
            expectEqual("column", example_.column, a.column->id);
            expectEqual("column shift", example_.columnShiftTotal, a.column->shift);
            expectEqual("attacker strength", example_.attackerStrength, a.column->attackerStrength.value_or(Fraction(0)));
            expectEqual("defender strength", example_.defenderStrength, a.column->defenderStrength.value_or(Fraction(0)));
        }
    }
    if (example_.interpretations) {
        std::vector<std::string> inForce;
        for (const auto* interpretation : a.interpretations)
            inForce.push_back(interpretation->id);
        std::vector<std::string> expected = *example_.interpretations;
        std::sort(expected.begin(), expected.end());
        std::sort(inForce.begin(), inForce.end());
        if (expected != inForce)
            fail("interpretations in force: expected [" + joined(expected) + "], got [" + joined(inForce) + "]");
    }
    for (const auto& [id, expected] : example_.modifierValues) {
        const auto found = std::find_if(a.modifiers.begin(), a.modifiers.end(), [&wanted = id](const auto& m) { return m.id == wanted; });
        if (found == a.modifiers.end())
            fail("unknown modifier '" + id + "'");
        else if (const Fraction got = found->factor ? *found->factor : isFactor(*a.procedure, id) ? Fraction(1) : Fraction(found->value);
                 got != expected)
            fail("modifier " + id + ": expected " + expected.toString() + ", got " + got.toString() + " (" + found->reason + ")");
    }
    checkTotals(a);
}

void ExampleChecker::checkTotals(const Assessment& a)
{
    for (const auto& shown : a.shown) {
        shownSeen_.push_back(shown.id);
        const auto expected = example_.shown.find(shown.id);
        if (expected != example_.shown.end() && expected->second != shown.value)
            fail("shown " + shown.id + ": expected '" + expected->second + "', got '" + shown.value + "'");
    }
    for (const auto& total : a.totals) {
        totalsSeen_.push_back(total.id);
        const auto expected = example_.totals.find(total.id);
        if (expected != example_.totals.end() && expected->second != total.value)
            fail("total " + total.id + ": expected " + std::to_string(expected->second) + ", got " + std::to_string(total.value));
    }
}

void ExampleChecker::checkDistribution(const Assessment& a)
{
    if (example_.distribution.empty() && example_.outputChances.empty() && example_.triggerChances.empty())
        return;
    const OutcomeDistribution d = resolver_.distribution(a);
    if (!d.notCounted.empty()) {
        fail("the chances were not counted: " + d.notCounted);
        return;
    }
    if (!example_.distribution.empty()) {
        for (const auto& entry : d.entries) {
            if (entry.ways > 0 && example_.distribution.find(entry.code) == example_.distribution.end())
                fail("result " + (entry.code.empty() ? std::string("(read the chart)") : entry.code) + " has probability " +
                     d.probabilityText(entry) + " but the example does not list it");
        }
        for (const auto& [code, expectedText] : example_.distribution) {
            const auto expected = Fraction::parse(expectedText);
            const auto* entry = d.find(code);
            const std::string actual = entry ? d.probabilityText(*entry) : "0";
            if (!expected)
                fail("probability of " + code + ": '" + expectedText + "' is not a fraction");
            else if (expected->toString() != actual)
                fail("probability of " + code + ": expected " + expectedText + ", got " + actual);
        }
    }
    checkOutputChances(d);
    checkTriggerChances(d);
}

// An output's value "none" is not computed (its `when` does not hold): the chance left over by
// every value counted. "?" waits for a reading of the printed chart.
void ExampleChecker::checkOutputChances(const OutcomeDistribution& d)
{
    for (const auto& [id, expectedValues] : example_.outputChances) {
        const auto chances = std::find_if(d.outputs.begin(), d.outputs.end(), [&wanted = id](const auto& o) { return o.id == wanted; });
        if (chances == d.outputs.end()) {
            fail("output " + id + " has no chances counted");
            continue;
        }
        std::vector<OutcomeDistribution::Entry> actual = chances->values;
        std::uint64_t counted = 0;
        for (const auto& entry : actual)
            counted += entry.ways;
        actual.push_back({"none", d.totalOutcomes - counted});
        const auto shown = [](const std::string& code) { return code.empty() ? std::string("?") : code; };
        // Values are compared as numbers: "2.5" and "5/2" are one value.
        std::map<std::string, std::string> expected;
        for (const auto& [value, probability] : expectedValues)
            expected[value == "?" ? std::string() : normalized(value)] = probability;
        for (const auto& entry : actual) {
            const auto it = expected.find(entry.code);
            const std::string chance = d.probabilityText(entry);
            if (it == expected.end()) {
                if (entry.ways > 0)
                    fail("output " + id + " is " + shown(entry.code) + " with probability " + chance +
                         " but the example does not list it");
            } else if (normalized(it->second) != chance) {
                fail("probability of output " + id + " = " + shown(entry.code) + ": expected " + it->second + ", got " + chance);
            }
        }
        for (const auto& [value, probability] : expected) {
            const bool listed = std::any_of(actual.begin(), actual.end(), [&wanted = value](const auto& e) { return e.code == wanted; });
            if (!listed && normalized(probability) != "0")
                fail("probability of output " + id + " = " + shown(value) + ": expected " + probability + ", got 0");
        }
    }
}

void ExampleChecker::checkTriggerChances(const OutcomeDistribution& d)
{
    for (const auto& [id, expectedText] : example_.triggerChances) {
        const auto entry = std::find_if(d.triggers.begin(), d.triggers.end(), [&wanted = id](const auto& e) { return e.code == wanted; });
        const std::string actual = entry == d.triggers.end() ? "0" : d.probabilityText(*entry);
        if (normalized(expectedText) != actual)
            fail("probability of trigger " + id + ": expected " + expectedText + ", got " + actual);
    }
}

std::vector<ExampleMismatch> checkExample(const Game& game, const Procedure& procedure, const WorkedExample& example)
{
    return ExampleChecker(game, procedure, example).run();
}

std::vector<ExampleMismatch> checkExamples(const Game& game)
{
    std::vector<ExampleMismatch> all;
    for (const auto& procedure : game.procedures)
        for (const auto& example : procedure.examples) {
            auto found = checkExample(game, procedure, example);
            all.insert(all.end(), found.begin(), found.end());
        }
    return all;
}

}  // namespace umpire
