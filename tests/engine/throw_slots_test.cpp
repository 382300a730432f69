// SPDX-License-Identifier: GPL-3.0-or-later
// Expressions compiled against a throw's slots give exactly what evaluation by name gives.
#include "engine/game.h"
#include "engine/resolver.h"
#include "engine/throw_slots.h"

#include <catch2/catch.hpp>

#include <map>

using namespace umpire;

namespace {

Expression slotExpression(const std::string& text, const NameScope& scope)
{
    std::vector<ExpressionError> errors;
    Expression e = Expression::parse(text, scope, errors);
    INFO(text << (errors.empty() ? "" : ": " + errors.front().message));
    REQUIRE(e.isValid());
    return e;
}

NamedDice slotDie(const std::string& id)
{
    return {id, id + " die", DiceSpec{1, std::nullopt, 6}};
}

ResultDefinition slotResult(const std::string& code)
{
    ResultDefinition r;
    r.code = code;
    r.label = code;
    return r;
}

/// Two steps. The first throws `a`; a side total (the input plus the `bold` option) decides
/// whether it hits. The second throws `b`, reads the first step's die and output, and has an
/// output `edge` that shadows the input of that name once it is computed (on a six).
Game duelGame()
{
    Game game;
    game.id = "test";
    GameOption bold;
    bold.id = "bold";
    bold.label = "Bold";
    bold.spec.kind = ScalarSpec::Kind::Boolean;
    bold.spec.defaultValue = false;
    game.options = {bold};

    NameScope chainScope;
    chainScope.declare("edge", ValueType::integer());
    chainScope.declare("bold", ValueType::boolean());

    Procedure shoot;
    shoot.id = "shoot";
    shoot.label = "Shoot";
    shoot.totals = {{"red", "Red"}};
    Modifier red;
    red.id = "red_edge";
    red.label = "Edge";
    red.kind = ModifierKind::Total;
    red.total = "red";
    red.value = slotExpression("edge + if(bold, 1, 0)", chainScope);
    shoot.modifiers = {red};
    shoot.namedDice = {slotDie("a")};
    shoot.method = OutputsMethod{};
    NameScope shootAfter(&chainScope);
    shootAfter.declare("red", ValueType::integer());
    shootAfter.declare("a", ValueType::integer());
    shoot.outputs = {{"hit", "Hit", "1", std::nullopt, slotExpression("if(a + red >= 5, 1, 0)", shootAfter), {}}};
    shoot.triggers = {{"six", "Six", "1", slotExpression("a == 6", shootAfter), "A six."}};

    Procedure melee;
    melee.id = "melee";
    melee.label = "Melee";
    melee.namedDice = {slotDie("b")};
    NameScope meleeScope(&shootAfter);
    meleeScope.declare("hit", ValueType::integer());
    meleeScope.declare("b", ValueType::integer());
    for (const char* name : {"roll", "natural"})
        meleeScope.declare(name, ValueType::integer());
    TestMethod test;
    test.outcomes = {{slotExpression("b + hit >= 4 + edge", meleeScope), "WIN"},
                     {slotExpression("a == b or (bold and b == 1)", meleeScope), "DRAW"},
                     {std::nullopt, "LOSS"}};
    melee.method = test;
    melee.results = {slotResult("WIN"), slotResult("DRAW"), slotResult("LOSS")};
    NameScope meleeAfter(&meleeScope);
    meleeAfter.declare("margin", ValueType::integer());
    // Reads the input `edge`: the output of that name is not computed yet.
    melee.outputs = {{"margin", "Margin", "2", std::nullopt, slotExpression("b - a", meleeScope), {}},
                     {"edge", "New edge", "2", slotExpression("b == 6", meleeAfter), slotExpression("edge + 1", meleeAfter), {}}};
    meleeAfter.declare("edge", ValueType::integer());
    melee.triggers = {{"edgy", "Edgy", "2", slotExpression("edge == 2", meleeAfter), "Edge two."}};

    Procedure duel;
    duel.id = "duel";
    duel.label = "Duel";
    InputSpec edge;
    edge.id = "edge";
    edge.kind = InputSpec::Kind::Integer;
    edge.scalar.kind = ScalarSpec::Kind::Integer;
    edge.scalar.min = 0;
    edge.scalar.max = 3;
    edge.scalar.defaultValue = 1;
    duel.inputs = {edge};
    duel.steps = {shoot, melee};
    game.procedures.push_back(std::move(duel));
    return game;
}

Game compiled(Game game)
{
    for (auto& procedure : game.procedures)
        for (auto& step : procedure.steps)
            compileThrowSlots(step);
    return game;
}

std::map<std::string, std::string> slotChances(const OutcomeDistribution& d)
{
    std::map<std::string, std::string> out;
    for (const auto& e : d.entries)
        out[e.code] = d.probabilityText(e);
    for (const auto& o : d.outputs)
        for (const auto& v : o.values)
            out[o.id + "=" + v.code] = d.probabilityText(v);
    for (const auto& t : d.triggers)
        out["trigger " + t.code] = d.probabilityText(t);
    return out;
}

OutcomeDistribution odds(const Game& game, bool bold)
{
    const Resolver resolver(game);
    Situation s{"test", "duel", {}};
    if (bold)
        s.options["bold"] = true;
    const AssessmentResult a = resolver.assess(s);
    REQUIRE(std::holds_alternative<Assessment>(a));
    return resolver.distribution(std::get<Assessment>(a));
}

}  // namespace

