// SPDX-License-Identifier: GPL-3.0-or-later
// Each shipped companion gives every text its module has: a new English text without its
// translation fails here, so the French interface never shows English by oversight. A text that
// reads the same in both languages (a place name, "Total") is given again on purpose.

#include "game_text_visitor.h"
#include "test_support.h"
#include "yaml/module_loader.h"
#include "yaml/module_texts.h"
#include "yaml/rule_names.h"

#include <catch2/catch.hpp>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

using namespace umpire;

namespace {

const std::filesystem::path tablesDir = UMPIRE_TABLES_DIR;

// Appended to every English text before the companion is read: a text still carrying it was not given.
constexpr char untranslated = '\x1f';

// Texts without a letter ("+4", "2-3") read the same in every language.
bool hasWords(const std::string& text)
{
    return std::any_of(text.begin(), text.end(), [](unsigned char c) { return std::isalpha(c) != 0; });
}

std::vector<std::filesystem::path> shippedCompanions()
{
    std::vector<std::filesystem::path> companions;
    for (const auto& entry : std::filesystem::directory_iterator(tablesDir))
        if (!textsLanguageOfFile(entry.path().filename().string()).empty())
            companions.push_back(entry.path());
    std::sort(companions.begin(), companions.end());
    return companions;
}

// The module a companion belongs to: its name without the language ("x.fr.yaml" -> "x.yaml").
std::filesystem::path moduleOf(const std::filesystem::path& companion)
{
    const std::string name = companion.filename().string();
    return companion.parent_path() / (name.substr(0, name.size() - std::string(".fr.yaml").size()) + ".yaml");
}

}  // namespace

TEST_CASE("every shipped module has a French companion", "[loader][texts][tables]")
{
    const auto companions = shippedCompanions();
    for (const auto& entry : std::filesystem::directory_iterator(tablesDir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".yaml" || !textsLanguageOfFile(name).empty() || name.find(".overlay.") != std::string::npos)
            continue;
        const auto french = tablesDir / (entry.path().stem().string() + ".fr.yaml");
        INFO(name);
        CHECK(std::find(companions.begin(), companions.end(), french) != companions.end());
    }
}

TEST_CASE("a shipped companion gives every text of its module", "[loader][texts][tables]")
{
    const auto companions = shippedCompanions();
    REQUIRE(!companions.empty());
    for (const auto& companion : companions) {
        INFO(companion.filename().string());
        ModuleLoadResult loaded = loadModuleFile(moduleOf(companion));
        REQUIRE(loaded.game.has_value());
        std::vector<Game> games;
        games.push_back(std::move(*loaded.game));
        test::forEachGameText(games[0], [](std::string& text, const std::string&) {
            if (hasWords(text))
                text += untranslated;
        });
        const auto diagnostics = mergeTextsFile(games, companion);
        INFO(test::describe(diagnostics));
        REQUIRE(diagnostics.empty());
        const std::string language = textsLanguageOfFile(companion.filename().string());
        REQUIRE(games[0].languages.count(language) == 1);
        Game translated = games[0].inLanguage(language);
        std::vector<std::string> missing;
        test::forEachGameText(translated, [&](std::string& text, const std::string& where) {
            // Named with the English text, to be written in the companion's language.
            if (!text.empty() && text.back() == untranslated)
                missing.push_back(where + "\t" + text.substr(0, text.size() - 1));
        });
        std::string list;
        for (const auto& where : missing)
            list += "\n  " + where;
        INFO("texts the companion does not give:" << list);
        CHECK(missing.empty());
    }
}

TEST_CASE("a shipped companion names every part in words of its module's rule references", "[loader][texts][tables]")
{
    for (const auto& companion : shippedCompanions()) {
        INFO(companion.filename().string());
        ModuleLoadResult loaded = loadModuleFile(moduleOf(companion));
        REQUIRE(loaded.game.has_value());
        // The names as the companion gives them, one the same in both languages ("Table 2") too.
        const YAML::Node given = YAML::LoadFile(companion.string())["rule_names"];
        std::vector<std::string> missing;
        forEachRule(*loaded.game, [&](std::string& rule) {
            for (const std::string& part : ruleParts(rule))
                if (isRuleName(part) && !(given.IsMap() && given[part]) && std::find(missing.begin(), missing.end(), part) == missing.end())
                    missing.push_back(part);
        });
        std::string list;
        for (const auto& part : missing)
            list += "\n  " + part;
        INFO("rule names the companion does not give:" << list);
        CHECK(missing.empty());
    }
}
