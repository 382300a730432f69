// SPDX-License-Identifier: GPL-3.0-or-later
// An odds game written from the docs alone: mud halves the attacker (8½ : 4), terrain shifts
// the column, no attack below 1:1 after the shifts, and a game option says whether odds past
// 6:1 are capped before or after the terrain.

#include "engine/game.h"
#include "engine/resolution_method.h"
#include "engine/resolver.h"
#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

using namespace umpire;

namespace {

using OddsValues = std::map<std::string, Value, std::less<>>;

std::string oddsModule(const std::string& rounding = "exact")
{
    return R"Y(format: 1
game:
  id: mud-odds
  title: Mud and odds
  sides: [{id: red, label: Red}, {id: blue, label: Blue}]
  options:
    - id: odds_cap
      label: Odds past 6 to 1
      rule: "4.2"
      type: choice
      options:
        - {id: before_terrain, label: Capped before the terrain shifts}
        - {id: after_terrain, label: Capped after the terrain shifts}
      default: before_terrain
procedures:
  - id: attack
    label: Attack
    rule: "4"
    inputs:
      - {id: attack, label: Attack strength, type: integer, min: 0, max: 99, rule: "4.1"}
      - {id: defence, label: Defence strength, type: integer, min: 1, max: 99, rule: "4.1"}
      - {id: mud, label: Mud, type: boolean, default: false, rule: "4.3"}
      - id: terrain
        label: Defender's terrain
        type: choice
        rule: "4.4"
        options:
          - {id: clear, label: Clear}
          - {id: rough, label: Rough}
          - {id: city, label: City}
        default: clear
    constraints:
      - id: one-to-one
        require: "column_index >= 1"
        message: "Odds of {column_value} shifted to below 1 to 1: no attack"
        rule: "4.5"
    shown:
      - {id: final_attack, label: Attack strength after mud, rule: "4.3", value: "attacker_strength"}
      - {id: odds, label: Odds, rule: "4.2", of: column_value}
      - {id: odds_before_terrain, label: Odds column before the terrain, rule: "4.2", of: column_before_shifts}
    modifiers:
      - {id: mud, label: Mud halves the attacker, rule: "4.3", kind: strength, side: attacker, when: "mud", factor: "1/2"}
      - {id: terrain, label: Terrain, rule: "4.4", kind: shift, value: "if(terrain == city, -2, if(terrain == rough, -1, 0))"}
    dice: 1d6
    resolution:
      kind: grid
      column:
        by: ratio
        attacker: "attack"
        defender: "defence"
        round_strengths: )Y" + rounding + R"Y(
        rule: "4.2"
        beyond_first: refuse
        beyond_last:
          - {when: "odds_cap == after_terrain", overflow: {drm_per_column: 0, step: 1}}
          - {overflow: clamp}
      columns:
        - {id: "1/2"}
        - {id: "1/1", at_least: "1"}
        - {id: "2/1", at_least: "2"}
        - {id: "3/1", at_least: "3"}
        - {id: "4/1", at_least: "4"}
        - {id: "5/1", at_least: "5"}
        - {id: "6/1", at_least: "6"}
      rows:
        - {rolls: "..3", cells: [A, A, A, D, D, D, D]}
        - {rolls: "4..", cells: [A, D, D, D, D, D, D]}
    results:
      - {code: A, label: Attacker loses}
      - {code: D, label: Defender loses}
)Y";
}

Game loadOddsModule(const std::string& text)
{
    const ModuleLoadResult result = loadModuleText(text, "mud-odds.yaml");
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    return *result.game;
}

Assessment assess(const Game& game, const OddsValues& values, const OddsValues& options = {})
{
    Situation situation;
    situation.game = game.id;
    situation.procedure = "attack";
    situation.values = values;
    situation.options = options;
    AssessmentResult result = Resolver(game).assess(situation);
    if (const auto* refusals = std::get_if<std::vector<Refusal>>(&result))
        FAIL("refused: " << refusals->front().message);
    return std::get<Assessment>(result);
}

std::string shown(const Assessment& a, const std::string& id)
{
    for (const auto& s : a.shown)
        if (s.id == id)
            return s.value;
    return "(not shown)";
}