TEST_CASE("compiled steps count the same odds as evaluation by name", "[slots]")
{
    const Game byName = duelGame();
    const Game bySlot = compiled(byName);
    REQUIRE(bySlot.procedures[0].steps[1].throwSlots);
    REQUIRE_FALSE(byName.procedures[0].steps[1].throwSlots);

    // Hand-counted over the 36 throws of a and b (edge 1).
    const std::map<std::string, std::string> plain{
        {"WIN", "5/12"}, {"DRAW", "1/12"}, {"LOSS", "1/2"},
        {"hit=0", "1/2"}, {"hit=1", "1/2"},
        {"margin=-5", "1/36"}, {"margin=-4", "1/18"}, {"margin=-3", "1/12"}, {"margin=-2", "1/9"},
        {"margin=-1", "5/36"}, {"margin=0", "1/6"}, {"margin=1", "5/36"}, {"margin=2", "1/9"},
        {"margin=3", "1/12"}, {"margin=4", "1/18"}, {"margin=5", "1/36"},
        {"edge=2", "1/6"}, {"trigger six", "1/6"}, {"trigger edgy", "1/6"}};
    CHECK(slotChances(odds(bySlot, false)) == plain);
    CHECK(slotChances(odds(byName, false)) == plain);

    // The option raises the side total: a hits on 3 or more, and a one on b draws.
    auto bold = plain;
    bold["WIN"] = "4/9";
    bold["DRAW"] = "2/9";
    bold["LOSS"] = "1/3";
    bold["hit=0"] = "1/3";
    bold["hit=1"] = "2/3";
    CHECK(slotChances(odds(bySlot, true)) == bold);
    CHECK(slotChances(odds(byName, true)) == bold);
}

TEST_CASE("a compiled step reads the earlier step's die and output when rolled", "[slots]")
{
    const Game game = compiled(duelGame());
    const Resolver resolver(game);
    const AssessmentResult first = resolver.assess({"test", "duel", {{"edge", 1}}});
    REQUIRE(std::holds_alternative<Assessment>(first));
    const auto shot = resolver.resolve(std::get<Assessment>(first), {4});
    REQUIRE(std::holds_alternative<Resolution>(shot));
    CHECK(std::get<Resolution>(shot).published.at("hit") == Value(1));
    const auto next = resolver.assessNext(std::get<Assessment>(first), std::get<Resolution>(shot));
    REQUIRE(next);
    REQUIRE(std::holds_alternative<Assessment>(*next));
    const Assessment& melee = std::get<Assessment>(*next);

    const auto six = resolver.resolve(melee, {6});
    REQUIRE(std::holds_alternative<Resolution>(six));
    const Resolution& r = std::get<Resolution>(six);
    CHECK(r.outcome.code == "WIN");
    REQUIRE(r.outputs.size() == 2);
    CHECK(r.outputs[0].value == Value(2));  // margin: 6 - 4
    CHECK(r.outputs[1].value == Value(2));  // edge: the input 1, plus 1
    REQUIRE(r.triggers.size() == 1);
    CHECK(r.triggers[0].id == "edgy");

    const auto four = resolver.resolve(melee, {4});
    REQUIRE(std::holds_alternative<Resolution>(four));
    CHECK(std::get<Resolution>(four).outcome.code == "WIN");  // 4 + hit 1 >= 5
    CHECK(std::get<Resolution>(four).triggers.empty());        // edge is still the input, 1
    const auto three = resolver.resolve(melee, {3});
    REQUIRE(std::holds_alternative<Resolution>(three));
    CHECK(std::get<Resolution>(three).outcome.code == "LOSS");
}

TEST_CASE("a compiled name reads its slot only in a frame of the same slots", "[slots]")
{
    Procedure step;
    step.namedDice = {slotDie("a")};
    const auto slots = std::make_shared<const ThrowSlots>(step);
    Procedure other;
    other.namedDice = {slotDie("z"), slotDie("a")};
    const ThrowSlots otherSlots(other);
    CHECK(slots->slotOf("a") == std::size_t{0});
    CHECK(slots->slotOf("natural"));
    CHECK_FALSE(slots->slotOf("edge"));  // Not bound by a throw: read by name.

    auto fields = std::make_shared<std::vector<UnitFieldSpec>>();
    UnitFieldSpec field;
    field.id = "a";  // A unit field named like the die shadows it inside the aggregate.
    field.spec.kind = ScalarSpec::Kind::Integer;
    fields->push_back(field);
    NameScope scope;
    scope.declare("a", ValueType::integer());
    scope.declare("edge", ValueType::integer());
    scope.declare("units", ValueType::unitList(fields));
    const Expression plain = slotExpression("a + edge + sum(units, a)", scope);
    const Expression fast = plain.withSlots(slots);

    Bindings outer;
    outer.bind("a", 100);
    outer.bind("edge", 1);
    outer.bind("units", UnitList{UnitRecord{{"a", Value(10)}}, UnitRecord{{"a", Value(20)}}});
    Bindings b(&outer);
    ThrowFrame frame;
    frame.reset(*slots);
    b.setFrame(&frame);
    CHECK(fast.evaluate(b) == Value(131));  // Slot unbound: the outer `a`.
    frame.set(slots->dieSlot(0), 4);
    CHECK(fast.evaluate(b) == Value(35));
    CHECK(plain.evaluate(b) == Value(35));

    ThrowFrame foreign;
    foreign.reset(otherSlots);
    foreign.set(otherSlots.dieSlot(0), 7);  // Slot 0 is `z` there.
    foreign.set(otherSlots.dieSlot(1), 5);
    b.setFrame(&foreign);
    CHECK(fast.evaluate(b) == Value(36));
    CHECK(plain.evaluate(b) == Value(36));
}
