// SPDX-License-Identifier: GPL-3.0-or-later
// Dice that cannot change the result in a situation are not thrown.

#include "engine/dice_count.h"
#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"
#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

using namespace umpire;

namespace {

using Values = std::map<std::string, Value, std::less<>>;

// A duel: each side's die counts only when that side fires; a second die breaks ties only
// when the first is doubled. A plain test whose target may be out of reach.
const char* const kModule = R"Y(format: 1
game:
  id: relevance
  title: Relevance
  sides: [{id: red, label: Red}, {id: blue, label: Blue}]
procedures:
  - id: duel
    label: Duel
    rule: "1"
    inputs:
      - {id: red_fires, label: Red fires, type: boolean, default: true, rule: "1"}
      - {id: blue_fires, label: Blue fires, type: boolean, default: true, rule: "1"}
    dice:
      - {id: red_die, label: Red die, roll: 1d6}
      - {id: blue_die, label: Blue die, roll: 1d6}
    resolution: {kind: outputs}
    outputs:
      - {id: red_hits, label: Red hits, rule: "1", value: "if(red_fires and red_die >= 4, 1, 0)"}
      - {id: blue_hits, label: Blue hits, rule: "1", value: "if(blue_fires and blue_die >= 4, 1, 0)"}
  - id: test
    label: Test
    rule: "2"
    inputs:
      - {id: skill, label: Skill, type: integer, min: 0, max: 20, default: 7, rule: "2"}
    dice: 2d6
    resolution:
      kind: test
      target: "skill"
      outcomes:
        - {when: "roll <= target", result: PASS}
        - {result: FAIL}
    results:
      - {code: PASS, label: Passed}
      - {code: FAIL, label: Failed}
  - id: told
    label: Told
    rule: "3"
    inputs:
      - {id: skill, label: Skill, type: integer, min: 0, max: 20, default: 20, rule: "3"}
    dice: 2d6
    resolution:
      kind: test
      target: "skill"
      outcomes:
        - {when: "roll <= target", result: PASS}
        - {result: FAIL}
    results:
      - {code: PASS, label: Passed, text: "Passed with {natural}"}
      - {code: FAIL, label: Failed}
)Y";

Game load()
{
    const ModuleLoadResult result = loadModuleText(kModule, "relevance.yaml");
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    return *result.game;
}

Assessment assess(const Resolver& resolver, const std::string& procedure, const Values& values)
{
    Situation situation;
    situation.game = "relevance";
    situation.procedure = procedure;
    situation.values = values;
    AssessmentResult result = resolver.assess(situation);
    if (const auto* refusals = std::get_if<std::vector<Refusal>>(&result))
        FAIL("refused: " << refusals->front().message);
    return std::get<Assessment>(result);
}

}  // namespace

TEST_CASE("a named die that cannot change anything is not thrown", "[resolver][dice]")
{
    const Game game = load();
    const Resolver resolver(game);
    const Assessment both = assess(resolver, "duel", {});
    CHECK(both.diceGroups[0].needed);
    CHECK(both.diceGroups[1].needed);
    CHECK(diceToThrow(both) == 2);

    const Assessment redOnly = assess(resolver, "duel", {{"blue_fires", Value(false)}});
    CHECK(redOnly.diceGroups[0].needed);
    CHECK_FALSE(redOnly.diceGroups[1].needed);
    CHECK(diceToThrow(redOnly) == 1);

    // One die is given and thrown; the other stays unthrown and its outputs are as for any face.
    const auto resolved = resolver.resolve(redOnly, {5});
    REQUIRE(std::holds_alternative<Resolution>(resolved));
    const Resolution& r = std::get<Resolution>(resolved);
    REQUIRE(r.named.size() == 2);
    CHECK(r.named[0].thrown);
    CHECK(r.named[0].faces == std::vector<std::int64_t>{5});
    CHECK_FALSE(r.named[1].thrown);
    CHECK(r.named[1].faces.empty());
    CHECK(r.dice.dice == std::vector<std::int64_t>{5});
    // Players who threw both anyway may give both: the second changes nothing.
    const auto both5and2 = resolver.resolve(redOnly, {5, 2});
    REQUIRE(std::holds_alternative<Resolution>(both5and2));
    CHECK(std::get<Resolution>(both5and2).outputs.front().value == r.outputs.front().value);
    CHECK(std::get<Resolution>(both5and2).outputs.back().value == r.outputs.back().value);
    // Any other count is refused, naming the die still needed.
    const auto refused = resolver.resolve(redOnly, {5, 2, 1});
    REQUIRE(std::holds_alternative<Refusal>(refused));
    CHECK(std::get<Refusal>(refused).message.find("Red die") != std::string::npos);

    // The program throws only the die needed.
    DiceSource source(7);
    CHECK(throwDice(redOnly, source).size() == 1);

    // Neither fires: no die is needed, the outputs are certain.
    const Assessment neither = assess(resolver, "duel", {{"red_fires", Value(false)}, {"blue_fires", Value(false)}});
    CHECK_FALSE(neither.diceNeeded);
    CHECK(diceToThrow(neither) == 0);
    CHECK(std::holds_alternative<Resolution>(resolver.resolve(neither, {})));
}

