// SPDX-License-Identifier: GPL-3.0-or-later
// A small module with one procedure of each resolution kind, read field by field.

#include "engine/game.h"
#include "engine/resolver.h"
#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>

using namespace umpire;

namespace {

const Game& allKinds()
{
    static const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/good/all-kinds.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    return *result.game;
}

const Procedure& procedureOf(const std::string& id)
{
    const Procedure* procedure = allKinds().procedure(id);
    REQUIRE(procedure != nullptr);
    return *procedure;
}

std::optional<std::string> cell(const char* code)
{
    return std::string(code);
}

}  // namespace

TEST_CASE("game metadata, sides and reference are read", "[loader][good]")
{
    const Game& game = allKinds();
    CHECK(game.id == "all-kinds");
    CHECK(game.title == "All resolution kinds");
    CHECK(game.subtitle == "A test module");
    CHECK(game.designer == "Nobody");
    CHECK(game.publisher == "No one");
    CHECK(game.edition == "First");
    CHECK(game.moduleVersion == "3");
    CHECK(game.sourceFile == test::dataPath("modules/good/all-kinds.yaml").generic_string());
    REQUIRE(game.sides.size() == 2);
    CHECK(game.sides[1].id == "blue");
    CHECK(game.sides[1].label == "Blue");
    REQUIRE(game.reference.size() == 1);
    const ReferenceEntry& terrain = game.reference.front();
    CHECK(terrain.id == "terrain");
    CHECK(terrain.rule == "5");
    CHECK(terrain.columns == std::vector<std::string>{"Move", "Combat"});
    REQUIRE(terrain.rows.size() == 1);
    CHECK(terrain.rows[0].label == "Clear");
    CHECK(terrain.rows[0].cells == std::vector<std::string>{"1", "-"});
    CHECK(terrain.notes == std::vector<std::string>{"Rivers block."});
    REQUIRE(game.chits.size() == 2);
    const EventChit& ambush = game.chits[0];
    CHECK(ambush.id == "ambush-rain");
    CHECK(ambush.side == "blue");
    CHECK(ambush.rule == "9");
    CHECK(ambush.front.label == "Ambush");
    CHECK(ambush.front.text == "One blue unit fires first.");
    REQUIRE(ambush.back.has_value());
    CHECK(ambush.back->label == "Rain");
    CHECK(ambush.back->text.empty());
    CHECK(game.chits[1].side == "red");
    CHECK_FALSE(game.chits[1].back.has_value());  // our sources do not say
    REQUIRE(game.procedures.size() == 4);
}

