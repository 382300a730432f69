// SPDX-License-Identifier: GPL-3.0-or-later
// A user overlay fills the cells a shipped module declares missing, and nothing else.

#include "test_support.h"
#include "yaml/module_loader.h"
#include "yaml/module_overlay.h"
#include "engine/resolver.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

using Cells = std::vector<std::optional<std::string>>;

const ResultTable& gridTable(const Game& game, const std::string& procedure)
{
    const Procedure* p = game.procedure(procedure);
    REQUIRE(p != nullptr);
    const auto* grid = std::get_if<GridMethod>(&p->method);
    REQUIRE(grid != nullptr);
    return grid->table;
}

std::vector<Game> loadCharts()
{
    ModuleLoadResult result = loadModuleFile(test::dataPath("modules/overlay/charts.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.game.has_value());
    std::vector<Game> games;
    games.push_back(std::move(*result.game));
    return games;
}

}  // namespace

TEST_CASE("an overlay found beside its module fills the missing cells", "[loader][overlay]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/overlay")});
    INFO(test::describe(loaded.diagnostics));
    CHECK(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);

    const ResultTable& fire = gridTable(loaded.games[0], "fire");
    REQUIRE(fire.rows.size() == 3);
    CHECK(fire.rows[0].cells == Cells{"NE", "NE", "D1"});
    CHECK(fire.rows[1].cells == Cells{"NE", "NE", "D1"});
    CHECK(fire.rows[2].cells == Cells{"NE", "D1", "D2"});

    // A table missing as a whole takes the overlay's rows.
    const ResultTable& assault = gridTable(loaded.games[0], "assault");
    REQUIRE(assault.rows.size() == 2);
    CHECK(assault.rows[0].rolls.toString() == "..3");
    CHECK(assault.rows[1].cells == Cells{"AR", "DR", "DR"});
}

TEST_CASE("a bad overlay is reported at its place and changes nothing", "[loader][overlay]")
{
    const auto [file, expected] = GENERATE(table<const char*, const char*>({
        {"changes_known_cell.overlay.yaml",
         ":7:33: overlay changes known cell 'NE' to 'D2' in column '1-3' of row '3..4' of procedure 'fire' "
         "(only missing cells '?' may be filled)"},
        {"unknown_game.overlay.yaml", ":2:7: unknown game 'chart' in 'game' of the overlay (did you mean 'charts'?)"},
        {"unknown_row.overlay.yaml",
         ":6:17: unknown row '3' in 'rolls' of procedure 'fire' (known: ..2, 3..4, 5..)"},
        {"no_legend.overlay.yaml",
         ":6:32: result code 'D3' in row '5..' of procedure 'fire' has no legend (add it to the procedure's 'results')"},
        {"unknown_procedure.overlay.yaml",
         ":4:3: unknown procedure 'fires' in 'procedures' of the overlay (did you mean 'fire'?)"},
    }));
    std::vector<Game> games = loadCharts();
    const Cells before = gridTable(games[0], "fire").rows[0].cells;

    const auto path = test::dataPath(std::string("modules/overlay_bad/") + file);
    const auto diagnostics = mergeOverlayFile(games, path);
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].toString() == path.generic_string() + expected);
    CHECK(gridTable(games[0], "fire").rows[0].cells == before);
}

TEST_CASE("a result read from an overlay cell is reported as the players' own", "[loader][overlay]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/overlay")});
    REQUIRE(loaded.games.size() == 1);
    const Game& game = loaded.games[0];
    const Resolver resolver(game);
    Situation situation{"charts", "fire", {{"factor", Value(std::int64_t{8})}}};
    const auto assessed = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(assessed));
    const Assessment& a = std::get<Assessment>(assessed);

    // Row ..2 of column 7+ comes from the overlay; row 3..4 is the module's own D1.
    const auto fromOverlay = resolver.resolve(a, {1});
    REQUIRE(std::holds_alternative<Resolution>(fromOverlay));
    const Resolution& first = std::get<Resolution>(fromOverlay);
    CHECK(first.outcome.code == "D1");
    REQUIRE(first.playerValues.size() == 1);
    CHECK(first.playerValues[0].fromOverlay);
    CHECK(first.playerValues[0].key == "fire:7+:..2");
    CHECK(first.playerValues[0].value == "D1");
    CHECK(first.playerValues[0].label == "Fire, 7+, ..2");

    const auto ours = resolver.resolve(a, {3});
    REQUIRE(std::holds_alternative<Resolution>(ours));
    CHECK(std::get<Resolution>(ours).outcome.code == "D1");
    CHECK(std::get<Resolution>(ours).playerValues.empty());
}