ChoiceValue choice(const std::string& id) { return ChoiceValue{id}; }

}  // namespace

TEST_CASE("a halved attacker of 8½ against 4 resolves on 2:1 and prints as 8½ : 4", "[loader][grid][halves]")
{
    const Game game = loadOddsModule(oddsModule());
    const Assessment a = assess(game, {{"attack", Value(17)}, {"defence", Value(4)}, {"mud", Value(true)}});
    REQUIRE(a.column.has_value());
    CHECK(a.column->id == "2/1");
    CHECK(*a.column->attackerStrength == Fraction(17, 2));
    CHECK(a.column->valueText == "8\u00bd : 4 = 2.13");
    CHECK(shown(a, "odds") == "8\u00bd : 4 = 2.13");
    CHECK(shown(a, "final_attack") == "8.5");
    REQUIRE(a.modifiers.front().factor.has_value());
    CHECK(*a.modifiers.front().factor == Fraction(1, 2));
    CHECK(a.modifiers.front().applied);
    // Without mud the factor does not apply and the odds are whole.
    const Assessment dry = assess(game, {{"attack", Value(17)}, {"defence", Value(4)}});
    CHECK(dry.column->valueText == "17 : 4 = 4.25");
    CHECK_FALSE(dry.modifiers.front().applied);
}

TEST_CASE("the rules' rounding of a strength follows round_strengths", "[loader][grid][halves]")
{
    for (const auto& [rounding, expected] : {std::pair{"down", Fraction(8)}, std::pair{"up", Fraction(9)},
                                             std::pair{"nearest", Fraction(9)}, std::pair{"exact", Fraction(17, 2)}}) {
        INFO(rounding);
        const Game game = loadOddsModule(oddsModule(rounding));
        const Assessment a = assess(game, {{"attack", Value(17)}, {"defence", Value(4)}, {"mud", Value(true)}});
        CHECK(*a.column->attackerStrength == expected);
    }
    const ModuleLoadResult wrong = loadModuleText(oddsModule("sideways"), "mud-odds.yaml");
    CHECK_FALSE(wrong.game.has_value());
    CHECK(test::describe(wrong.diagnostics).find("exact, down, up or nearest") != std::string::npos);
}

TEST_CASE("a constraint on the column refuses once the shifts are known, naming its rule", "[loader][grid][constraints]")
{
    const Game game = loadOddsModule(oddsModule());
    Situation situation;
    situation.game = game.id;
    situation.procedure = "attack";
    // 5 : 4 is 1:1, shifted one left by rough terrain: below 1:1.
    situation.values = {{"attack", Value(5)}, {"defence", Value(4)}, {"terrain", Value(choice("rough"))}};
    const AssessmentResult refused = Resolver(game).assess(situation);
    const auto* refusals = std::get_if<std::vector<Refusal>>(&refused);
    REQUIRE(refusals != nullptr);
    REQUIRE(refusals->size() == 1);
    CHECK(refusals->front().subject == "one-to-one");
    CHECK(refusals->front().rule == "4.5");
    CHECK(refusals->front().message == "Odds of 1.25 shifted to below 1 to 1: no attack");
    // In clear terrain the same odds are allowed.
    situation.values["terrain"] = Value(choice("clear"));
    CHECK(std::holds_alternative<Assessment>(Resolver(game).assess(situation)));
}

TEST_CASE("what a grid does past its last column may follow a game option", "[loader][grid][overflow]")
{
    const Game game = loadOddsModule(oddsModule());
    const OddsValues tenToOneInCity = {{"attack", Value(20)}, {"defence", Value(2)}, {"terrain", Value(choice("city"))}};
    // Capped before the terrain: 10:1 counts as 6:1, two left: 4:1.
    CHECK(assess(game, tenToOneInCity).column->id == "4/1");
    // Capped after: 10:1 is four columns past 6:1, two left leaves it past the edge: 6:1.
    CHECK(assess(game, tenToOneInCity, {{"odds_cap", Value(choice("after_terrain"))}}).column->id == "6/1");
    CHECK(shown(assess(game, tenToOneInCity, {{"odds_cap", Value(choice("after_terrain"))}}), "odds_before_terrain") == "6/1 +4");
}

