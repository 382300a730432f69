// SPDX-License-Identifier: GPL-3.0-or-later
// Abbeville 1940 lacks Table 3 and the demoralisation table: without them a fire or a
// demoralisation test stops at the printed chart; an overlay of invented test numbers filling
// them makes the same situations resolve fully, with exact chances.

#include "test_support.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

using namespace umpire;

namespace {

const std::filesystem::path moduleFile = std::filesystem::path(UMPIRE_TABLES_DIR) / "abbeville-1940.yaml";

LoadedModules loadAbbeville(bool withOverlay)
{
    std::vector<std::filesystem::path> paths{moduleFile};
    if (withOverlay)
        paths.push_back(test::dataPath("overlays/abbeville-1940-invented.overlay.yaml"));
    LoadedModules loaded = loadModules(paths);
    INFO(test::describe(loaded.diagnostics));
    CHECK(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);
    return loaded;
}

/// Direct fire, base factor 6, at 2 hexes: column 4 of Table 3.
Situation directFireAtTwoHexes()
{
    return Situation{"abbeville-1940", "fire", {{"fire_type", Value(ChoiceValue{"direct"})}, {"base_attack_factor", Value(6)}, {"range", Value(2)}}};
}

Assessment assessed(const Resolver& resolver, const Situation& situation)
{
    AssessmentResult result = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(result));
    return std::get<Assessment>(std::move(result));
}

std::map<std::string, std::string> chances(const OutcomeDistribution& distribution)
{
    std::map<std::string, std::string> byCode;
    for (const auto& entry : distribution.entries)
        if (entry.ways > 0)
            byCode[entry.code] = distribution.probabilityText(entry);
    return byCode;
}

}  // namespace

TEST_CASE("Abbeville fire stops at Table 3 without the chart", "[abbeville][overlay]")
{
    const LoadedModules loaded = loadAbbeville(false);
    const Resolver resolver(loaded.games[0]);
    const Assessment a = assessed(resolver, directFireAtTwoHexes());
    REQUIRE(a.column.has_value());
    CHECK(a.column->id == "4");
    // Every throw needs the printed chart.
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"", "1"}});

    const auto thrown = resolver.resolve(a, {3, 5});
    REQUIRE(std::holds_alternative<Resolution>(thrown));
    const Outcome& outcome = std::get<Resolution>(thrown).outcome;
    CHECK(outcome.chartNeeded);
    REQUIRE(outcome.question.has_value());
    CHECK(outcome.question->key == "fire:4:8");

    const auto read = resolver.resolve(a, {3, 5}, {{"fire:4:8", "D"}});
    REQUIRE(std::holds_alternative<Resolution>(read));
    CHECK(std::get<Resolution>(read).outcome.code == "D");
    CHECK(std::get<Resolution>(read).outcome.fromChart);
}

TEST_CASE("without Table 3 the chances name the codes the vehicle conversion leaves", "[abbeville][overlay]")
{
    const LoadedModules loaded = loadAbbeville(false);
    const Resolver resolver(loaded.games[0]);
    // Direct fire: the chart may give any result.
    const OutcomeDistribution direct = resolver.distribution(assessed(resolver, directFireAtTwoHexes()));
    REQUIRE(direct.entries.size() == 1);
    CHECK(direct.entries[0].code.empty());
    CHECK(direct.entries[0].chartCodes.empty());
    // Indirect fire on a vehicle: D and 1 become N, so the chart can give only - or N.
    const Situation onVehicle{"abbeville-1940", "fire",
                              {{"fire_type", Value(ChoiceValue{"indirect"})}, {"base_attack_factor", Value(6)},
                               {"target_type", Value(ChoiceValue{"vehicle"})}}};
    const OutcomeDistribution converted = resolver.distribution(assessed(resolver, onVehicle));
    REQUIRE(converted.entries.size() == 1);
    CHECK(converted.entries[0].code.empty());
    CHECK(converted.probabilityText(converted.entries[0]) == "1");
    CHECK(converted.entries[0].chartCodes == std::vector<std::string>{"-", "N"});
}

TEST_CASE("an overlay filling Table 3 resolves the same fire fully", "[abbeville][overlay]")
{
    const LoadedModules loaded = loadAbbeville(true);
    const Resolver resolver(loaded.games[0]);
    const Assessment a = assessed(resolver, directFireAtTwoHexes());
    CHECK(a.column->id == "4");
    // The invented table reads the 2d6 plus the column: up to 4 on the dice "-" (6 ways),
    // 5-6 N (9), 7-8 D (11), 9 or more 1 (10).
    CHECK(chances(resolver.distribution(a))
          == std::map<std::string, std::string>{{"-", "1/6"}, {"N", "1/4"}, {"D", "11/36"}, {"1", "5/18"}});

    const auto thrown = resolver.resolve(a, {3, 5});
    REQUIRE(std::holds_alternative<Resolution>(thrown));
    const Outcome& outcome = std::get<Resolution>(thrown).outcome;
    CHECK_FALSE(outcome.chartNeeded);
    CHECK(outcome.code == "D");
}

TEST_CASE("the overlay's cells still go through the vehicle conversion", "[abbeville][overlay]")
{
    const LoadedModules loaded = loadAbbeville(true);
    const Resolver resolver(loaded.games[0]);
    const Situation indirect{"abbeville-1940", "fire",
                             {{"fire_type", Value(ChoiceValue{"indirect"})}, {"base_attack_factor", Value(6)},
                              {"target_type", Value(ChoiceValue{"vehicle"})}}};
    const Assessment a = assessed(resolver, indirect);
    CHECK(a.column->id == "6");
    // Column 6: a 2 gives "-", every other throw a hit, and every hit on vehicles is N.
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"-", "1/36"}, {"N", "35/36"}});
}

TEST_CASE("an overlay filling the demoralisation table resolves the test fully", "[abbeville][overlay]")
{
    const Situation losses{"abbeville-1940", "demoralisation", {{"formation_losses", Value(4)}}};
    {
        const LoadedModules loaded = loadAbbeville(false);
        const Resolver resolver(loaded.games[0]);
        const Assessment a = assessed(resolver, losses);
        REQUIRE(a.question.has_value());
        CHECK(a.question->key == "demoralisation::4");
    }
    const LoadedModules loaded = loadAbbeville(true);
    const Resolver resolver(loaded.games[0]);
    const Assessment a = assessed(resolver, losses);
    CHECK_FALSE(a.question.has_value());
    CHECK(a.target == 7);
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"HOLDS", "7/12"}, {"DEMORALISED", "5/12"}});
}
