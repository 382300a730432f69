// SPDX-License-Identifier: GPL-3.0-or-later
// Duel of Eagles ships without its Fire Combat Table, Assault Combat Table and Terrain Effects
// Chart. With an overlay that fills them (invented test numbers, tests/data/overlays), the same
// situations that asked the players for a cell resolve completely, with exact chances.

#include "test_support.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <map>
#include <string>

using namespace umpire;

namespace {

const std::filesystem::path module = std::filesystem::path(UMPIRE_TABLES_DIR) / "duel-of-eagles.yaml";

Game loadDuel(bool withOverlay)
{
    std::vector<std::filesystem::path> paths{module};
    if (withOverlay)
        paths.push_back(test::dataPath("overlays/duel-of-eagles"));
    LoadedModules loaded = loadModules(paths);
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);
    return std::move(loaded.games[0]);
}

Value duelChoice(const char* option) { return Value(ChoiceValue{option}); }

/// Every result's chance as "ways/total" text; "" stands for "read the printed chart".
std::map<std::string, std::string> duelChances(const Resolver& resolver, const Assessment& assessment)
{
    const OutcomeDistribution d = resolver.distribution(assessment);
    std::map<std::string, std::string> out;
    for (const auto& entry : d.entries)
        if (entry.ways > 0)
            out[entry.code] = d.probabilityText(entry);
    return out;
}

std::string triggerChance(const Resolver& resolver, const Assessment& assessment, const std::string& id)
{
    const OutcomeDistribution d = resolver.distribution(assessment);
    for (const auto& entry : d.triggers)
        if (entry.code == id)
            return d.probabilityText(entry);
    return "absent";
}

Assessment duelAssessed(AssessmentResult result)
{
    REQUIRE(std::holds_alternative<Assessment>(result));
    return std::get<Assessment>(std::move(result));
}

/// The second Defensive Opportunity Fire of a factor 5 unit (12.3): factor 3, column 2-3.
Situation secondDefensiveFire()
{
    Situation s{"duel-of-eagles", "fire_combat", {}};
    s.values = {{"firing_side", duelChoice("prussian")}, {"combat_factor", Value(5)},
                {"fire_type", duelChoice("defensive_opportunity")}, {"earlier_defensive_fires", Value(1)},
                {"target_combat_factor", Value(4)}, {"range", Value(1)}, {"effective_range", Value(2)},
                {"extended_range", Value(3)}};
    return s;
}

/// The assault on Flavigny of the example of play: +8, so +6 & more, with -4.
Situation flavignyAssault()
{
    UnitRecord attacker{{"combat_factor", Value(9)}, {"unit_type", duelChoice("infantry")}};
    Situation s{"duel-of-eagles", "assault_combat", {}};
    s.values = {{"attacking_side", duelChoice("prussian")}, {"attackers", Value(UnitList{attacker})},
                {"defender_combat_factor", Value(2)}, {"defender_shaken", Value(true)},
                {"defender_terrain", duelChoice("town")}, {"stream_hexside", Value(true)}};
    return s;
}

}  // namespace

TEST_CASE("Duel of Eagles without its charts asks for the cells it lacks", "[games][duel-of-eagles]")
{
    const Game game = loadDuel(false);
    const Resolver resolver(game);

    const Assessment fire = duelAssessed(resolver.assess(secondDefensiveFire()));
    REQUIRE(fire.column.has_value());
    CHECK(fire.column->id == "2-3");
    CHECK(duelChances(resolver, fire) == std::map<std::string, std::string>{{"", "1"}});

    // Only the cells the example of play gives are known on the +6 & more column.
    const Assessment assault = duelAssessed(resolver.assess(flavignyAssault()));
    CHECK(assault.column->id == "+6 & more");
    CHECK(assault.dieModifierTotal == -4);
    CHECK(duelChances(resolver, assault) == std::map<std::string, std::string>{{"", "5/6"}, {"D1", "1/6"}});

    Situation forest = secondDefensiveFire();
    forest.values["target_terrain"] = duelChoice("forest");
    const Assessment asked = duelAssessed(resolver.assess(forest));
    REQUIRE(asked.question.has_value());
    CHECK(asked.question->key == "tec_fire_target::Forest");
}

TEST_CASE("Duel of Eagles with an overlay of its charts resolves fully with exact chances", "[games][duel-of-eagles][overlay]")
{
    const Game game = loadDuel(true);
    const Resolver resolver(game);

    // Column 2-3, no modifier: rows 1-3 NE, 4-5 MT, 6 SH in the invented chart.
    const Assessment fire = duelAssessed(resolver.assess(secondDefensiveFire()));
    CHECK(duelChances(resolver, fire) == std::map<std::string, std::string>{{"NE", "1/2"}, {"MT", "1/3"}, {"SH", "1/6"}});
    CHECK(triggerChance(resolver, fire, "low_ammo") == "1/6");

    // The forest reading (-1) comes from the overlay too: column 4-5, rows 0 to 5.
    Situation forest = secondDefensiveFire();
    forest.values["combat_factor"] = Value(4);
    forest.values["fire_type"] = duelChoice("fire_phase");
    forest.values["target_terrain"] = duelChoice("forest");
    const Assessment intoForest = duelAssessed(resolver.assess(forest));
    CHECK_FALSE(intoForest.question.has_value());
    CHECK(intoForest.dieModifierTotal == -1);
    CHECK(duelChances(resolver, intoForest) == std::map<std::string, std::string>{{"NE", "1/2"}, {"MT", "1/3"}, {"SH", "1/6"}});

    // Flavigny: 1-4 land on 0 & less (A2* here), 5 on 1 (D1, the text's cell), 6 on 2.
    const Assessment assault = duelAssessed(resolver.assess(flavignyAssault()));
    CHECK(duelChances(resolver, assault) == std::map<std::string, std::string>{{"A2*", "2/3"}, {"D1", "1/6"}, {"D2", "1/6"}});

    // A flank attack of two units (3, and 5 Shaken = 3) against 7: column -1, +1 from the overlay.
    UnitRecord first{{"combat_factor", Value(3)}, {"unit_type", duelChoice("infantry")}};
    UnitRecord second{{"combat_factor", Value(5)}, {"unit_type", duelChoice("infantry")}, {"shaken", Value(true)}};
    Situation flank{"duel-of-eagles", "assault_combat", {}};
    flank.values = {{"attacking_side", duelChoice("french")}, {"attackers", Value(UnitList{first, second})},
                    {"defender_combat_factor", Value(7)}, {"flank_attack", Value(true)}};
    const Assessment flanked = duelAssessed(resolver.assess(flank));
    CHECK(flanked.column->id == "-1");
    CHECK(flanked.dieModifierTotal == 1);
    CHECK(duelChances(resolver, flanked) == std::map<std::string, std::string>{{"A1", "1/3"}, {"D1", "1/3"}, {"D2", "1/3"}});
}