TEST_CASE("a one-dimensional table procedure is read", "[loader][good]")
{
    const Procedure& p = procedureOf("skirmish");
    CHECK(p.label == "Skirmish");
    CHECK(p.rule == "6");
    CHECK(p.summary == "One column of results.");
    CHECK_FALSE(p.followUpOnly);
    REQUIRE(p.groups.size() == 1);
    CHECK(p.groups[0].id == "attacker");

    REQUIRE(p.inputs.size() == 2);
    const InputSpec& veteran = p.inputs[0];
    CHECK(veteran.kind == InputSpec::Kind::Boolean);
    CHECK(veteran.group == "attacker");
    CHECK(veteran.rule == "6.1");
    CHECK(veteran.help == "Veteran troops");
    CHECK(veteran.defaultValue() == Value(false));
    const InputSpec& quality = p.inputs[1];
    CHECK(quality.kind == InputSpec::Kind::Choice);
    REQUIRE(quality.scalar.options.size() == 3);
    CHECK(quality.scalar.options[2].id == "elite");
    CHECK(quality.scalar.options[2].label == "Elite");
    REQUIRE(quality.scalar.choices);
    CHECK(quality.scalar.choices->options == std::vector<std::string>{"poor", "normal", "elite"});
    CHECK(quality.scalar.defaultValue == Value(ChoiceValue{"normal"}));

    REQUIRE(p.derived.size() == 1);
    CHECK(p.derived[0].id == "bonus");
    CHECK(p.derived[0].value.type().kind == ValueType::Kind::Integer);
    REQUIRE(p.constraints.size() == 1);
    CHECK(p.constraints[0].message == "Veterans are never poor (bonus {bonus})");
    CHECK(p.constraints[0].require.text() == "not (veteran and quality == poor)");

    REQUIRE(p.modifiers.size() == 2);
    const Modifier& vet = p.modifiers[0];
    CHECK(vet.kind == ModifierKind::DieRoll);
    REQUIRE(vet.when.has_value());
    CHECK(vet.when->text() == "veteran");
    CHECK(vet.value.text() == "bonus");
    CHECK(vet.notApplied == "Not veterans");
    CHECK(vet.group == "training");
    REQUIRE(p.caps.size() == 1);
    CHECK(p.caps[0].group == "training");
    CHECK_FALSE(p.caps[0].kind.has_value());
    CHECK_FALSE(p.caps[0].min.has_value());
    REQUIRE(p.caps[0].max.has_value());
    CHECK(p.caps[0].max->text() == "1");

    CHECK(p.dice.count == 1);
    CHECK(p.dice.sides == 6);
    CHECK_FALSE(p.dice.countExpression.has_value());

    const auto* table = std::get_if<TableMethod>(&p.method);
    REQUIRE(table != nullptr);
    REQUIRE(table->clamp.has_value());
    CHECK(table->clamp->min == 1);
    CHECK(table->clamp->max == 6);
    REQUIRE(table->table.rows.size() == 3);
    CHECK(table->table.rows[0].rolls.toString() == "..2");
    CHECK(table->table.rows[0].cells == std::vector<std::optional<std::string>>{cell("AL")});
    CHECK(table->table.rows[1].cells == std::vector<std::optional<std::string>>{std::nullopt});
    CHECK(table->table.rows[2].rolls.low == 5);
    CHECK_FALSE(table->table.rows[2].rolls.high.has_value());

    REQUIRE(p.results.size() == 2);
    CHECK(p.results[0].text == "The attacker loses a step.");
    const ResultDefinition& dl = p.results[1];
    CHECK(dl.options == std::vector<std::string>{"Lose a step", "Retreat two hexes"});
    CHECK(dl.effects == std::map<std::string, Fraction>{{"defender_losses", Fraction(1)}});
    REQUIRE(dl.notes.size() == 1);
    CHECK(dl.notes[0].rule == "6.6");
    REQUIRE(dl.followUp.has_value());
    CHECK(dl.followUp->procedure == "morale");
    CHECK(dl.followUp->label == "Morale check");
    REQUIRE(dl.followUp->inputs.size() == 1);
    CHECK(dl.followUp->inputs[0].first == "morale");
    CHECK(dl.followUp->inputs[0].second.text() == "if(veteran, 4, 3)");

    REQUIRE(p.interpretations.size() == 1);
    CHECK(p.interpretations[0].id == "ties");
    CHECK(p.interpretations[0].when.has_value());

    REQUIRE(p.examples.size() == 1);
    const WorkedExample& example = p.examples[0];
    CHECK(example.name == "Veteran attack");
    CHECK(example.source == "hand-computed");
    CHECK(example.line == 87);
    CHECK(example.inputs == std::map<std::string, std::string>{{"veteran", "true"}, {"quality", "elite"}});
    CHECK(example.dieModifierTotal == 2);
    CHECK(example.modifierValues == std::map<std::string, Fraction>{{"veteran", Fraction(1)}, {"quality", Fraction(1)}});
    REQUIRE(example.rolls.size() == 1);
    CHECK(example.rolls[0].dice == std::vector<std::int64_t>{4});
    CHECK(example.rolls[0].result == "DL");
    CHECK(example.rolls[0].modified == 6);
}

