// SPDX-License-Identifier: GPL-3.0-or-later
// An overlay fills the lookup values and the step cells a module lacks; every value taken
// from it is the player's own, and shows as such when resolution reads it.

#include "test_support.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"
#include "yaml/module_overlay.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace umpire;

namespace {

using LookupCells = std::vector<std::optional<Value>>;
using Marks = std::vector<std::pair<std::size_t, std::size_t>>;

std::vector<Game> loadLookupCharts()
{
    ModuleLoadResult result = loadModuleFile(test::dataPath("modules/overlay_lookups/lookup-charts.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.game.has_value());
    std::vector<Game> games;
    games.push_back(std::move(*result.game));
    return games;
}

const ResultTable& stepTable(const Game& game, const std::string& procedure, std::size_t step)
{
    const Procedure* p = game.procedure(procedure);
    REQUIRE(p != nullptr);
    REQUIRE(step < p->steps.size());
    const auto* table = std::get_if<TableMethod>(&p->steps[step].method);
    REQUIRE(table != nullptr);
    return table->table;
}

}  // namespace

TEST_CASE("an overlay fills lookup values, a wholly missing table and a step's cells", "[loader][overlay]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/overlay_lookups")});
    INFO(test::describe(loaded.diagnostics));
    CHECK(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);
    const Game& game = loaded.games[0];

    const LookupTable* losses = game.lookup("losses");
    REQUIRE(losses != nullptr);
    CHECK(losses->cells == std::vector<LookupCells>{{Value(0)}, {Value(1)}, {Value(2)}});
    CHECK(losses->fromOverlay == Marks{{1, 0}});
    CHECK_FALSE(losses->cellFromOverlay(0, 0));

    const LookupTable* morale = game.lookup("morale");
    REQUIRE(morale != nullptr);
    REQUIRE(morale->columns.size() == 2);
    CHECK(morale->columns[1].toString() == "veteran");
    REQUIRE(morale->rows.size() == 2);
    CHECK(morale->rows[1].range->toString() == "1..");
    CHECK(morale->cells == std::vector<LookupCells>{{Value(4), Value(5)}, {Value(3), std::nullopt}});
    CHECK(morale->fromOverlay == Marks{{0, 0}, {0, 1}, {1, 0}});

    const ResultTable& rout = stepTable(game, "attack", 2);
    CHECK(rout.rows[0].cells == std::vector<std::optional<std::string>>{"RUN"});
    CHECK(rout.fromOverlay == Marks{{0, 0}});
    CHECK(rout.cellFromOverlay(0, 0));
    CHECK_FALSE(rout.cellFromOverlay(1, 0));
}

TEST_CASE("the overlay grid cells are marked as the player's own", "[loader][overlay]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/overlay")});
    REQUIRE(loaded.games.size() == 1);
    const auto* grid = std::get_if<GridMethod>(&loaded.games[0].procedure("fire")->method);
    REQUIRE(grid != nullptr);
    CHECK(grid->table.fromOverlay == Marks{{0, 2}, {1, 1}, {2, 0}});
}

TEST_CASE("lookup values from an overlay are reported as the player's own", "[loader][overlay]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/overlay_lookups")});
    REQUIRE(loaded.games.size() == 1);
    const Resolver resolver(loaded.games[0]);
    Situation situation;
    situation.procedure = "attack";
    situation.values = {{"points", Value(2)}, {"quality", Value(1)}};
    const auto first = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(first));
    const auto fire = resolver.resolve(std::get<Assessment>(first), {});
    REQUIRE(std::holds_alternative<Resolution>(fire));
    const Resolution& fired = std::get<Resolution>(fire);
    REQUIRE(fired.outputs.size() == 1);
    CHECK(fired.outputs[0].value == Value(1));
    REQUIRE(fired.playerValues.size() == 1);
    CHECK(fired.playerValues[0].fromOverlay);
    CHECK(fired.playerValues[0].value == "1");

    const auto next = resolver.assessNext(std::get<Assessment>(first), fired);
    REQUIRE(next.has_value());
    REQUIRE(std::holds_alternative<Assessment>(*next));
    const Assessment& morale = std::get<Assessment>(*next);
    CHECK(morale.target == 3);
    const bool moraleFromOverlay = std::any_of(morale.playerValues.begin(), morale.playerValues.end(), [](const PlayerValue& v) {
        return v.key == "morale:green:1.." && v.fromOverlay && v.value == "3";
    });
    CHECK(moraleFromOverlay);
}

TEST_CASE("a bad lookup overlay is reported at its place and changes nothing", "[loader][overlay]")
{
    const auto [file, expected] = GENERATE(table<const char*, const char*>({
        {"changes_known_value.overlay.yaml",
         ":6:29: overlay changes known cell '2' to '3' in column 'value' of row '4..' of lookup table 'losses' "
         "(only missing cells '?' may be filled)"},
        {"unknown_row_key.overlay.yaml",
         ":6:15: unknown row '2' in 'key' of lookup table 'losses' (known: ..1, 2..3, 4..)"},
        {"fraction_in_whole_table.overlay.yaml",
         ":6:30: expected a whole number or \"?\" (the table holds whole numbers) for 'value' in row '2..3' of lookup "
         "table 'losses', got '3/2'"},
        {"overlapping_row.overlay.yaml", ":8:15: keys '0..2' and '2..' overlap at 2 in 'rows' of lookup table 'morale'"},
        {"unknown_table.overlay.yaml",
         ":4:3: unknown lookup table 'moral' in 'lookups' of the overlay (did you mean 'morale'?)"},
        {"rows_on_chain.overlay.yaml",
         ":5:5: key 'rows' does not apply to procedure 'attack' (it has steps: fill the table of a step under 'steps')"},
        {"unknown_step.overlay.yaml", ":6:7: unknown step 'rot' in 'steps' of procedure 'attack' (did you mean 'rout'?)"},
        {"value_count.overlay.yaml",
         ":7:28: row '0' of lookup table 'morale' has 1 value, expected 2 (one per column)"},
    }));
    std::vector<Game> games = loadLookupCharts();
    const auto path = test::dataPath(std::string("modules/overlay_lookups_bad/") + file);
    const auto diagnostics = mergeOverlayFile(games, path);
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].toString() == path.generic_string() + expected);
    CHECK(games[0].lookup("losses")->cells[1][0] == std::nullopt);
    CHECK(games[0].lookup("morale")->rows.empty());
    CHECK(games[0].lookup("losses")->fromOverlay.empty());
}
