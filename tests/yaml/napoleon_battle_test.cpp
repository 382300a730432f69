// SPDX-License-Identifier: GPL-3.0-or-later
// The Campaigns of Napoleon battle: our text lacks the battle results table, so the shipped
// module computes every modifier and the advantage, then asks for the cell. With the test
// overlay's invented table the same battle resolves to the end with exact chances.

#include "test_support.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <map>

using namespace umpire;

namespace {

const std::filesystem::path moduleFile = std::filesystem::path(UMPIRE_TABLES_DIR) / "campaigns-of-napoleon-light.yaml";

Game loadGame(std::vector<std::filesystem::path> paths)
{
    LoadedModules loaded = loadModules(paths);
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);
    return std::move(loaded.games[0]);
}

// French 20 SP with two tactical leaders and a staked Guard (+3) attack 20 Coalition SP (0):
// no artillery, even odds; the difference 3 halves to 1 or 2 by the rounding die.
Situation napoleonBattle()
{
    Situation s;
    s.game = "campaigns-of-napoleon-light";
    s.procedure = "battle";
    s.values = {{"attacker", Value(ChoiceValue{"french"})},
                {"french_sp", Value(20)},
                {"coalition_sp", Value(20)},
                {"french_tactical_leaders", Value(2)},
                {"french_guard_staked_sp", Value(2)}};
    return s;
}

Assessment napoleonAssessed(const Resolver& resolver, const Situation& situation)
{
    const auto a = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(a));
    return std::get<Assessment>(a);
}

// Throws each step with the given dice in turn; returns the last step's resolution.
Resolution throwChain(const Resolver& resolver, const Situation& situation,
                      const std::vector<std::vector<std::int64_t>>& throws)
{
    Assessment a = napoleonAssessed(resolver, situation);
    std::optional<Resolution> last;
    for (std::size_t i = 0; i < throws.size(); ++i) {
        auto r = resolver.resolve(a, throws[i]);
        REQUIRE(std::holds_alternative<Resolution>(r));
        last = std::get<Resolution>(r);
        if (i + 1 == throws.size())
            break;
        auto next = resolver.assessNext(a, *last);
        REQUIRE(next.has_value());
        REQUIRE(std::holds_alternative<Assessment>(*next));
        a = std::get<Assessment>(*next);
    }
    return *last;
}

std::map<std::string, std::string> napoleonChances(const OutcomeDistribution& d)
{
    std::map<std::string, std::string> out;
    for (const auto& e : d.entries)
        out[e.code] = d.probabilityText(e);
    return out;
}

std::map<std::string, std::string> outputChances(const OutcomeDistribution& d, const std::string& id)
{
    std::map<std::string, std::string> out;
    for (const auto& output : d.outputs)
        if (output.id == id)
            for (const auto& e : output.values)
                out[e.code] = d.probabilityText(e);
    return out;
}

std::string output(const Resolution& r, const std::string& id)
{
    for (const auto& o : r.outputs)
        if (o.id == id)
            return o.value.toString();
    return "(not computed)";
}

}  // namespace

TEST_CASE("the shipped battle computes the advantage, then asks for the table's cell", "[napoleon]")
{
    const Game game = loadGame({moduleFile});
    const Resolver resolver(game);
    // Bombardment (no guns: its dice are not thrown), stakes, rounding die 5 (3 halves up to 2),
    // then 3 and 4: row 5, column 4.
    const Resolution r = throwChain(resolver, napoleonBattle(), {{}, {}, {5}, {3, 4}});
    CHECK(r.outcome.chartNeeded);
    REQUIRE(r.outcome.question.has_value());
    CHECK(r.outcome.question->key == "battle_table:4:5");
    CHECK(r.outcome.question->codes == std::vector<std::string>{"ADV", "DIS", "DRAW"});
}

TEST_CASE("with the invented table of the test overlay a battle resolves fully with exact chances", "[napoleon]")
{
    const Game game = loadGame({moduleFile, test::dataPath("overlays/campaigns-of-napoleon-light.overlay.yaml")});
    const Resolver resolver(game);
    const OutcomeDistribution d = resolver.distribution(napoleonAssessed(resolver, napoleonBattle()));
    REQUIRE(d.notCounted.empty());
    // Hand-computed over the rounding die and the two battle dice (72 equally likely cases):
    // advantage 1: row a+1 beats d in 21 cases, equals it in 5, falls below in 10;
    // advantage 2: 26, 4 and 6.
    CHECK(napoleonChances(d) == std::map<std::string, std::string>{{"ADV", "47/72"}, {"DIS", "2/9"}, {"DRAW", "1/8"}});
    // The French (the larger force at equal SP) lose 5% of 40 SP, 2 SP, or 7.5% (Guard staked
    // and the battle lost), 3 SP; the Coalition always 7.5%, 3 SP.
    CHECK(outputChances(d, "french_losses") == std::map<std::string, std::string>{{"2", "7/9"}, {"3", "2/9"}});
    CHECK(outputChances(d, "coalition_losses") == std::map<std::string, std::string>{{"3", "1"}});
    // Retreats: 2 hexes when row and column are 3 apart; 1 each in a draw.
    CHECK(outputChances(d, "coalition_retreat_hexes") ==
          std::map<std::string, std::string>{{"0", "2/9"}, {"1", "31/72"}, {"2", "25/72"}});
    CHECK(outputChances(d, "french_retreat_hexes") ==
          std::map<std::string, std::string>{{"0", "47/72"}, {"1", "7/24"}, {"2", "1/18"}});

    // One throw to the end: rounding die 2 (advantage 1), then 1 and 5: row 2, column 5.
    const Resolution r = throwChain(resolver, napoleonBattle(), {{}, {}, {2}, {1, 5}});
    CHECK_FALSE(r.outcome.chartNeeded);
    CHECK(r.outcome.code == "DIS");
    CHECK(output(r, "french_loss_percent") == "15/2");
    CHECK(output(r, "french_losses") == "3");
    CHECK(output(r, "french_retreat_hexes") == "2");
    CHECK(output(r, "coalition_retreat_hexes") == "0");
}

TEST_CASE("a side without artillery points is said not to bombard - the other names its column", "[napoleon]")
{
    const Game game = loadGame({moduleFile});
    const Resolver resolver(game);
    Situation s = napoleonBattle();
    s.values["french_artillery_points"] = Value(3);
    // Dice 2 and 4: the French die (2) shifts their column one left.
    const Resolution r = throwChain(resolver, s, {{2, 4}});
    std::map<std::string, std::string> explanations;
    for (const auto& output : r.outputs)
        explanations[output.id] = output.explanation;
    CHECK(explanations["french_bombardment_losses"] == "The Coalition has no artillery points and does not bombard");
    CHECK(explanations["coalition_bombardment_losses"].rfind("column ", 0) == 0);
    CHECK(explanations["coalition_bombardment_losses"].find("shifted by -1") != std::string::npos);
}