TEST_CASE("a grid procedure with ratio columns is read", "[loader][good]")
{
    const Procedure& p = procedureOf("assault");
    REQUIRE(p.modifiers.size() == 2);
    CHECK(p.modifiers[0].kind == ModifierKind::ColumnShift);
    CHECK(p.modifiers[1].kind == ModifierKind::Strength);
    CHECK(p.modifiers[1].side == StrengthSide::Defender);

    const auto* grid = std::get_if<GridMethod>(&p.method);
    REQUIRE(grid != nullptr);
    const ColumnScale& scale = grid->scale;
    CHECK(scale.basis == ColumnScale::Basis::Ratio);
    REQUIRE(scale.attacker.has_value());
    CHECK(scale.attacker->text() == "attack");
    REQUIRE(scale.defender.has_value());
    CHECK(scale.defender->text() == "defence");
    CHECK_FALSE(scale.value.has_value());
    CHECK(scale.label == "odds");
    CHECK(scale.rule == "7.1");
    CHECK(scale.zeroDefenderIsLastColumn);
    CHECK(scale.beyondFirst.kind == ColumnOverflow::Kind::Clamp);
    CHECK(scale.beyondLast.kind == ColumnOverflow::Kind::DieRoll);
    CHECK(scale.beyondLast.perColumn == 1);
    REQUIRE(scale.columns.size() == 4);
    CHECK(scale.columns[0].id == "1/2");
    CHECK(scale.columns[0].label == "1 to 2 or less");
    CHECK_FALSE(scale.columns[0].atLeast.has_value());
    CHECK(scale.columns[2].atLeast == Fraction(3, 2));
    CHECK(scale.columns[3].atLeast == Fraction(2));

    REQUIRE(grid->clamp.has_value());
    CHECK(grid->clamp->max == 7);
    CHECK_FALSE(grid->table.missing);
    REQUIRE(grid->table.rows.size() == 3);
    CHECK(grid->table.rows[1].cells
          == std::vector<std::optional<std::string>>{cell("AR"), cell("DR"), cell("DR"), std::nullopt});

    REQUIRE(p.examples.size() == 1);
    CHECK(p.examples[0].column == "3/2");
    CHECK(p.examples[0].columnShiftTotal == 0);
    CHECK(p.examples[0].attackerStrength == 6);
    CHECK(p.examples[0].defenderStrength == 4);
}

TEST_CASE("a test procedure is read", "[loader][good]")
{
    const Procedure& p = procedureOf("morale");
    CHECK(p.followUpOnly);
    REQUIRE(p.inputs.size() == 1);
    CHECK(p.inputs[0].scalar.min == 1);
    CHECK(p.inputs[0].scalar.max == 6);
    CHECK(p.inputs[0].scalar.defaultValue == Value(3));
    const auto* test = std::get_if<TestMethod>(&p.method);
    REQUIRE(test != nullptr);
    REQUIRE(test->target.has_value());
    CHECK(test->target->text() == "morale");
    CHECK(test->targetLabel == "Morale");
    REQUIRE(test->outcomes.size() == 3);
    REQUIRE(test->outcomes[0].when.has_value());
    CHECK(test->outcomes[0].when->text() == "natural == 1");
    CHECK(test->outcomes[1].result == "PASS");
    CHECK_FALSE(test->outcomes[2].when.has_value());
    CHECK(test->outcomes[2].result == "FAIL");
    REQUIRE(p.examples.size() == 1);
    CHECK(p.examples[0].target == 1);
    CHECK(p.examples[0].distribution == std::map<std::string, std::string>{{"PASS", "1/6"}, {"FAIL", "5/6"}});
}

TEST_CASE("a counting procedure with units is read", "[loader][good]")
{
    const Procedure& p = procedureOf("barrage");
    REQUIRE(p.inputs.size() == 1);
    const InputSpec& batteries = p.inputs[0];
    CHECK(batteries.kind == InputSpec::Kind::Units);
    CHECK(batteries.minUnits == 0);
    CHECK(batteries.maxUnits == 4);
    REQUIRE(batteries.fields);
    REQUIRE(batteries.fields->size() == 2);
    CHECK((*batteries.fields)[0].spec.kind == ScalarSpec::Kind::Integer);
    CHECK((*batteries.fields)[0].spec.max == 3);
    CHECK((*batteries.fields)[1].spec.defaultValue == Value(true));

    REQUIRE(p.dice.countExpression.has_value());
    CHECK(p.dice.countExpression->text() == "guns_firing");
    CHECK(p.dice.sides == 6);
    const auto* count = std::get_if<CountMethod>(&p.method);
    REQUIRE(count != nullptr);
    CHECK(count->hit.text() == "die == 6 or (die == 5 and guns_firing >= 4)");
    CHECK(p.results.empty());
    REQUIRE(p.countLegends.size() == 2);
    CHECK(p.countLegends[0].when.has_value());
    CHECK(p.countLegends[1].label == "{hits} hits");
    CHECK(p.countLegends[0].rule.empty());
    CHECK(p.countLegends[1].rule == "8.3");

    REQUIRE(p.examples.size() == 1);
    const auto& units = p.examples[0].unitInputs;
    REQUIRE(units.count("batteries") == 1);
    CHECK(units.at("batteries")
          == std::vector<std::map<std::string, std::string>>{{{"guns", "2"}}, {{"guns", "1"}, {"spotted", "false"}}});
    CHECK(p.examples[0].diceCount == 2);
}

