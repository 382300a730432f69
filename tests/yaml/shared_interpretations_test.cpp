// SPDX-License-Identifier: GPL-3.0-or-later
// The interpretations a game shares between procedures: read once at the top of the module,
// shown by each procedure that names them, translated once by a companion.

#include "engine/game.h"
#include "test_support.h"
#include "yaml/module_loader.h"
#include "yaml/module_texts.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

/// Two procedures showing the game's interpretation `go-on`, each with its own `when`, and one
/// interpretation of its own; the first procedure names it `named`, and `extra` goes into that
/// item (a key that must be refused there).
std::string sharingModule(const std::string& extra = "", const std::string& named = "go-on")
{
    return "format: 1\n"
           "game: {id: sharing, title: Sharing, sides: [{id: red, label: Red}]}\n"
           "interpretations:\n"
           "  - {id: go-on, rule: \"12.3\", text: A passed test lets the unit go on.}\n"
           "procedures:\n"
           "  - id: fire\n"
           "    label: Fire\n    rule: \"10\"\n"
           "    inputs: [{id: moving, label: Target moving, type: boolean}]\n"
           "    dice: 1d6\n"
           "    resolution: {kind: table, rows: [{rolls: \"..3\", result: NE}, {rolls: \"4..\", result: MT}]}\n"
           "    results: [{code: NE, label: No effect}, {code: MT, label: Morale test}]\n"
           "    interpretations:\n"
           "      - {id: " + named + ", when: \"moving\"" + extra + "}\n"
           "      - {id: own, text: Our own reading.}\n"
           "  - id: test\n"
           "    label: Test\n    rule: \"11\"\n"
           "    dice: 1d6\n"
           "    resolution: {kind: table, rows: [{rolls: \"..4\", result: PASS}, {rolls: \"5..\", result: FAIL}]}\n"
           "    results: [{code: PASS, label: Passed}, {code: FAIL, label: Failed}]\n"
           "    interpretations:\n"
           "      - {id: go-on}\n";
}

}  // namespace

TEST_CASE("the game's interpretations show in each procedure that names them", "[loader][good]")
{
    const ModuleLoadResult result = loadModuleText(sharingModule(), "sharing.yaml");
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    const Game& game = *result.game;
    REQUIRE(game.interpretations.size() == 1);
    CHECK(game.interpretations[0].id == "go-on");
    CHECK(!game.interpretations[0].when.has_value());

    const Procedure& fire = *game.procedure("fire");
    REQUIRE(fire.interpretations.size() == 2);
    CHECK(fire.interpretations[0].shared);
    CHECK(fire.interpretations[0].rule == "12.3");
    CHECK(fire.interpretations[0].text == "A passed test lets the unit go on.");
    CHECK(fire.interpretations[0].when.has_value());  // its own `when`
    CHECK(!fire.interpretations[1].shared);
    CHECK(fire.interpretations[1].text == "Our own reading.");
    const Procedure& test = *game.procedure("test");
    REQUIRE(test.interpretations.size() == 1);
    CHECK(test.interpretations[0].text == "A passed test lets the unit go on.");
    CHECK(!test.interpretations[0].when.has_value());
}

TEST_CASE("a procedure names the game's interpretation by id, with no words of its own", "[loader][bad]")
{
    const auto [extra, named, expected] = GENERATE(table<const char*, const char*, const char*>({
        {", text: Other words", "go-on",
         "key 'text' does not apply to interpretation 'go-on' ('go-on' is one of the game's interpretations: its rule "
         "and text are given once, under the module's 'interpretations'; here only its 'when')"},
        {", rule: \"9\"", "go-on", "key 'rule' does not apply to interpretation 'go-on'"},
        // A procedure's own interpretation needs its text: a slip in the id of the game's one shows.
        {"", "go_on", "missing key 'text' in interpretation 'go_on'"},
    }));
    const ModuleLoadResult result = loadModuleText(sharingModule(extra, named), "sharing.yaml");
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].line == 14);
    CHECK_THAT(result.diagnostics[0].message, Catch::Matchers::Contains(expected));
    CHECK(!result.game.has_value());
}

