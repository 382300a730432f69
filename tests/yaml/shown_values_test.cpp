// SPDX-License-Identifier: GPL-3.0-or-later
// Shown values and required inputs, read from a small module and from the shipped ones, and
// found by the resolver for a situation.

#include "test_support.h"
#include "engine/game.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <map>

using namespace umpire;

namespace {

const Game& shownValues()
{
    static const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/good/shown-values.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    return *result.game;
}

const Game& shippedGames(const std::string& id)
{
    static const LoadedModules loaded = loadModules({std::filesystem::path(UMPIRE_TABLES_DIR)});
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.empty());
    for (const auto& game : loaded.games)
        if (game.id == id)
            return game;
    FAIL("no game " << id);
    throw std::logic_error("unreachable");
}

Assessment shownAssessed(const Resolver& resolver, const Situation& situation)
{
    auto a = resolver.assess(situation);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&a))
        FAIL("refused: " << refusals->front().message);
    return std::get<Assessment>(std::move(a));
}

std::map<std::string, std::string> shownOf(const Assessment& a)
{
    std::map<std::string, std::string> out;
    for (const auto& shown : a.shown)
        out[shown.id] = shown.value;
    return out;
}

Situation assault(std::map<std::string, Value, std::less<>> values)
{
    return Situation{"shown-values", "assault", std::move(values)};
}

}  // namespace

TEST_CASE("shown values are read with their label, rule and form", "[loader][shown]")
{
    const Procedure& p = *shownValues().procedure("assault");
    REQUIRE(p.shown.size() == 7);
    CHECK(p.shown[0].id == "odds");
    CHECK(p.shown[0].label == "Odds");
    CHECK(p.shown[0].rule == "7.3");
    CHECK(p.shown[0].finding == ColumnFinding::Value);
    CHECK(p.shown[1].finding == ColumnFinding::BeforeShifts);
    CHECK(p.shown[2].finding == ColumnFinding::AfterShifts);
    REQUIRE(p.shown[3].value.has_value());
    CHECK(p.shown[3].value->text() == "half_attack");
    REQUIRE(p.shown[6].cases.size() == 3);
    CHECK(p.shown[6].cases[0].when.has_value());
    CHECK_FALSE(p.shown[6].cases[2].when.has_value());
    CHECK(p.shown[6].cases[2].text == "Neither");
}

TEST_CASE("a required input is read without a default", "[loader][required]")
{
    const Procedure& p = *shownValues().procedure("assault");
    CHECK(p.input("attack")->required);
    CHECK(p.input("side")->required);
    CHECK_FALSE(p.input("defence")->required);
}

TEST_CASE("the resolver finds each shown value as a player reads it, before the dice", "[resolver][shown]")
{
    const Resolver resolver(shownValues());
    const Assessment a = shownAssessed(resolver, assault({{"attack", Value(5)}, {"side", Value(ChoiceValue{"blue"})}, {"hill", Value(true)}}));
    const auto shown = shownOf(a);
    CHECK(shown.at("odds") == "5 : 2 = 2.5");
    CHECK(shown.at("before") == "2/1");
    CHECK(shown.at("after") == "1/1");
    CHECK(shown.at("half") == "2.5");  // a half in a sentence reads as a decimal
    CHECK(shown.at("strength") == "5");
    CHECK(shown.at("attacker") == "The Blues");  // a choice by its option's label
    CHECK(shown.at("stronger") == "The attacker (5 against 2)");
    REQUIRE(a.shown.size() == 7);
    CHECK(a.shown[0].label == "Odds");
    CHECK(a.shown[0].rule == "7.3");

    const Assessment even = shownAssessed(resolver, assault({{"attack", Value(2)}, {"side", Value(ChoiceValue{"red"})}}));
    CHECK(shownOf(even).at("stronger") == "Neither");
    CHECK(shownOf(even).at("after") == "1/1");
}