TEST_CASE("worked examples state expected strengths, factors and shown values", "[loader][examples]")
{
    std::string text = oddsModule();
    text += R"Y(    examples:
      - name: "Mud: 8 1/2 against 4"
        set: {attack: "17", defence: "4", mud: "true"}
        expect: {column: "2/1", attacker_strength: "17/2", modifiers: {mud: "1/2"}, shown: {odds: "8½ : 4 = 2.13", final_attack: "8.5"}}
      - name: "Dry ground"
        set: {attack: "17", defence: "4"}
        expect: {column: "4/1", attacker_strength: "17", modifiers: {mud: "1"}}
      - name: "Below 1:1 after the terrain"
        set: {attack: "5", defence: "4", terrain: rough}
        expect: {refused: "below 1 to 1"}
      - name: "Capped after the terrain"
        set: {attack: "20", defence: "2", terrain: city}
        options: {odds_cap: after_terrain}
        expect: {column: "6/1", shown: {odds_before_terrain: "6/1 +4"}}
)Y";
    const Game game = loadOddsModule(text);
    const auto disagreements = checkModuleExamples(game);
    INFO(test::describe(disagreements));
    CHECK(disagreements.empty());

    // An expectation that is wrong is caught: the examples can fail.
    std::string wrong = oddsModule();
    wrong += R"Y(    examples:
      - name: "Wrong shown value"
        set: {attack: "17", defence: "4", mud: "true"}
        expect: {attacker_strength: "8", shown: {final_attack: "8"}}
)Y";
    const auto caught = checkModuleExamples(loadOddsModule(wrong));
    CHECK(caught.size() == 2);
    const std::string described = test::describe(caught);
    CHECK(described.find("attacker strength: expected 8, got 17/2") != std::string::npos);
    CHECK(described.find("shown final_attack: expected '8', got '8.5'") != std::string::npos);
}

TEST_CASE("misplaced factors, overflow cases and column constraints are reported", "[loader][grid]")
{
    const auto diagnosticsOf = [](std::string text, const std::string& from, const std::string& to) {
        const auto at = text.find(from);
        REQUIRE(at != std::string::npos);
        text.replace(at, from.size(), to);
        const ModuleLoadResult result = loadModuleText(text, "bad.yaml");
        CHECK_FALSE(result.game.has_value());
        return test::describe(result.diagnostics);
    };
    CHECK(diagnosticsOf(oddsModule(), R"(kind: shift, value: "if()", R"(kind: shift, factor: "2", value: "if()")
              .find("only a strength modifier multiplies by a factor") != std::string::npos);
    CHECK(diagnosticsOf(oddsModule(), R"(factor: "1/2")", R"(factor: "1/2", value: "1")")
              .find("either adds a value or multiplies by a factor") != std::string::npos);
    CHECK(diagnosticsOf(oddsModule(), R"(- {overflow: clamp})", R"(- {when: "true", overflow: clamp})")
              .find("no condition") != std::string::npos);
    CHECK(diagnosticsOf(oddsModule(), R"(require: "column_index >= 1")", R"(require: "column_index >= 1 and steps_unknown")")
              .find("steps_unknown") != std::string::npos);
}

TEST_CASE("a constraint on the column needs a procedure of one step", "[loader][constraints]")
{
    const std::string text = R"Y(format: 1
game:
  id: chain-test
  title: Chain test
  sides: [{id: red, label: Red}, {id: blue, label: Blue}]
procedures:
  - id: chain
    label: Chain
    rule: "1"
    inputs:
      - {id: n, label: N, type: integer, min: 0, max: 9, default: 1, rule: "1"}
    constraints:
      - {id: early, require: "drm_total >= 0", message: "no", rule: "1"}
    steps:
      - id: one
        label: One
        rule: "1"
        dice: 1d6
        resolution: {kind: outputs}
        outputs:
          - {id: first, label: First, rule: "1", value: "natural"}
)Y";
    const ModuleLoadResult result = loadModuleText(text, "chain.yaml");
    CHECK_FALSE(result.game.has_value());
    CHECK(test::describe(result.diagnostics).find("only a procedure without steps") != std::string::npos);
}
