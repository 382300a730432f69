// SPDX-License-Identifier: GPL-3.0-or-later
// A companion gives the texts of a game's reference tables, event chits and grid columns,
// checked like its other texts.

#include "test_support.h"
#include "yaml/module_loader.h"
#include "yaml/module_texts.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

constexpr const char* moduleText = R"(format: 1
game:
  id: outpost
  title: Outpost
  sides: [{id: red, label: Red}, {id: blue, label: Blue}]
reference:
  - id: costs
    title: Movement cost
    rule: "5"
    columns: [Foot, Horse]
    rows:
      - {label: Road, cells: ["1", "1"]}
      - {label: River, cells: ["+2", Prohibited]}
    notes: [Roads cancel the terrain cost (5.1).]
  - id: stacking
    title: Stacking
    rule: "6"
    notes: [Two units per hex (6).]
chits:
  - id: rain-mud
    side: red
    rule: "8"
    front: {label: Rain, text: Movement halved.}
    back: {label: Mud, text: No artillery moves.}
  - id: fog
    side: blue
    rule: "8"
    front: {label: Fog, text: No fire beyond one hex.}
procedures:
  - id: fire
    label: Fire
    rule: "4"
    inputs:
      - {id: factor, label: Fire factor, type: integer, min: 1, max: 9}
    dice: 1d6
    resolution:
      kind: grid
      column: {by: value, value: factor, label: fire factor}
      columns:
        - {id: "1-4", label: 1 to 4}
        - {id: "5+", label: 5 or more, at_least: 5}
      rows:
        - {rolls: "..3", cells: [NE, NE]}
        - {rolls: "4..", cells: [NE, D1]}
    results:
      - {code: NE, label: No effect}
      - {code: D1, label: One step lost}
  - id: rally
    label: Rally
    rule: "7"
    dice: 1d6
    resolution:
      kind: table
      rows:
        - {rolls: "..3", result: NE}
        - {rolls: "4..", result: OK}
    results:
      - {code: NE, label: Stays shaken}
      - {code: OK, label: Rallies}
)";

std::vector<Game> loadOutpost()
{
    ModuleLoadResult result = loadModuleText(moduleText, "outpost.yaml");
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    std::vector<Game> games;
    games.push_back(std::move(*result.game));
    return games;
}

std::string companion(const std::string& body)
{
    return "format: 1\ngame: outpost\nlanguage: fr\n" + body;
}

}  // namespace

