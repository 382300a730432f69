// SPDX-License-Identifier: GPL-3.0-or-later
// The test modules of tests/data/procedures exercise every part of a procedure of several dice
// and steps; their worked examples hold chances computed by hand, which the engine must match.

#include "test_support.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

const LoadedModules& testModules()
{
    static const LoadedModules loaded = loadModules({test::dataPath("procedures")});
    return loaded;
}

const Game& game(const std::string& id)
{
    for (const auto& g : testModules().games)
        if (g.id == id)
            return g;
    FAIL("no test module " << id);
    throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("every procedure test module loads cleanly and its hand-computed examples agree", "[loader][procedures]")
{
    const LoadedModules& loaded = testModules();
    INFO(test::describe(loaded.diagnostics));
    CHECK(loaded.diagnostics.empty());
    CHECK(loaded.games.size() == 9);
    for (const auto& g : loaded.games) {
        std::size_t examples = 0;
        for (const auto& procedure : g.procedures)
            examples += procedure.examples.size();
        INFO(g.id);
        CHECK(examples > 0);
        const auto mismatches = checkModuleExamples(g);
        INFO(test::describe(mismatches));
        CHECK(mismatches.empty());
    }
}

TEST_CASE("the new keys land in the model", "[loader][procedures]")
{
    SECTION("named dice, a row expression, outputs and triggers")
    {
        const Procedure& p = *game("test-initiative").procedure("initiative");
        REQUIRE(p.namedDice.size() == 2);
        CHECK(p.namedDice[1].id == "coalition");
        CHECK(p.namedDice[1].spec.sides == 6);
        const auto& table = std::get<TableMethod>(p.method);
        REQUIRE(table.row.has_value());
        CHECK(table.row->text() == "french + french_bonus - coalition");
        REQUIRE(p.outputs.size() == 1);
        CHECK(p.outputs[0].rule == "T1.2");
        REQUIRE(p.triggers.size() == 1);
        CHECK(p.triggers[0].text == "Both dice show {french}.");
    }
    SECTION("a procedure that reads only its dice has no inputs")
    {
        const Procedure& p = *game("test-initiative").procedure("plain_initiative");
        CHECK(p.inputs.empty());
        REQUIRE(p.namedDice.size() == 2);
    }
    SECTION("target modifiers and a cap on the target")
    {
        const Procedure& p = *game("test-activation").procedure("activation");
        CHECK(p.modifiers[0].kind == ModifierKind::Target);
        REQUIRE(p.caps.size() == 1);
        CHECK(p.caps[0].kind == ModifierKind::Target);
    }
    SECTION("lookup tables of one and two keys, fractions and gaps")
    {
        const Game& g = game("test-lookup-question");
        const LookupTable* base = g.lookup("base_attack");
        REQUIRE(base != nullptr);
        CHECK(base->keyCount() == 2);
        CHECK(base->columns[1].range->toString() == "2..3");
        CHECK(base->rows[0].option == "rifle");
        CHECK_FALSE(base->cells[0][2].has_value());
        CHECK_FALSE(base->fractions);
        const LookupTable* cover = g.lookup("cover");
        REQUIRE(cover != nullptr);
        CHECK(cover->fractions);
        CHECK(cover->cells[1][0] == Value(Fraction(25, 2)));
        // Known only by its shape, a table says it holds fractions.
        const LookupTable* rout = g.lookup("rout_percent");
        REQUIRE(rout != nullptr);
        CHECK(rout->missing);
        CHECK(rout->fractions);
    }
    SECTION("a test outcome read off the chart, fractional effects, conversions and follow-ups")
    {
        const Game& g = game("test-chart-result");
        const auto& rally = std::get<TestMethod>(g.procedure("rally")->method);
        CHECK(rally.outcomes[1].result == "?");
        const Procedure& assault = *g.procedure("assault");
        REQUIRE(assault.conversions.size() == 1);
        CHECK(assault.conversions[0].from == std::vector<std::string>{"DR", "DE"});
        CHECK(assault.conversions[0].to == "N");
        CHECK(assault.result("DR")->effects.at("retreat") == Fraction(1));
        CHECK(game("test-computed-output").procedure("losses")->result("HEAVY")->effects.at("percent") == Fraction(75, 2));
    }
    SECTION("side totals and total modifiers")
    {
        const Procedure& p = *game("test-side-totals").procedure("clash");
        REQUIRE(p.totals.size() == 2);
        CHECK(p.totals[1].id == "coalition_modifier");
        CHECK(p.modifiers[2].kind == ModifierKind::Total);
        CHECK(p.modifiers[2].total == "coalition_modifier");
    }
    SECTION("decisions throw no dice")
    {
        const Procedure& p = *game("test-decision").procedure("combat_type");
        CHECK(p.throwsNoDice());
        const auto& decision = std::get<TestMethod>(p.method);
        CHECK(decision.decision);
        CHECK_FALSE(decision.target.has_value());
        CHECK(game("test-decision").procedure("size_class")->throwsNoDice());
    }
    SECTION("game options")
    {
        const Game& g = game("test-options");
        REQUIRE(g.options.size() == 2);
        CHECK(g.options[0].spec.kind == ScalarSpec::Kind::Boolean);
        CHECK(g.options[0].help == "A contested reading of the terrain chart.");
        CHECK(g.options[1].spec.defaultValue == Value(ChoiceValue{"normal"}));
    }
    SECTION("steps, their derived values and a column that reads the dice")
    {
        const Procedure& p = *game("test-three-steps").procedure("battle");
        REQUIRE(p.steps.size() == 3);
        CHECK(p.stepCount() == 3);
        CHECK(p.steps[0].outputs.size() == 2);
        CHECK(std::holds_alternative<OutputsMethod>(p.steps[1].method));
        REQUIRE(p.steps[1].derived.size() == 1);
        CHECK(p.steps[1].derived[0].id == "difference");
        const auto& grid = std::get<GridMethod>(p.steps[2].method);
        CHECK(grid.columnReadsDice);
        CHECK(grid.row.has_value());
        REQUIRE(p.examples.size() == 1);
        REQUIRE(p.examples[0].rolls.size() == 3);
        CHECK(p.examples[0].rolls[0].steps.size() == 3);
        CHECK(p.examples[0].rolls[0].steps[0].named.size() == 2);
    }
}

TEST_CASE("a result read off the chart is resolved through its result definition", "[loader][procedures]")
{
    const Game& g = game("test-chart-result");
    const Resolver resolver(g);
    Situation situation;
    situation.procedure = "assault";
    situation.values = {{"odds", Value(3)}};
    const auto assessed = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(assessed));
    const Assessment& a = std::get<Assessment>(assessed);

    // Without the reading the throw asks for the cell, naming the table, column and row.
    const auto asked = resolver.resolve(a, {4});
    REQUIRE(std::holds_alternative<Resolution>(asked));
    const Outcome& question = std::get<Resolution>(asked).outcome;
    CHECK(question.chartNeeded);
    REQUIRE(question.question.has_value());
    CHECK(question.question->key == "assault:3:3..4");
    CHECK(question.question->codes == std::vector<std::string>{"NE", "DR", "DE", "N"});

    const auto read = resolver.resolve(a, {4}, {{"assault:3:3..4", "DR"}});
    REQUIRE(std::holds_alternative<Resolution>(read));
    const Resolution& r = std::get<Resolution>(read);
    CHECK(r.outcome.code == "DR");
    CHECK(r.outcome.fromChart);
    CHECK(r.outcome.label == "Defender retreats");
    CHECK(r.outcome.text == "The defender retreats one hex.");
    // The notes read the natural roll.
    CHECK(r.outcome.notes == std::vector<std::string>{"A high die: the defender also loses a step."});
    // The follow-up's inputs read the natural roll and the result's effect.
    REQUIRE(r.followUp.has_value());
    CHECK(r.followUp->situation.procedure == "rally");
    CHECK(r.followUp->situation.values.at("pressure") == Value(5));
}

