// SPDX-License-Identifier: GPL-3.0-or-later
// The exact odds count each set of faces of interchangeable named dice once: they must agree,
// fraction for fraction, with counting every throw, on every shipped procedure and on random
// small modules, and count ten named dice at once.

#include "engine/example_situation.h"
#include "engine/game.h"
#include "engine/resolver.h"
#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <random>
#include <sstream>
#include <string>
#include <variant>

using namespace umpire;

namespace {

using Counting = Resolver::ThrowCounting;

/// Every entry of a distribution as text, to compare two countings whole.
std::string described(const OutcomeDistribution& d)
{
    std::ostringstream s;
    s << "total " << d.totalOutcomes << " not counted '" << d.notCounted << "'\n";
    for (const auto& e : d.entries)
        s << "result '" << e.code << "' " << e.ways << '\n';
    for (const auto& output : d.outputs)
        for (const auto& v : output.values)
            s << output.id << " = '" << v.code << "' " << v.ways << '\n';
    for (const auto& t : d.triggers)
        s << "trigger " << t.code << ' ' << t.ways << '\n';
    return s.str();
}

/// Compares both countings for every procedure of `game`; returns how many were compared.
int compareEveryProcedure(const Game& game)
{
    const Resolver resolver(game);
    int compared = 0;
    for (const auto& procedure : game.procedures) {
        const AssessmentResult assessed = resolver.assess(firstExampleSituation(game, procedure));
        const auto* a = std::get_if<Assessment>(&assessed);
        if (!a)
            continue;
        INFO(game.id << " / " << procedure.id);
        const auto every = resolver.distribution(*a, Counting::EveryThrow);
        if (every.notCounted.rfind("more than", 0) == 0)
            continue;  // past the limit one by one (ten named dice): checked on its own below
        const auto sets = resolver.distribution(*a, Counting::SetsOfInterchangeableDice);
        CHECK(described(sets) == described(every));
        ++compared;
    }
    return compared;
}

}  // namespace

TEST_CASE("counting sets of interchangeable dice agrees with every throw on every shipped procedure", "[engine][odds]")
{
    int compared = 0;
    for (const auto& directory : {std::filesystem::path(UMPIRE_TABLES_DIR), test::dataPath("bench"), test::dataPath("games")}) {
        const LoadedModules modules = loadModules({directory});
        REQUIRE(!modules.games.empty());
        for (const auto& game : modules.games)
            compared += compareEveryProcedure(game);
    }
    CHECK(compared > 30);
}

TEST_CASE("ten named dice read through their sum and their sixes are counted exactly", "[engine][odds]")
{
    const LoadedModules modules = loadModules({test::dataPath("bench")});
    REQUIRE(modules.games.size() == 1);
    const Game& game = modules.games.front();
    const Resolver resolver(game);
    const AssessmentResult assessed = resolver.assess(Situation{game.id, "ten_named_dice", {}});
    const auto& a = std::get<Assessment>(assessed);

    // Every throw one by one is past the counting limit (60,466,176 throws)...
    CHECK(resolver.distribution(a, Counting::EveryThrow).notCounted.find("more than") == 0);
    // ...and the sets of faces (3,003) give the binomial and the sum exactly.
    const auto d = resolver.distribution(a);
    REQUIRE(d.notCounted.empty());
    CHECK(d.totalOutcomes == 60466176);
    REQUIRE(d.outputs.size() == 2);
    const auto& sixes = d.outputs[1];
    REQUIRE(sixes.values.size() == 11);
    const std::uint64_t binomial[] = {1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1};
    for (std::size_t k = 0; k <= 10; ++k) {
        std::uint64_t ways = binomial[k];
        for (std::size_t i = 0; i < 10; ++i)
            ways *= i < k ? 1 : 5;
        CHECK(sixes.values[k].code == std::to_string(k));
        CHECK(sixes.values[k].ways == ways);
    }
    const auto& total = d.outputs[0];
    REQUIRE(total.values.size() == 51);
    CHECK(total.values.front().code == "10");
    CHECK(total.values.front().ways == 1);
    CHECK(total.values[25].code == "35");
    CHECK(total.values[25].ways == 4395456);  // the middle of ten d6: 4,395,456 of 60,466,176
}

TEST_CASE("counting sets of interchangeable dice agrees with every throw on random small modules", "[engine][odds]")
{
    // Terms that read one die alike, or not alike, and forms that read several dice at once:
    // the grouping must find which dice are interchangeable and never merge the others.
    const std::vector<std::string> terms = {"{d}", "if({d} == 6, 1, 0)", "if({d} >= 4, 2, 0)", "{d} * 2", "-{d}",
                                            "max({d}, 3)", "if({d} <= bonus, 1, 0)"};
    const std::vector<std::string> joins = {" + ", " - ", " + ", " * "};
    std::mt19937 random(20261129);
    const auto pick = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(random); };
    for (int round = 0; round < 60; ++round) {
        const std::size_t diceCount = 2 + pick(3);
        const std::vector<std::string> dice = {"a", "b", "c", "d", "e"};
        std::ostringstream module;
        module << "format: 1\ngame:\n  id: random\n  title: Random\n  sides: [{id: red, label: Red}]\n"
               << "procedures:\n  - id: p\n    label: P\n    rule: \"1\"\n"
               << "    inputs:\n      - {id: bonus, label: Bonus, type: integer, min: 0, max: 6, default: 3, rule: \"1\"}\n"
               << "    dice:\n";
        for (std::size_t i = 0; i < diceCount; ++i)
            module << "      - {id: " << dice[i] << ", label: Die " << dice[i] << ", roll: " << (pick(2) ? "1d6" : "1d4") << "}\n";
        module << "    resolution: {kind: outputs}\n    outputs:\n";
        for (int output = 0; output < 1 + static_cast<int>(pick(3)); ++output) {
            std::string value;
            for (std::size_t i = 0; i < diceCount; ++i) {
                if (pick(4) == 0)
                    continue;
                std::string term = terms[pick(terms.size())];
                term.replace(term.find("{d}"), 3, dice[i]);
                value += (value.empty() ? std::string() : joins[pick(joins.size())]) + "(" + term + ")";
            }
            if (value.empty())
                value = "bonus";
            module << "      - {id: o" << output << ", label: O" << output << ", rule: \"1\", value: \"" << value << "\"}\n";
        }
        INFO(module.str());
        const ModuleLoadResult loaded = loadModuleText(module.str(), "random.yaml");
        REQUIRE(loaded.game);
        CHECK(compareEveryProcedure(*loaded.game) == 1);
    }
}
