// SPDX-License-Identifier: GPL-3.0-or-later
#include "example_check.h"

#include "game.h"
#include "resolver.h"

#include <algorithm>

namespace umpire {

namespace {

class ExampleChecker {
public:
    ExampleChecker(const Game& game, const Procedure& procedure, const WorkedExample& example)
        : game_(game), procedure_(procedure), example_(example) {}

    std::vector<ExampleMismatch> run()
    {
        Situation situation;
        situation.game = game_.id;
        situation.procedure = procedure_.id;
        if (!buildSituation(situation))
            return mismatches_;

        const Resolver resolver(game_);
        const AssessmentResult assessed = resolver.assess(situation);
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
        checkAssessment(a);
        checkDistribution(resolver, a);
        checkRolls(resolver, a);
        return mismatches_;
    }

private:
    void fail(std::string message)
    {
        mismatches_.push_back({procedure_.id, example_.name, example_.line, std::move(message)});
    }

    template <typename T>
    void expectEqual(const char* what, const std::optional<T>& expected, const T& actual)
    {
        if (expected && *expected != actual)
            fail(std::string(what) + ": expected " + toText(*expected) + ", got " + toText(actual));
    }

    static std::string toText(const std::string& s) { return "'" + s + "'"; }
    static std::string joined(const std::vector<std::string>& ids)
    {
        std::string out;
        for (const auto& id : ids)
            out += (out.empty() ? "" : ", ") + id;
        return out;
    }
    static std::string toText(std::int64_t v) { return std::to_string(v); }

    bool buildSituation(Situation& situation)
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
        return ok;
    }

    void checkAssessment(const Assessment& a)
    {
        expectEqual("die modifier total", example_.dieModifierTotal, a.dieModifierTotal);
        expectEqual("dice count", example_.diceCount, a.diceCount);
        if (example_.target)
            expectEqual("target", example_.target, a.target.value_or(0));
        if (example_.column || example_.columnShiftTotal || example_.attackerStrength || example_.defenderStrength) {
            if (!a.column) {
                fail("expected a column, but this procedure has none");
                return;
            }
            expectEqual("column", example_.column, a.column->id);
            expectEqual("column shift", example_.columnShiftTotal, a.column->shift);
            expectEqual("attacker strength", example_.attackerStrength, a.column->attackerStrength.value_or(0));
            expectEqual("defender strength", example_.defenderStrength, a.column->defenderStrength.value_or(0));
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
            const ModifierReport* found = nullptr;
            for (const auto& report : a.modifiers)
                if (report.id == id)
                    found = &report;
            if (!found)
                fail("unknown modifier '" + id + "'");
            else if (found->value != expected)
                fail("modifier " + id + ": expected " + std::to_string(expected) + ", got " + std::to_string(found->value) +
                     " (" + found->reason + ")");
        }
    }

    void checkDistribution(const Resolver& resolver, const Assessment& a)
    {
        if (example_.distribution.empty())
            return;
        const OutcomeDistribution d = resolver.distribution(a);
        for (const auto& entry : d.entries) {
            if (entry.ways == 0)
                continue;
            const auto it = example_.distribution.find(entry.code);
            if (it == example_.distribution.end())
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

    void checkRolls(const Resolver& resolver, const Assessment& a)
    {
        for (const auto& roll : example_.rolls) {
            auto outcome = resolver.resolve(a, roll.dice);
            DiceThrow shown{roll.dice};
            if (const auto* refusal = std::get_if<Refusal>(&outcome)) {
                fail("roll " + shown.toString() + ": " + refusal->message);
                continue;
            }
            const Resolution& r = std::get<Resolution>(outcome);
            if (r.outcome.code != roll.result)
                fail("roll " + shown.toString() + ": expected result " + roll.result + ", got " +
                     (r.outcome.chartNeeded ? std::string("a chart look-up") : r.outcome.code));
            if (roll.modified && *roll.modified != r.modified)
                fail("roll " + shown.toString() + ": expected modified roll " + std::to_string(*roll.modified) + ", got " +
                     std::to_string(r.modified));
        }
    }

    const Game& game_;
    const Procedure& procedure_;
    const WorkedExample& example_;
    std::vector<ExampleMismatch> mismatches_;
};

}  // namespace

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