TEST_CASE("whom a procedure's results favour is read with their ranks", "[loader][good][luck]")
{
    const Procedure& skirmish = procedureOf("skirmish");
    REQUIRE(skirmish.luck);
    CHECK(skirmish.luck->favours == "The attacker");
    CHECK(skirmish.luck->side == "attacker");
    CHECK(skirmish.luck->ranking == LuckOrder::Ranking::Results);
    CHECK(skirmish.luck->rank("DL") > skirmish.luck->rank("AL"));
    CHECK(skirmish.luck->rule == "6.1");
    CHECK(skirmish.luck->interpretation == "A loss on either side is what the table gives.");

    const Procedure& morale = procedureOf("morale");
    REQUIRE(morale.luck);
    CHECK(morale.luck->side == "blue");
    CHECK(morale.luck->rank("PASS") == Fraction(5, 2));
    CHECK(morale.luck->rank("FAIL") == Fraction(-1));
    CHECK_FALSE(morale.luck->rank("DL"));

    const Procedure& barrage = procedureOf("barrage");
    REQUIRE(barrage.luck);
    CHECK(barrage.luck->ranking == LuckOrder::Ranking::FewerHits);
    CHECK(barrage.luck->side.empty());
    CHECK(barrage.luck->rank("0") > barrage.luck->rank("2"));

    // Procedures without dice have no luck, and every one with dice here says it.
    CHECK(checkModuleLuck(allKinds()).size() == 1);  // 'assault' does not
    CHECK(checkModuleLuck(allKinds()).front().severity == Diagnostic::Severity::Warning);
}

TEST_CASE("the good module's worked examples agree with the engine", "[loader][good][examples]")
{
    const auto mismatches = checkModuleExamples(allKinds());
    INFO(test::describe(mismatches));
    CHECK(mismatches.empty());
}

TEST_CASE("an output's explanation is the first of its cases that holds, dice read too", "[loader][outputs]")
{
    const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/good/explain-cases.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    const Resolver resolver(*result.game);
    const auto explained = [&](std::int64_t guns, std::int64_t die) {
        const auto assessed = resolver.assess(Situation{"test-explain-cases", "battle", {{"guns", Value(guns)}}});
        REQUIRE(std::holds_alternative<Assessment>(assessed));
        const auto thrown = resolver.resolve(std::get<Assessment>(assessed), {die});
        REQUIRE(std::holds_alternative<Resolution>(thrown));
        const auto& outputs = std::get<Resolution>(thrown).outputs;
        REQUIRE(outputs.size() == 1);
        return outputs[0].explanation;
    };
    CHECK(explained(0, 6) == "No guns");
    CHECK(explained(2, 6) == "a high die, 6");
    CHECK(explained(2, 3) == "a low die, 3");
}

TEST_CASE("an output may be a condition: yes or no, given as true or false", "[loader][outputs]")
{
    const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/good/condition-output.yaml"));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    const auto mismatches = checkModuleExamples(*result.game);
    INFO(test::describe(mismatches));
    CHECK(mismatches.empty());
    const Resolver resolver(*result.game);
    const auto assessed = resolver.assess(Situation{"test-condition-output", "clash", {{"red_strength", Value(std::int64_t{3})}}});
    REQUIRE(std::holds_alternative<Assessment>(assessed));
    const auto thrown = resolver.resolve(std::get<Assessment>(assessed), {6});
    REQUIRE(std::holds_alternative<Resolution>(thrown));
    const auto& outputs = std::get<Resolution>(thrown).outputs;
    REQUIRE(outputs.size() == 2);
    CHECK(outputs[0].value == Value(true));
    CHECK(outputs[1].value == Value(std::int64_t{1}));

    // A worked example must give it as true or false, and a number's output as a number.
    std::ifstream file(test::dataPath("modules/good/condition-output.yaml"));
    std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    const auto at = text.find("outputs: {red_won: true");
    REQUIRE(at != std::string::npos);
    text.replace(at, std::string("outputs: {red_won: true").size(), "outputs: {red_won: 1");
    const ModuleLoadResult wrong = loadModuleText(text, "wrong.yaml");
    const std::string problems = test::describe(wrong.diagnostics);
    INFO(problems);
    CHECK(problems.find("expected true or false for 'outputs.red_won'") != std::string::npos);
}
