// SPDX-License-Identifier: GPL-3.0-or-later
// What the shipped modules' texts must say, and must not say twice. A modifier that may not
// apply says why in the game's own words: the program's fallback ("its condition does not
// hold") is for modules of others, which may leave it out. A result's text does not end with
// its rule number, which the window and the CLI give after it.

#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace umpire;

namespace {

const LoadedModules& shipped()
{
    static const LoadedModules loaded = loadModules({UMPIRE_TABLES_DIR});
    return loaded;
}

// Every step of every procedure of every shipped game, in English and in each companion's language.
void forEachStep(const std::function<void(const Game&, const Procedure&, const Procedure&)>& visit)
{
    for (const auto& english : shipped().games) {
        std::vector<const Game*> views{&english};
        for (const auto& [language, game] : english.languages)
            views.push_back(game.get());
        for (const Game* game : views)
            for (const auto& procedure : game->procedures)
                for (std::size_t s = 0; s < procedure.stepCount(); ++s)
                    visit(*game, procedure, procedure.step(s));
    }
}

bool endsWith(const std::string& text, const std::string& end)
{
    return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

TEST_CASE("every conditional modifier of a shipped module says why it may not apply", "[loader][modules][tables]")
{
    REQUIRE_FALSE(shipped().games.empty());
    forEachStep([](const Game& game, const Procedure& procedure, const Procedure& step) {
        for (const auto& modifier : step.modifiers) {
            if (!modifier.when)
                continue;
            INFO(game.id << " / " << procedure.id << " / " << modifier.id);
            CHECK_FALSE(modifier.notApplied.empty());
        }
    });
}

TEST_CASE("no shipped result text ends with the rule given after it", "[loader][modules][tables]")
{
    REQUIRE_FALSE(shipped().games.empty());
    forEachStep([](const Game& game, const Procedure& procedure, const Procedure& step) {
        for (const auto& result : step.results) {
            if (result.rule.empty())
                continue;
            INFO(game.id << " / " << procedure.id << " / " << result.code << ": " << result.text);
            CHECK_FALSE(endsWith(result.text, "(" + result.rule + ")"));
            CHECK_FALSE(endsWith(result.text, "(" + result.rule + ")."));
        }
    });
}