TEST_CASE("a situation without a required input is refused naming it", "[resolver][required]")
{
    const Resolver resolver(shownValues());
    const auto a = resolver.assess(assault({{"side", Value(ChoiceValue{"red"})}}));
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(a));
    const auto& refusals = std::get<std::vector<Refusal>>(a);
    REQUIRE(refusals.size() == 1);
    CHECK(refusals[0].subject == "attack");
    CHECK(refusals[0].message == "Attack strength (attack) must be given: it has no default");
    CHECK(refusals[0].rule == "7.1");

    const auto both = resolver.assess(assault({}));
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(both));
    CHECK(std::get<std::vector<Refusal>>(both).size() == 2);
}

TEST_CASE("Napoleon's battle shows who is advantaged and why before the advantage dice", "[shown][napoleon]")
{
    const Resolver resolver(shippedGames("campaigns-of-napoleon-light"));
    // No artillery: the bombardment takes nothing, so the modifiers alone decide.
    Situation s{"campaigns-of-napoleon-light", "battle",
                {{"attacker", Value(ChoiceValue{"french"})}, {"french_sp", Value(20)}, {"coalition_sp", Value(30)},
                 {"french_tactical_leaders", Value(2)}}};
    Assessment a = shownAssessed(resolver, s);
    for (const std::vector<std::int64_t>& dice : {std::vector<std::int64_t>{3, 4}, std::vector<std::int64_t>{}}) {
        auto r = resolver.resolve(a, dice);
        REQUIRE(std::holds_alternative<Resolution>(r));
        auto next = resolver.assessNext(a, std::get<Resolution>(r));
        REQUIRE(next);
        a = std::get<Assessment>(std::move(*next));
    }
    REQUIRE(a.procedure->id == "advantage");
    const auto shown = shownOf(a);
    // French +2 (leaders); the Coalition's 30 SP against 20 give it +2 on the odds (1.5 times):
    // equal modifiers, and the Coalition has more strength points.
    CHECK(shown.at("advantaged_side") == "The Coalition");
    CHECK(shown.at("advantage_reason") == "Equal modifiers (2); more strength points after the bombardment: Coalition 30 against French 20");
    CHECK(shown.at("modifier_difference") == "0");
}

TEST_CASE("the shipped modules show what their players act on", "[shown][modules]")
{
    SECTION("marching to the guns: the averaged initiative, rounded up")
    {
        const Resolver resolver(shippedGames("campaigns-of-napoleon-light"));
        const Assessment a = shownAssessed(resolver, Situation{"campaigns-of-napoleon-light", "marching_to_the_guns",
                                                          {{"senior_leader_initiative", Value(3)}, {"marching_leader_initiative", Value(2)}}});
        CHECK(shownOf(a).at("averaged_initiative") == "3");
    }
    SECTION("Duel of Eagles fire: without the target's factor it is refused naming it")
    {
        const Resolver resolver(shippedGames("duel-of-eagles"));
        const auto a = resolver.assess(Situation{"duel-of-eagles", "fire_combat",
                                                 {{"firing_side", Value(ChoiceValue{"french"})},
                                                  {"firing_unit", Value(ChoiceValue{"infantry"})},
                                                  {"combat_factor", Value(5)},
                                                  {"effective_range", Value(2)},
                                                  {"extended_range", Value(3)}}});
        REQUIRE(std::holds_alternative<std::vector<Refusal>>(a));
        CHECK(std::get<std::vector<Refusal>>(a).front().subject == "target_combat_factor");
    }
}

TEST_CASE("a companion gives the shown values' labels and texts in French", "[shown][texts]")
{
    const Game& french = shippedGames("campaigns-of-napoleon-light").inLanguage("fr");
    const Procedure& battle = *french.procedure("battle");
    const Procedure& advantage = battle.steps.at(2);
    REQUIRE(advantage.shown.size() == 3);
    CHECK(advantage.shown[0].label == "Camp avantagé");
    CHECK(advantage.shown[0].cases[0].text == "Les Français");
    CHECK(advantage.shown[1].label == "Pourquoi");
}