TEST_CASE("a companion gives reference tables, chits and grid columns in French", "[loader][texts]")
{
    std::vector<Game> games = loadOutpost();
    const std::string text = companion(R"(reference:
  costs:
    title: Coût de mouvement
    columns: [À pied, À cheval]
    rows:
      - {label: Route}
      - {label: Rivière, cells: ["+2", Interdit]}
    notes: [La route annule le coût du terrain (5.1).]
  stacking: {title: Empilement}
chits:
  rain-mud: {front: {label: Pluie, text: Mouvement réduit de moitié.}, back: {label: Boue}}
  fog: {front: {text: Pas de tir au-delà d'un hexagone.}}
procedures:
  fire:
    columns: {"5+": 5 ou plus}
)");
    const auto diagnostics = mergeTexts(games, text, "outpost.fr.yaml");
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.empty());
    const Game& english = games[0];
    const Game& french = english.inLanguage("fr");
    REQUIRE(&french != &english);

    const ReferenceEntry& costs = french.reference[0];
    CHECK(costs.title == "Coût de mouvement");
    CHECK(costs.rule == "5");
    CHECK(costs.columns == std::vector<std::string>{"À pied", "À cheval"});
    CHECK(costs.rows[0].label == "Route");
    CHECK(costs.rows[0].cells == std::vector<std::string>{"1", "1"});
    CHECK(costs.rows[1].label == "Rivière");
    CHECK(costs.rows[1].cells == std::vector<std::string>{"+2", "Interdit"});
    CHECK(costs.notes == std::vector<std::string>{"La route annule le coût du terrain (5.1)."});
    CHECK(french.reference[1].title == "Empilement");
    CHECK(french.reference[1].notes == std::vector<std::string>{"Two units per hex (6)."});  // not given
    CHECK(english.reference[0].title == "Movement cost");
    CHECK(english.reference[0].rows[1].cells[1] == "Prohibited");

    CHECK(french.chits[0].front.label == "Pluie");
    CHECK(french.chits[0].front.text == "Mouvement réduit de moitié.");
    REQUIRE(french.chits[0].back.has_value());
    CHECK(french.chits[0].back->label == "Boue");
    CHECK(french.chits[0].back->text == "No artillery moves.");
    CHECK(french.chits[1].front.label == "Fog");
    CHECK(french.chits[1].front.text == "Pas de tir au-delà d'un hexagone.");
    CHECK(english.chits[0].front.label == "Rain");

    const auto& columns = std::get<GridMethod>(french.procedure("fire")->method).scale.columns;
    CHECK(columns[0].label == "1 to 4");
    CHECK(columns[1].id == "5+");
    CHECK(columns[1].label == "5 ou plus");
    CHECK(std::get<GridMethod>(english.procedure("fire")->method).scale.columns[1].label == "5 or more");
}

TEST_CASE("a bad companion of reference tables, chits or columns is reported at its place", "[loader][texts]")
{
    const auto [body, expected] = GENERATE(table<const char*, const char*>({
        {"reference:\n  cost: {title: Coût}\n",
         "outpost.fr.yaml:5:3: unknown reference entry 'cost' in 'reference' of the companion (did you mean 'costs'?)"},
        {"reference:\n  costs: {titre: Coût}\n",
         "outpost.fr.yaml:5:11: unknown key 'titre' in texts of reference entry 'costs' (did you mean 'title'?)"},
        {"reference:\n  costs: {columns: [À pied]}\n",
         "outpost.fr.yaml:5:20: 'columns' of texts of reference entry 'costs' gives 1 text, the module has 2 columns "
         "(one text each, in order)"},
        {"reference:\n  costs: {rows: [{label: Route}]}\n",
         "outpost.fr.yaml:5:17: 'rows' of texts of reference entry 'costs' gives 1 text, the module has 2 rows "
         "(one text each, in order)"},
        {"reference:\n  costs:\n    rows: [{label: Route}, {cells: [Interdit]}]\n",
         "outpost.fr.yaml:6:36: 'cells' of texts of row 2 of reference entry 'costs' gives 1 text, the module has 2 cells "
         "(one text each, in order)"},
        {"reference:\n  costs: {title: [Coût]}\n",
         "outpost.fr.yaml:5:18: expected text for 'title' in texts of reference entry 'costs', got a list"},
        {"reference:\n  costs: {notes: [\"Deux {n} par hexagone\"]}\n",
         "outpost.fr.yaml:5:26: unknown placeholder 'n' in 'notes[0]' of texts of reference entry 'costs' (none is defined)"},
        {"chits:\n  fog: {back: {label: Brume}}\n",
         "outpost.fr.yaml:5:9: key 'back' does not apply to texts of event chit 'fog' (the module does not say what its "
         "back shows)"},
        {"chits:\n  rain-mud: {front: Pluie}\n",
         "outpost.fr.yaml:5:21: expected a mapping for 'front' in texts of event chit 'rain-mud', got 'Pluie'"},
        {"chits:\n  rain: {front: {label: Pluie}}\n",
         "outpost.fr.yaml:5:3: unknown event chit 'rain' in 'chits' of the companion (known: rain-mud, fog)"},
        {"procedures:\n  rally: {columns: {\"5+\": 5 ou plus}}\n",
         "outpost.fr.yaml:5:11: key 'columns' does not apply to texts of procedure 'rally' (it does not resolve on a grid)"},
        {"procedures:\n  fire: {columns: {\"6+\": 6 ou plus}}\n",
         "outpost.fr.yaml:5:20: unknown column '6+' in 'columns' of texts of procedure 'fire' (did you mean '5+'?)"},
    }));
    std::vector<Game> games = loadOutpost();
    const auto diagnostics = mergeTexts(games, companion(body), "outpost.fr.yaml");
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].toString() == expected);
    CHECK(diagnostics[0].severity == Diagnostic::Severity::Error);
    CHECK(games[0].languages.empty());
}

TEST_CASE("a companion's reference entries are bounded", "[loader][texts]")
{
    std::vector<Game> games = loadOutpost();
    std::string many = companion("reference:\n");
    for (int i = 0; i < 101; ++i)
        many += "  r" + std::to_string(i) + ": {title: x}\n";
    const auto diagnostics = mergeTexts(games, many, "many.fr.yaml");
    INFO(test::describe(diagnostics));
    REQUIRE(diagnostics.size() == 1);
    CHECK(diagnostics[0].toString() == "many.fr.yaml:5:3: 'reference' of the companion has 101 items, more than the 100 allowed");
    CHECK(games[0].languages.empty());
}
