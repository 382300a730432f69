// SPDX-License-Identifier: GPL-3.0-or-later
// An input given only where the situation reads it (`required: when_read`): not asked where it
// cannot matter, refused by name where it does, and the shipped inputs that use it.

#include "test_support.h"
#include "engine/game.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

const Game& requiredWhenRead()
{
    static const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/good/required-when-read.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    return *result.game;
}

Situation fire(std::map<std::string, Value, std::less<>> values)
{
    return Situation{"required-when-read", "fire", std::move(values)};
}

std::vector<Refusal> refusalsOf(const AssessmentResult& a)
{
    const auto* refusals = std::get_if<std::vector<Refusal>>(&a);
    return refusals ? *refusals : std::vector<Refusal>{};
}

}  // namespace

TEST_CASE("an input required when read is read without a default", "[loader][required]")
{
    const InputSpec& range = *requiredWhenRead().procedure("fire")->input("range");
    CHECK(range.required);
    CHECK(range.requiredWhenRead);
}

TEST_CASE("an input required when read is asked for only where the situation reads it", "[resolver][required]")
{
    const Resolver resolver(requiredWhenRead());
    SECTION("an indirect fire by a fresh firer reads no range: assessed, counted and thrown without it")
    {
        const auto a = resolver.assess(fire({{"fire_type", Value(ChoiceValue{"indirect"})}}));
        REQUIRE(std::holds_alternative<Assessment>(a));
        const Assessment& assessed = std::get<Assessment>(a);
        CHECK(assessed.dieModifierTotal == 0);
        CHECK(resolver.distribution(assessed).find("HIT")->ways == 3);
        const auto r = resolver.resolve(assessed, {5});
        REQUIRE(std::holds_alternative<Resolution>(r));
        CHECK(std::get<Resolution>(r).outcome.code == "HIT");
    }
    SECTION("a direct fire reads it: refused naming the input, its label and rule")
    {
        const auto refusals = refusalsOf(resolver.assess(fire({})));
        REQUIRE(refusals.size() == 1);
        CHECK(refusals[0].subject == "range");
        CHECK(refusals[0].message == "Range in hexes (range) must be given: this situation reads it and it has no default");
        CHECK(refusals[0].rule == "4.2");
        CHECK(refusals[0].kind == Refusal::Kind::InputMissing);  // the window words it in its language
        CHECK(refusals[0].subjectLabel == "Range in hexes");
    }
    SECTION("a neutralised firer's constraint reads it even in indirect fire, and asks for it once")
    {
        const auto refusals =
            refusalsOf(resolver.assess(fire({{"fire_type", Value(ChoiceValue{"indirect"})}, {"neutralised", Value(true)}})));
        REQUIRE(refusals.size() == 1);
        CHECK(refusals[0].subject == "range");
    }
    SECTION("given, it counts as any input: a derived value that reads it is bound")
    {
        const auto a = resolver.assess(fire({{"range", Value(5)}}));
        REQUIRE(std::holds_alternative<Assessment>(a));
        CHECK(std::get<Assessment>(a).dieModifierTotal == -6);
        const auto refusals = refusalsOf(resolver.assess(fire({{"range", Value(5)}, {"neutralised", Value(true)}})));
        REQUIRE(refusals.size() == 1);
        CHECK(refusals[0].message == "A neutralised firer fires at 1 hex at most, not 5");
    }
}

TEST_CASE("the shipped ranges are asked for where the fire reads them", "[resolver][required][shipped]")
{
    static const LoadedModules loaded = loadModules({std::filesystem::path(UMPIRE_TABLES_DIR)});
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.empty());
    const auto game = [&](const std::string& id) -> const Game& {
        for (const auto& g : loaded.games)
            if (g.id == id)
                return g;
        throw std::logic_error("no game " + id);
    };
    SECTION("Duel of Eagles: a rifle fire asks for the ranges it reads, one by one as its checks reach them")
    {
        const Resolver resolver(game("duel-of-eagles"));
        Situation s{"duel-of-eagles", "fire_combat",
                    {{"firing_side", Value(ChoiceValue{"french"})}, {"firing_unit", Value(ChoiceValue{"infantry"})},
                     {"combat_factor", Value(4)}, {"target_combat_factor", Value(4)}}};
        std::vector<std::string> asked;
        for (const auto& refusal : refusalsOf(resolver.assess(s)))
            asked.push_back(refusal.subject);
        // Its first check compares the counter's two ranges, the next the range with the extended one.
        CHECK(asked == std::vector<std::string>{"effective_range", "range"});
        s.values["effective_range"] = Value(2);
        s.values["range"] = Value(3);
        asked.clear();
        for (const auto& refusal : refusalsOf(resolver.assess(s)))
            asked.push_back(refusal.subject);
        CHECK(asked == std::vector<std::string>{"extended_range"});
        s.values["extended_range"] = Value(3);
        CHECK(std::holds_alternative<Assessment>(resolver.assess(s)));
    }
    SECTION("Abbeville: an indirect fire by a battery in good order is not asked its range")
    {
        const Resolver resolver(game("abbeville-1940"));
        Situation s{"abbeville-1940", "fire", {{"fire_type", Value(ChoiceValue{"indirect"})}, {"base_attack_factor", Value(3)}}};
        CHECK(std::holds_alternative<Assessment>(resolver.assess(s)));
        s.values["fire_type"] = Value(ChoiceValue{"direct"});
        const auto refusals = refusalsOf(resolver.assess(s));
        REQUIRE(refusals.size() == 1);
        CHECK(refusals[0].subject == "range");
        s.values["range"] = Value(2);
        CHECK(std::holds_alternative<Assessment>(resolver.assess(s)));
    }
}
