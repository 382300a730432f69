// SPDX-License-Identifier: GPL-3.0-or-later
// What the shipped modules' texts must say, and must not say twice. A modifier that may not
// apply says why in the game's own words: the program's fallback ("its condition does not
// hold") is for modules of others, which may leave it out. A result's text does not end with
// its rule numbers, which the window and the CLI give after it, nor does a refusal.

#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

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

// "7.5, 7.6" -> {"7.5", "7.6"}
std::vector<std::string> references(const std::string& list)
{
    std::vector<std::string> items;
    std::size_t from = 0;
    while (from <= list.size()) {
        const std::size_t comma = std::min(list.find(',', from), list.size());
        std::string item = list.substr(from, comma - from);
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!item.empty())
            items.push_back(item);
        from = comma + 1;
    }
    return items;
}

// The rules a text cites in the parentheses it ends with ("... hexes (7.5, 7.6)."), if any.
std::vector<std::string> closingReferences(std::string text)
{
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    const std::size_t open = text.rfind('(');
    if (text.empty() || text.back() != ')' || open == std::string::npos)
        return {};
    return references(text.substr(open + 1, text.size() - open - 2));
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

TEST_CASE("no shipped result text ends with a rule given after it", "[loader][modules][tables]")
{
    REQUIRE_FALSE(shipped().games.empty());
    forEachStep([](const Game& game, const Procedure& procedure, const Procedure& step) {
        for (const auto& result : step.results) {
            // "(7.5, 7.6). (7.5)" on the card: the rules belong in the result's rule.
            for (const std::string& cited : closingReferences(result.text)) {
                INFO(game.id << " / " << procedure.id << " / " << result.code << " (" << result.rule << "): " << result.text);
                for (const std::string& own : references(result.rule))
                    CHECK(cited != own);
            }
        }
    });
}

TEST_CASE("no shipped refusal ends with the rule given after it", "[loader][modules][tables]")
{
    REQUIRE_FALSE(shipped().games.empty());
    forEachStep([](const Game& game, const Procedure& procedure, const Procedure& step) {
        for (const auto& constraint : step.constraints) {
            // "... at most 6 units (4.1) (rule 4.1)": the rules belong in the constraint's rule.
            for (const std::string& cited : closingReferences(constraint.message)) {
                INFO(game.id << " / " << procedure.id << " / " << constraint.id << " (" << constraint.rule << "): " << constraint.message);
                for (const std::string& own : references(constraint.rule))
                    CHECK(cited != own);
            }
        }
    });
}
