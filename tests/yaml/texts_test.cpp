// SPDX-License-Identifier: GPL-3.0-or-later
// A companion file gives a module's labels and texts in another language, checked like the module.

#include "test_support.h"
#include "yaml/module_loader.h"
#include "yaml/module_texts.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

std::vector<Game> loadSkirmish()
{
    ModuleLoadResult result = loadModuleFile(test::dataPath("modules/texts/skirmish.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.game.has_value());
    std::vector<Game> games;
    games.push_back(std::move(*result.game));
    return games;
}

}  // namespace

TEST_CASE("a companion's name gives its language", "[loader][texts]")
{
    CHECK(textsLanguageOfFile("la-fleur-au-fusil.fr.yaml") == "fr");
    CHECK(textsLanguageOfFile("x.de.yaml") == "de");
    CHECK(textsLanguageOfFile("la-fleur-au-fusil.yaml").empty());
    CHECK(textsLanguageOfFile("charts.overlay.yaml").empty());
    CHECK(textsLanguageOfFile("charts.FR.yaml").empty());
    CHECK(textsLanguageOfFile("fr.yaml").empty());
}

TEST_CASE("a companion found beside its module gives the game in French, English kept", "[loader][texts]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/texts")});
    INFO(test::describe(loaded.diagnostics));
    CHECK(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);
    const Game& english = loaded.games[0];
    REQUIRE(english.languages.count("fr") == 1);
    const Game& french = english.inLanguage("fr");
    CHECK(&english.inLanguage("de") == &english);
    CHECK(&english.inLanguage("en") == &english);

    CHECK(english.title == "Skirmish");
    CHECK(french.title == "Escarmouche");
    CHECK(french.sides[1].label == "Bleus");
    CHECK(french.options[0].label == "Météo");
    CHECK(french.options[0].spec.options[0].label == "Clear");  // not given: stays English
    CHECK(french.options[0].spec.options[1].label == "Pluie");

    const Procedure& fire = *french.procedure("fire");
    CHECK(fire.label == "Tir");
    CHECK(fire.rule == "4");
    CHECK(fire.groups[0].label == "Tireur");
    CHECK(fire.inputs[0].label == "Facteur de tir");
    CHECK(fire.inputs[0].help == "Additionnez les facteurs.");
    CHECK(fire.inputs[1].scalar.options[1].label == "Bois");
    CHECK(fire.inputs[2].fields->at(0).label == "Vétérans");
    CHECK(english.procedure("fire")->inputs[2].fields->at(0).label == "Veteran");
    CHECK(fire.modifiers[0].label == "Cible en forêt");
    CHECK(fire.modifiers[0].notApplied == "La cible est en terrain {cover}");
    CHECK(std::get<GridMethod>(fire.method).scale.label == "facteur de tir");
    const ResultDefinition& lost = *fire.result("D1");
    CHECK(lost.label == "Un pas perdu");
    CHECK(lost.shortLabel == "Pas perdu");
    CHECK(english.procedure("fire")->result("D1")->shortLabel == "Step lost");
    CHECK(fire.result("NE")->shortLabel.empty());
    CHECK(lost.options == std::vector<std::string>{"Perdre un pas", "Reculer de deux hexagones"});
    CHECK(lost.notes[0].text == "Le bois n'empêche pas la perte.");
    CHECK(lost.notes[0].when.has_value());
    CHECK(fire.result("NE")->label == "No effect");
    CHECK(fire.triggers[0].label == "Enrayage");
    CHECK(fire.triggers[0].text == "The firer is out of ammunition.");
    CHECK(fire.interpretations[0].text == "Un facteur de 0 veut dire pas de tir.");
    CHECK(english.procedure("fire")->result("D1")->label == "One step lost");
}

TEST_CASE("a bad companion is reported at its place and gives no texts", "[loader][texts]")
{
    const auto [file, expected] = GENERATE(table<const char*, const char*>({
        {"unknown_input.fr.yaml",
         ":7:7: unknown input 'factr' in 'inputs' of texts of procedure 'fire' (did you mean 'factor'?)"},
        {"unknown_key.fr.yaml", ":6:5: unknown key 'lable' in texts of procedure 'fire' (did you mean 'label'?)"},
        {"wrong_type.fr.yaml", ":7:23: expected text for 'label' in texts of input 'factor' of procedure 'fire', got a list"},
        {"note_count.fr.yaml",
         ":7:19: 'notes' of texts of result 'D1' of procedure 'fire' gives 2 texts, the module has 1 notes (one text each, in order)"},
        {"placeholder.fr.yaml",
         ":7:38: unknown placeholder 'couvert' in 'not_applied' of texts of modifier 'woods' of procedure 'fire' "
         "(did you mean 'cover'?)"},
        {"note_placeholder.fr.yaml",
         ":7:27: unknown placeholder 'x' in 'notes[0]' of texts of result 'D1' of procedure 'fire' (none is defined)"},
        {"options_not_choice.fr.yaml",
         ":7:16: key 'options' does not apply to texts of input 'factor' of procedure 'fire' (it is not a choice)"},
        {"language_differs.fr.yaml",
         ":3:11: 'de' for 'language' in the companion does not fit: the file name says 'fr'"},
        {"short_label_absent.fr.yaml",
         ":7:44: key 'short_label' does not apply to texts of result 'NE' of procedure 'fire' (the module gives no text here "
         "to translate)"},
        {"applied_absent.fr.yaml",
         ":7:47: key 'applied' does not apply to texts of modifier 'woods' of procedure 'fire' (the module gives no text here "
         "to translate)"},
        {"unknown_result.fr.yaml",
         ":7:7: unknown result 'D2' in 'results' of texts of procedure 'fire' (did you mean 'D1'?)"},
    }));
    std::vector<Game> games = loadSkirmish();
    const auto path = test::dataPath(std::string("modules/texts_bad/") + file);
    const auto diagnostics = mergeTextsFile(games, path);
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].toString() == path.generic_string() + expected);
    CHECK(diagnostics[0].severity == Diagnostic::Severity::Error);
    CHECK(games[0].languages.empty());
}