TEST_CASE("unnamed dice whose result is certain are not thrown", "[resolver][dice]")
{
    const Game game = load();
    const Resolver resolver(game);
    CHECK(assess(resolver, "test", {}).diceNeeded);
    // 2d6 never exceeds 12: a skill of 12 always passes, of 1 always fails.
    for (const std::int64_t skill : {1, 12}) {
        const Assessment certain = assess(resolver, "test", {{"skill", Value(skill)}});
        CHECK_FALSE(certain.diceNeeded);
        const auto resolved = resolver.resolve(certain, {});
        REQUIRE(std::holds_alternative<Resolution>(resolved));
        CHECK(std::get<Resolution>(resolved).outcome.code == (skill == 12 ? "PASS" : "FAIL"));
        CHECK(std::get<Resolution>(resolved).dice.dice.empty());
    }
    // The chances are the same as with every die counted.
    const Assessment certain = assess(resolver, "test", {{"skill", Value(12)}});
    const OutcomeDistribution d = resolver.distribution(certain);
    REQUIRE(d.find("PASS") != nullptr);
    CHECK(d.probabilityText(*d.find("PASS")) == "1");
}

TEST_CASE("dice that a result's words read are always thrown", "[resolver][dice]")
{
    const Game game = load();
    const Resolver resolver(game);
    // The result always passes, but its text tells the natural roll: the dice stay.
    CHECK(assess(resolver, "told", {}).diceNeeded);
}

TEST_CASE("the Napoleon battle without guns tells who is advantaged before any die", "[resolver][dice][napoleon]")
{
    const ModuleLoadResult loaded = loadModuleFile(std::filesystem::path(UMPIRE_TABLES_DIR) / "campaigns-of-napoleon-light.yaml");
    REQUIRE(loaded.game.has_value());
    const Resolver resolver(*loaded.game);
    Situation situation;
    situation.game = loaded.game->id;
    situation.procedure = "battle";
    situation.values = {{"french_sp", Value(20)}, {"coalition_sp", Value(20)}};
    AssessmentResult first = resolver.assess(situation);
    if (const auto* refusals = std::get_if<std::vector<Refusal>>(&first))
        FAIL("refused: " << refusals->front().message);
    Assessment a = std::get<Assessment>(first);
    // No side has artillery points by default: the bombardment throws nothing.
    REQUIRE(a.procedure->id == "bombardment");
    CHECK(diceToThrow(a) == 0);
    // Through the stakes (no dice) to the advantage, still without a die.
    for (const char* step : {"stakes", "advantage"}) {
        const auto thrown = resolver.resolve(a, {});
        REQUIRE(std::holds_alternative<Resolution>(thrown));
        auto next = resolver.assessNext(a, std::get<Resolution>(thrown));
        REQUIRE(next.has_value());
        REQUIRE(std::holds_alternative<Assessment>(*next));
        a = std::get<Assessment>(*next);
        CHECK(a.procedure->id == step);
    }
    bool advantageShown = false;
    for (const auto& shown : a.shown)
        advantageShown = advantageShown || shown.id == "advantaged_side";
    CHECK(advantageShown);
}
