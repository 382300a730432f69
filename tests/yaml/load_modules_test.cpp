// SPDX-License-Identifier: GPL-3.0-or-later
// Loading many files: one broken module never stops the others.

#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <thread>
#include <vector>

using namespace umpire;

TEST_CASE("a good module loads alongside a broken one", "[loader][modules]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/mixed")});
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.games.size() == 1);
    CHECK(loaded.games[0].id == "good-game");
    REQUIRE(loaded.diagnostics.size() == 1);
    CHECK(loaded.diagnostics[0].toString()
          == test::dataPath("modules/mixed/b-broken.yaml").generic_string()
              + ":10:5: unknown key 'sumary' in procedure 'combat' (did you mean 'summary'?)");
}

TEST_CASE("a game id loaded twice is an error on the second file", "[loader][modules]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/duplicate_game")});
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.games.size() == 1);
    CHECK(loaded.games[0].sourceFile == test::dataPath("modules/duplicate_game/first.yaml").generic_string());
    REQUIRE(loaded.diagnostics.size() == 1);
    CHECK(loaded.diagnostics[0].toString()
          == test::dataPath("modules/duplicate_game/second.yaml").generic_string()
              + ":3:7: duplicate game id 'twice' (already loaded from "
              + test::dataPath("modules/duplicate_game/first.yaml").generic_string() + ")");
}

TEST_CASE("files and directories mix, and a missing path is reported", "[loader][modules]")
{
    const auto missing = test::dataPath("modules/no-such-file.yaml");
    const LoadedModules loaded =
        loadModules({test::dataPath("modules/good/all-kinds.yaml"), missing, test::dataPath("modules/mixed")});
    REQUIRE(loaded.games.size() == 2);
    CHECK(loaded.games[0].id == "all-kinds");
    CHECK(loaded.games[1].id == "good-game");
    REQUIRE(loaded.diagnostics.size() == 2);
    CHECK(loaded.diagnostics[0].toString() == missing.generic_string() + ": no such file");
}

TEST_CASE("every shipped module loads cleanly and its examples agree", "[loader][modules][examples]")
{
    const LoadedModules loaded = loadModules({UMPIRE_TABLES_DIR});
    INFO(test::describe(loaded.diagnostics));
    CHECK(loaded.diagnostics.empty());
    for (const auto& game : loaded.games) {
        const auto mismatches = checkModuleExamples(game);
        INFO(game.id << "\n" << test::describe(mismatches));
        CHECK(mismatches.empty());
    }
}

TEST_CASE("an example that contradicts the rules is reported at its line", "[loader][examples]")
{
    const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/example_contradicts_rules.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.game.has_value());
    const auto mismatches = checkModuleExamples(*result.game);
    REQUIRE_FALSE(mismatches.empty());
    for (const auto& mismatch : mismatches) {
        CHECK(mismatch.line == 24);
        CHECK(mismatch.column == 0);
        CHECK_THAT(mismatch.toString(),
                   Catch::StartsWith(test::dataPath("modules/example_contradicts_rules.yaml").generic_string()
                                     + ":24: example 'Wrong total' of procedure 'combat' contradicts the rules: "));
    }
}

TEST_CASE("the threads past the first wait for their hold before reading, never the caller's", "[loader][modules]")
{
    std::mutex mutex;
    std::vector<std::thread::id> held;
    ModuleLoading loading;
    loading.holdExtraThread = [&] {
        const std::lock_guard<std::mutex> lock(mutex);
        held.push_back(std::this_thread::get_id());
    };
    const LoadedModules plain = loadModules({UMPIRE_TABLES_DIR});
    const LoadedModules hooked = loadModules({UMPIRE_TABLES_DIR}, loading);
    // The same games either way.
    REQUIRE(hooked.games.size() == plain.games.size());
    CHECK(hooked.diagnostics.size() == plain.diagnostics.size());
    for (std::size_t i = 0; i < plain.games.size(); ++i)
        CHECK(hooked.games[i].id == plain.games[i].id);
    // One thread per core (up to one per file) reads; all but the first are held first.
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    std::size_t files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(UMPIRE_TABLES_DIR))
        files += entry.path().extension() == ".yaml";
    const std::size_t threads = std::min<std::size_t>(cores, files);
    CHECK(held.size() == (threads <= 1 ? 0 : threads - 1));
    std::sort(held.begin(), held.end());
    CHECK(std::adjacent_find(held.begin(), held.end()) == held.end());
    CHECK(std::find(held.begin(), held.end(), std::this_thread::get_id()) == held.end());
}