TEST_CASE("outputs chained on a missing result wait for it, and its cell is asked first", "[loader][procedures]")
{
    const Game& g = game("test-chart-result");
    const Resolver resolver(g);
    Situation situation;
    situation.procedure = "melee";
    const auto assessed = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(assessed));
    const Assessment& a = std::get<Assessment>(assessed);

    // Both the result and a lookup are missing: the result's cell is asked, and the outputs
    // that read it (directly or through another output) wait, each listed once.
    const auto asked = resolver.resolve(a, {5});
    REQUIRE(std::holds_alternative<Resolution>(asked));
    const Resolution& r = std::get<Resolution>(asked);
    CHECK(r.outcome.chartNeeded);
    REQUIRE(r.outcome.question.has_value());
    CHECK(r.outcome.question->key == "melee::4..");
    CHECK(r.outputs.empty());

    // With the result read, the lookup is asked next.
    const auto next = resolver.resolve(a, {5}, {{"melee::4..", "LOST"}});
    REQUIRE(std::holds_alternative<Resolution>(next));
    const Resolution& n = std::get<Resolution>(next);
    REQUIRE(n.outcome.question.has_value());
    CHECK(n.outcome.question->key == "melee_losses::4..");

    // The exact chances count each undecided output once.
    const OutcomeDistribution d = resolver.distribution(a);
    for (const auto& output : d.outputs) {
        std::uint64_t ways = 0;
        for (const auto& value : output.values)
            ways += value.ways;
        INFO(output.id);
        CHECK(ways == d.totalOutcomes);
    }
}