TEST_CASE("the game's interpretations are read with their bounds and unique ids", "[loader][bad]")
{
    std::string module = sharingModule();
    const auto at = module.find("procedures:");
    module.insert(at, "  - {id: go-on, text: Again.}\n");
    const ModuleLoadResult twice = loadModuleText(module, "twice.yaml");
    INFO(test::describe(twice.diagnostics));
    REQUIRE(twice.diagnostics.size() == 1);
    CHECK_THAT(twice.diagnostics[0].message, Catch::Matchers::Contains("duplicate game interpretation 'go-on'"));

    std::string many = "format: 1\ngame: {id: many, title: Many, sides: [{id: red, label: Red}]}\ninterpretations:\n";
    for (int i = 0; i <= 100; ++i)
        many += "  - {id: r" + std::to_string(i) + ", text: T.}\n";
    many += sharingModule().substr(sharingModule().find("procedures:"));
    const ModuleLoadResult tooMany = loadModuleText(many, "many.yaml");
    INFO(test::describe(tooMany.diagnostics));
    REQUIRE(!tooMany.diagnostics.empty());
    CHECK_THAT(tooMany.diagnostics[0].message, Catch::Matchers::Contains("interpretations"));
    CHECK(!tooMany.game.has_value());
}

TEST_CASE("a companion translates the game's interpretations once, at its top", "[loader][texts]")
{
    ModuleLoadResult result = loadModuleText(sharingModule(), "sharing.yaml");
    REQUIRE(result.game.has_value());
    std::vector<Game> games;
    games.push_back(std::move(*result.game));
    const std::string head = "format: 1\ngame: sharing\nlanguage: fr\n";

    SECTION("at the top: every procedure that names it shows the translation")
    {
        const auto diagnostics = mergeTexts(games, head + "interpretations: {go-on: Un test réussi laisse l'unité continuer.}\n"
                                                          "procedures: {fire: {interpretations: {own: Notre lecture.}}}\n",
                                            "sharing.fr.yaml");
        INFO(test::describe(diagnostics));
        REQUIRE(diagnostics.empty());
        const Game& french = games[0].inLanguage("fr");
        REQUIRE(&french != &games[0]);
        CHECK(french.interpretations[0].text == "Un test réussi laisse l'unité continuer.");
        CHECK(french.procedure("fire")->interpretations[0].text == "Un test réussi laisse l'unité continuer.");
        CHECK(french.procedure("fire")->interpretations[1].text == "Notre lecture.");
        CHECK(french.procedure("test")->interpretations[0].text == "Un test réussi laisse l'unité continuer.");
        CHECK(games[0].procedure("test")->interpretations[0].text == "A passed test lets the unit go on.");
    }
    SECTION("under a procedure: refused, so that no procedure shows other words than the rest")
    {
        const auto diagnostics =
            mergeTexts(games, head + "procedures: {fire: {interpretations: {go-on: Autre chose.}}}\n", "sharing.fr.yaml");
        REQUIRE(diagnostics.size() == 1);
        CHECK(diagnostics[0].toString()
              == "sharing.fr.yaml:4:39: key 'go-on' does not apply to 'interpretations' of texts of procedure 'fire' (it is "
                 "one of the game's interpretations: its text goes under the companion's top-level 'interpretations')");
        CHECK(games[0].languages.empty());
    }
    SECTION("an id the game does not have")
    {
        const auto diagnostics = mergeTexts(games, head + "interpretations: {go_on: Continuer.}\n", "sharing.fr.yaml");
        REQUIRE(diagnostics.size() == 1);
        CHECK_THAT(diagnostics[0].message, Catch::Matchers::Contains("unknown game interpretation 'go_on'"));
        CHECK(games[0].languages.empty());
    }
}
