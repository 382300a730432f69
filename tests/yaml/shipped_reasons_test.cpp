// SPDX-License-Identifier: GPL-3.0-or-later
// A shipped modifier that may not apply says why in the game's own words: the program's
// fallback ("its condition does not hold") is for modules of others, which may leave it out.

#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

using namespace umpire;

TEST_CASE("every conditional modifier of a shipped module says why it may not apply", "[loader][modules][tables]")
{
    const LoadedModules loaded = loadModules({UMPIRE_TABLES_DIR});
    REQUIRE_FALSE(loaded.games.empty());
    for (const auto& game : loaded.games)
        for (const auto& procedure : game.procedures)
            for (std::size_t s = 0; s < procedure.stepCount(); ++s)
                for (const auto& modifier : procedure.step(s).modifiers) {
                    if (!modifier.when)
                        continue;
                    INFO(game.id << " / " << procedure.id << " / " << modifier.id);
                    CHECK_FALSE(modifier.notApplied.empty());
                }
}