TEST_CASE("a companion's problem is placed at the column an editor shows, accents before it or not", "[loader][texts]")
{
    std::vector<Game> games = loadSkirmish();
    // "Forêt" and "é" take two bytes each: yaml-cpp counts the placeholder's column in bytes (50).
    const std::string text = "format: 1\ngame: skirmish\nlanguage: fr\nprocedures:\n  fire:\n    modifiers:\n"
                             "      woods: {label: \"Forêt\", not_applied: \"é {couvert}\"}\n";
    const auto diagnostics = mergeTexts(games, text, "accents.fr.yaml");
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].line == 7);
    CHECK(diagnostics[0].column == 48);
}

TEST_CASE("a companion of a module that is not loaded is an error at its game", "[loader][texts]")
{
    const LoadedModules loaded = loadModules({test::dataPath("modules/texts"), test::dataPath("modules/texts_orphan")});
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.size() == 1);
    CHECK(loaded.diagnostics[0].toString()
          == test::dataPath("modules/texts_orphan/lost-game.fr.yaml").generic_string()
              + ":2:7: unknown game 'lost-game' in 'game' of the companion (known: skirmish)");
    REQUIRE(loaded.games.size() == 1);
    CHECK(loaded.games[0].languages.count("fr") == 1);
}

TEST_CASE("a companion obeys the bounds of a module file", "[loader][texts]")
{
    std::vector<Game> games = loadSkirmish();
    SECTION("size")
    {
        const std::string huge = "format: 1\ngame: skirmish\nlanguage: fr\ntitle: \"" + std::string(maxModuleFileBytes, 'x') + "\"\n";
        const auto diagnostics = mergeTexts(games, huge, "huge.fr.yaml");
        REQUIRE(diagnostics.size() == 1);
        CHECK(diagnostics[0].message.find("bytes, more than the") != std::string::npos);
    }
    SECTION("depth")
    {
        std::string deep = "format: 1\ngame: skirmish\nlanguage: fr\nprocedures: ";
        for (int i = 0; i < 40; ++i)
            deep += "{a: ";
        deep += "b" + std::string(40, '}') + "\n";
        const auto diagnostics = mergeTexts(games, deep, "deep.fr.yaml");
        REQUIRE_FALSE(diagnostics.empty());
        CHECK(diagnostics[0].message.find("nest") != std::string::npos);
    }
    SECTION("count")
    {
        std::string many = "format: 1\ngame: skirmish\nlanguage: fr\nprocedures:\n  fire:\n    inputs:\n";
        for (int i = 0; i < 101; ++i)
            many += "      i" + std::to_string(i) + ": {label: x}\n";
        const auto diagnostics = mergeTexts(games, many, "many.fr.yaml");
        INFO(test::describe(diagnostics));
        REQUIRE(diagnostics.size() == 1);
        CHECK(diagnostics[0].toString()
              == "many.fr.yaml:7:7: 'inputs' of texts of procedure 'fire' has 101 items, more than the 100 allowed");
    }
    CHECK(games[0].languages.empty());
}

TEST_CASE("a companion names the parts in words of the rule references, everywhere they stand", "[loader][texts]")
{
    std::vector<Game> games = loadSkirmish();
    Procedure& fire = games[0].procedures[0];
    fire.rule = "4, example of play";
    fire.modifiers[0].rule = "example of play";
    games[0].options[0].rule = "2, Important Points";
    const auto diagnostics = mergeTexts(games,
                                        "format: 1\ngame: skirmish\nlanguage: fr\n"
                                        "rule_names: {example of play: exemple de jeu, Important Points: Points importants}\n",
                                        "skirmish.fr.yaml");
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.empty());
    const Game& french = games[0].inLanguage("fr");
    CHECK(french.procedures[0].rule == "4, exemple de jeu");
    CHECK(french.procedures[0].modifiers[0].rule == "exemple de jeu");
    CHECK(french.procedures[0].inputs[0].rule.empty());
    CHECK(french.options[0].rule == "2, Points importants");
    CHECK(games[0].procedures[0].rule == "4, example of play");
}

TEST_CASE("a companion's rule name that no rule reference gives is an error", "[loader][texts]")
{
    std::vector<Game> games = loadSkirmish();
    games[0].procedures[0].rule = "4, example of play";
    const auto diagnostics = mergeTexts(games, "format: 1\ngame: skirmish\nlanguage: fr\nrule_names: {examples of play: exemples}\n",
                                        "skirmish.fr.yaml");
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].toString().find("unknown rule name 'examples of play'") != std::string::npos);
    CHECK(diagnostics[0].toString().find("example of play") != std::string::npos);
    CHECK(games[0].languages.empty());
}
