// SPDX-License-Identifier: GPL-3.0-or-later
// Procedures of several dice and steps, built in code so the engine is tested without the loader.
#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"

#include <catch2/catch.hpp>

#include <map>

using namespace umpire;

namespace {

Expression ex(const std::string& text, const NameScope& scope)
{
    std::vector<ExpressionError> errors;
    Expression e = Expression::parse(text, scope, errors);
    INFO(text << (errors.empty() ? "" : ": " + errors.front().message));
    REQUIRE(e.isValid());
    return e;
}

InputSpec integerInput(const std::string& id, std::int64_t min, std::int64_t max, std::int64_t fallback)
{
    InputSpec input;
    input.id = id;
    input.kind = InputSpec::Kind::Integer;
    input.scalar.kind = ScalarSpec::Kind::Integer;
    input.scalar.min = min;
    input.scalar.max = max;
    input.scalar.defaultValue = fallback;
    return input;
}

NamedDice die(const std::string& id)
{
    return {id, id + " die", DiceSpec{1, std::nullopt, 6}};
}

ResultDefinition result(const std::string& code, std::map<std::string, Fraction> effects = {})
{
    ResultDefinition r;
    r.code = code;
    r.label = code + " label";
    r.text = code + " text";
    r.effects = std::move(effects);
    return r;
}

TestOutcome outcome(const std::string& when, const std::string& code, const NameScope& scope)
{
    return {when.empty() ? std::nullopt : std::optional<Expression>(ex(when, scope)), code};
}

std::map<std::string, std::string> chances(const OutcomeDistribution& d)
{
    std::map<std::string, std::string> out;
    for (const auto& e : d.entries)
        out[e.code] = d.probabilityText(e);
    return out;
}

std::map<std::string, std::string> outputChances(const OutcomeDistribution& d, const std::string& id)
{
    std::map<std::string, std::string> out;
    for (const auto& o : d.outputs)
        if (o.id == id)
            for (const auto& v : o.values)
                out[v.code] = d.probabilityText(v);
    return out;
}

std::string triggerChance(const OutcomeDistribution& d, const std::string& id)
{
    for (const auto& t : d.triggers)
        if (t.code == id)
            return d.probabilityText(t);
    return "absent";
}

Assessment assessOrFail(const Resolver& resolver, const Situation& s)
{
    AssessmentResult r = resolver.assess(s);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&r))
        FAIL("refused: " << refusals->front().message);
    return std::get<Assessment>(std::move(r));
}

Resolution resolveOrFail(const Resolver& resolver, const Assessment& a, const std::vector<std::int64_t>& dice,
                         const ChartReadings& readings = {})
{
    auto r = resolver.resolve(a, dice, readings);
    if (auto* refusal = std::get_if<Refusal>(&r))
        FAIL("refused: " << refusal->message);
    return std::get<Resolution>(std::move(r));
}

/// Initiative: each side throws a die, the higher goes first, the French on a tie.
Game opposedGame()
{
    Game game;
    game.id = "test";
    Procedure p;
    p.id = "initiative";
    p.label = "Initiative";
    p.namedDice = {die("french"), die("german")};
    NameScope scope;
    scope.declare("french", ValueType::integer());
    scope.declare("german", ValueType::integer());
    TestMethod test;
    test.outcomes = {outcome("french >= german", "FR", scope), outcome("", "GE", scope)};
    p.method = test;
    p.results = {result("FR"), result("GE")};
    game.procedures.push_back(std::move(p));
    return game;
}

}  // namespace

TEST_CASE("named dice are read by name and counted jointly", "[chain]")
{
    const Game game = opposedGame();
    const Resolver resolver(game);
    const Assessment a = assessOrFail(resolver, {"test", "initiative", {}});
    REQUIRE(a.diceGroups.size() == 2);
    CHECK(a.diceCount == 2);
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"FR", "7/12"}, {"GE", "5/12"}});
    const Resolution tie = resolveOrFail(resolver, a, {3, 3});
    CHECK(tie.outcome.code == "FR");
    REQUIRE(tie.named.size() == 2);
    CHECK(tie.named[1].id == "german");
    CHECK(tie.named[1].faces == std::vector<std::int64_t>{3});
    CHECK(resolveOrFail(resolver, a, {2, 5}).outcome.code == "GE");
    const auto wrong = resolver.resolve(a, {7, 1});
    REQUIRE(std::holds_alternative<Refusal>(wrong));
    CHECK_THAT(std::get<Refusal>(wrong).message, Catch::Contains("french die (1d6) shows 1 to 6, not 7"));
}

TEST_CASE("target modifiers change the target, and a trigger fires on the natural roll", "[chain]")
{
    Game game;
    game.id = "test";
    Procedure p;
    p.id = "activation";
    p.label = "Activation";
    p.inputs = {integerInput("factor", 2, 12, 7)};
    NameScope scope;
    scope.declare("factor", ValueType::integer());
    Modifier hq;
    hq.id = "hq";
    hq.label = "HQ neutralised";
    hq.kind = ModifierKind::Target;
    hq.value = ex("-1", scope);
    p.modifiers = {hq};
    p.dice = DiceSpec{2, std::nullopt, 6};
    NameScope after(&scope);
    for (const char* name : {"roll", "natural", "target"})
        after.declare(name, ValueType::integer());
    TestMethod test;
    test.target = ex("factor", scope);
    test.outcomes = {outcome("roll <= target", "OK", after), outcome("", "NO", after)};
    p.method = test;
    p.results = {result("OK"), result("NO")};
    p.triggers = {{"end", "Phase ends", "5", ex("natural >= 9", after), "The operations phase ends."}};
    game.procedures.push_back(std::move(p));

    const Resolver resolver(game);
    const Assessment a = assessOrFail(resolver, {"test", "activation", {}});
    CHECK(a.target == 6);
    CHECK(a.targetModifierTotal == -1);
    CHECK(a.dieModifierTotal == 0);
    const OutcomeDistribution d = resolver.distribution(a);
    CHECK(chances(d) == std::map<std::string, std::string>{{"OK", "5/12"}, {"NO", "7/12"}});
    CHECK(triggerChance(d, "end") == "5/18");
    const Resolution r = resolveOrFail(resolver, a, {4, 5});
    CHECK(r.outcome.code == "NO");
    REQUIRE(r.triggers.size() == 1);
    CHECK(r.triggers[0].text == "The operations phase ends.");
    CHECK(resolveOrFail(resolver, a, {1, 2}).triggers.empty());
}

TEST_CASE("a lookup our sources lack is asked before the dice, then read from the players' answer", "[chain]")
{
    Game game;
    game.id = "test";
    LookupTable table;
    table.id = "base";
    table.label = "Table 1";
    table.rule = "10";
    table.rows = {{RollRange::parse("1"), "", "1 hex"}, {RollRange::parse("2.."), "", ""}};
    table.cells = {{Value(4)}, {std::nullopt}};
    game.lookups.push_back(table);
    NameScope scope;
    scope.declareTable("base", TableShape{1, false});
    Procedure p;
    p.id = "fire";
    p.label = "Fire";
    p.inputs = {integerInput("range", 1, 5, 1)};
    scope.declare("range", ValueType::integer());
    p.derived = {{"factor", "Attack factor", ex("lookup(base, range)", scope)}};
    p.dice = DiceSpec{1, std::nullopt, 6};
    NameScope after(&scope);
    after.declare("factor", ValueType::integer());
    for (const char* name : {"roll", "natural", "target"})
        after.declare(name, ValueType::integer());
    TestMethod test;
    test.target = ex("factor", after);
    test.outcomes = {outcome("roll <= target", "HIT", after), outcome("", "MISS", after)};
    p.method = test;
    p.results = {result("HIT"), result("MISS")};
    game.procedures.push_back(std::move(p));
    const Resolver resolver(game);

    const Assessment known = assessOrFail(resolver, {"test", "fire", {{"range", 1}}});
    CHECK_FALSE(known.question);
    CHECK(known.target == 4);
    CHECK(known.playerValues.empty());

    Situation far{"test", "fire", {{"range", 3}}};
    const Assessment asked = assessOrFail(resolver, far);
    REQUIRE(asked.question);
    CHECK(asked.question->key == "base::2..");
    CHECK(asked.question->tableLabel == "Table 1");
    CHECK(asked.question->row == "2..");
    CHECK_FALSE(resolver.distribution(asked).notCounted.empty());
    CHECK(std::holds_alternative<Refusal>(resolver.resolve(asked, {1})));

    far.chartReadings["base::2.."] = "2";
    const Assessment answered = assessOrFail(resolver, far);
    CHECK(answered.target == 2);
    REQUIRE(answered.playerValues.size() == 1);
    CHECK(answered.playerValues[0].value == "2");
    CHECK_FALSE(answered.playerValues[0].fromOverlay);
    CHECK(chances(resolver.distribution(answered)) == std::map<std::string, std::string>{{"HIT", "1/3"}, {"MISS", "2/3"}});

    far.chartReadings["base::2.."] = "two";
    const auto bad = resolver.assess(far);
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(bad));
    CHECK_THAT(std::get<std::vector<Refusal>>(bad).front().message, Catch::Contains("must be a number, not 'two'"));
}

TEST_CASE("a result read off the printed chart is resolved through its definition", "[chain]")
{
    Game game;
    game.id = "test";
    Procedure p;
    p.id = "combat";
    p.label = "Combat";
    p.dice = DiceSpec{1, std::nullopt, 6};
    TableMethod table;
    table.table.rows = {{*RollRange::parse("..3"), {std::string("NE")}}, {*RollRange::parse("4.."), {std::string("?")}}};
    p.method = table;
    NameScope scope;
    for (const char* name : {"roll", "natural"})
        scope.declare(name, ValueType::integer());
    p.results = {result("NE"), result("DR")};
    p.results[1].notes = {{ex("natural == 6", scope), "A six: the defender also loses a step.", "7"}};
    FollowUp follow;
    follow.procedure = "combat";
    follow.label = "Again";
    p.results[1].followUp = follow;
    game.procedures.push_back(std::move(p));
    const Resolver resolver(game);
    const Assessment a = assessOrFail(resolver, {"test", "combat", {}});
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"NE", "1/2"}, {"", "1/2"}});

    const Resolution asked = resolveOrFail(resolver, a, {6});
    CHECK(asked.outcome.chartNeeded);
    REQUIRE(asked.outcome.question);
    CHECK(asked.outcome.question->key == "combat::4..");
    CHECK(asked.outcome.question->codes == std::vector<std::string>{"NE", "DR"});

    const Resolution read = resolveOrFail(resolver, a, {6}, {{"combat::4..", "DR"}});
    CHECK(read.outcome.code == "DR");
    CHECK(read.outcome.fromChart);
    CHECK(read.outcome.label == "DR label");
    CHECK(read.outcome.notes == std::vector<std::string>{"A six: the defender also loses a step."});
    CHECK(read.followUp);

    const auto wrong = resolver.resolve(a, {6}, {{"combat::4..", "XX"}});
    REQUIRE(std::holds_alternative<Refusal>(wrong));
    CHECK_THAT(std::get<Refusal>(wrong).message, Catch::Contains("'XX' is not a result of Combat; the results are NE, DR"));
}

TEST_CASE("outputs are computed after the result, with the exact chance of every value", "[chain]")
{
    // Losses are a percentage of the force, rounded, and at most half the force rounded up.
    Game game;
    game.id = "test";
    Procedure p;
    p.id = "skirmish";
    p.label = "Skirmish";
    p.inputs = {integerInput("force", 1, 40, 9)};
    NameScope scope;
    scope.declare("force", ValueType::integer());
    p.dice = DiceSpec{1, std::nullopt, 6};
    TableMethod table;
    table.table.rows = {{*RollRange::parse("..2"), {std::string("LOW")}}, {*RollRange::parse("3..5"), {std::string("MID")}},
                        {*RollRange::parse("6.."), {std::string("HIGH")}}};
    p.method = table;
    p.results = {result("LOW", {{"percent", Fraction(25, 2)}}), result("MID", {{"percent", Fraction(50)}}),
                 result("HIGH", {{"percent", Fraction(80)}})};
    NameScope after(&scope);
    after.declare("percent", ValueType::fraction());
    for (const char* name : {"roll", "natural"})
        after.declare(name, ValueType::integer());
    p.outputs = {{"raw", "Losses before the cap", "7", std::nullopt, ex("round(percent * force / 100)", after), {{std::nullopt, "{percent}% of {force}"}}}};
    after.declare("raw", ValueType::integer());
    p.outputs.push_back({"losses", "Losses", "7", std::nullopt, ex("min(raw, ceil(force / 2))", after), {}});
    game.procedures.push_back(std::move(p));
    const Resolver resolver(game);

    const Assessment a = assessOrFail(resolver, {"test", "skirmish", {}});
    const OutcomeDistribution d = resolver.distribution(a);
    // 12.5% of 9 = 1.125 -> 1; 50% -> 4.5 -> 5; 80% -> 7.2 -> 7, capped at ceil(4.5) = 5.
    CHECK(outputChances(d, "raw") == std::map<std::string, std::string>{{"1", "1/3"}, {"5", "1/2"}, {"7", "1/6"}});
    CHECK(outputChances(d, "losses") == std::map<std::string, std::string>{{"1", "1/3"}, {"5", "2/3"}});
    const Resolution r = resolveOrFail(resolver, a, {6});
    REQUIRE(r.outputs.size() == 2);
    CHECK(r.outputs[0].value == Value(7));
    CHECK(r.outputs[0].explanation == "80% of 9");
    CHECK(r.outputs[1].value == Value(5));
}

TEST_CASE("side totals, a game option and a decision without dice", "[chain]")
{
    Game game;
    game.id = "test";
    GameOption strict;
    strict.id = "strict";
    strict.label = "Strict reading";
    strict.spec.kind = ScalarSpec::Kind::Boolean;
    strict.spec.defaultValue = false;
    game.options.push_back(strict);
    Procedure p;
    p.id = "type";
    p.label = "Combat type";
    p.inputs = {integerInput("french", 0, 5, 0), integerInput("coalition", 0, 5, 0)};
    NameScope scope;
    for (const char* name : {"french", "coalition"})
        scope.declare(name, ValueType::integer());
    scope.declare("strict", ValueType::boolean());
    p.totals = {{"french_total", "French modifier"}, {"coalition_total", "Coalition modifier"}};
    Modifier f;
    f.id = "f";
    f.label = "French leaders";
    f.kind = ModifierKind::Total;
    f.total = "french_total";
    f.value = ex("french", scope);
    Modifier c = f;
    c.id = "c";
    c.total = "coalition_total";
    c.value = ex("coalition + if(strict, 1, 0)", scope);
    p.modifiers = {f, c};
    p.dice = DiceSpec{0, std::nullopt, 6};
    NameScope after(&scope);
    after.declare("french_total", ValueType::integer());
    after.declare("coalition_total", ValueType::integer());
    TestMethod decision;
    decision.decision = true;
    decision.outcomes = {outcome("french_total > coalition_total", "FRENCH", after), outcome("", "COALITION", after)};
    p.method = decision;
    p.results = {result("FRENCH"), result("COALITION")};
    game.procedures.push_back(std::move(p));
    const Resolver resolver(game);

    Situation s{"test", "type", {{"french", 2}, {"coalition", 2}}};
    const Assessment a = assessOrFail(resolver, s);
    REQUIRE(a.totals.size() == 2);
    CHECK(a.totals[0].value == 2);
    CHECK(a.diceCount == 0);
    CHECK(a.options.size() == 1);
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"COALITION", "1"}});
    CHECK(resolveOrFail(resolver, a, {}).outcome.code == "COALITION");

    s.values["french"] = Value(3);
    CHECK(resolveOrFail(resolver, assessOrFail(resolver, s), {}).outcome.code == "FRENCH");
    s.options["strict"] = Value(true);
    const Assessment strictReading = assessOrFail(resolver, s);
    CHECK(strictReading.totals[1].value == 3);
    CHECK(strictReading.options[0].value == "true");
    CHECK(resolveOrFail(resolver, strictReading, {}).outcome.code == "COALITION");
    s.options["unknown"] = Value(true);
    CHECK(std::holds_alternative<std::vector<Refusal>>(resolver.assess(s)));
}

namespace {

/// Three steps: each side's bombardment die (losses looked up per side), a rounding die that
/// halves the difference, then the advantaged die plus the modifier picks the row and the
/// other die the column.
Game threeStepGame()
{
    Game game;
    game.id = "test";
    LookupTable losses;
    losses.id = "losses";
    losses.label = "Bombardment losses";
    for (int col = 0; col <= 4; ++col)
        losses.rows.push_back({RollRange::parse(std::to_string(col)), "", ""});
    losses.cells = {{Value(0)}, {Value(1)}, {Value(1)}, {Value(2)}, {Value(3)}};
    game.lookups.push_back(losses);

    NameScope scope;
    scope.declareTable("losses", TableShape{1, false});
    Procedure p;
    p.id = "battle";
    p.label = "Battle";
    p.inputs = {integerInput("french_guns", 0, 3, 2), integerInput("coalition_guns", 0, 3, 1),
                integerInput("french_bonus", 0, 6, 3), integerInput("coalition_bonus", 0, 6, 0)};
    for (const char* name : {"french_guns", "coalition_guns", "french_bonus", "coalition_bonus"})
        scope.declare(name, ValueType::integer());

    Procedure bombard;
    bombard.id = "bombard";
    bombard.label = "Bombardment";
    bombard.namedDice = {die("fa"), die("ca")};
    bombard.method = OutputsMethod{};
    NameScope s1(&scope);
    s1.declare("fa", ValueType::integer());
    s1.declare("ca", ValueType::integer());
    bombard.outputs = {{"coalition_lost", "Coalition losses", "", std::nullopt,
                        ex("lookup(losses, max(0, min(4, french_guns + if(fa <= 2, -1, if(fa >= 5, 1, 0)))))", s1), {}},
                       {"french_lost", "French losses", "", std::nullopt,
                        ex("lookup(losses, max(0, min(4, coalition_guns + if(ca <= 2, -1, if(ca >= 5, 1, 0)))))", s1), {}}};

    NameScope s2(&scope);
    for (const char* name : {"fa", "ca", "coalition_lost", "french_lost"})
        s2.declare(name, ValueType::integer());
    Procedure stakes;
    stakes.id = "stakes";
    stakes.label = "Stakes";
    stakes.derived = {{"difference", "", ex("french_bonus + coalition_lost - coalition_bonus - french_lost", s2)}};
    s2.declare("difference", ValueType::integer());
    stakes.namedDice = {die("rounding")};
    stakes.method = OutputsMethod{};
    NameScope s2after(&s2);
    s2after.declare("rounding", ValueType::integer());
    stakes.outputs = {{"advantage", "Advantage modifier", "", std::nullopt,
                       ex("if(rounding <= 3, floor(abs(difference) / 2), ceil(abs(difference) / 2))", s2after), {}}};

    NameScope s3(&s2);
    s3.declare("advantage", ValueType::integer());
    s3.declare("rounding", ValueType::integer());
    Procedure fight;
    fight.id = "fight";
    fight.label = "Battle resolution";
    fight.namedDice = {die("adv"), die("dis")};
    NameScope s3after(&s3);
    s3after.declare("adv", ValueType::integer());
    s3after.declare("dis", ValueType::integer());
    GridMethod grid;
    grid.scale.basis = ColumnScale::Basis::Value;
    grid.scale.value = ex("dis", s3after);
    grid.scale.columns = {{"1-3", "1 to 3", std::nullopt}, {"4-6", "4 to 6", Fraction(4)}};
    grid.columnReadsDice = true;
    grid.row = ex("adv + advantage", s3after);
    grid.clamp = RollClamp{1, 9};
    grid.table.rows = {{*RollRange::parse("..4"), {std::string("L"), std::string("L")}},
                       {*RollRange::parse("5..7"), {std::string("W"), std::string("D")}},
                       {*RollRange::parse("8.."), {std::string("W"), std::string("W")}}};
    fight.method = grid;
    fight.results = {result("W"), result("D"), result("L")};
    fight.triggers = {{"double", "Doubles", "", ex("adv == dis", s3after), "Both dice alike."}};
    p.steps = {bombard, stakes, fight};
    game.procedures.push_back(std::move(p));
    return game;
}

}  // namespace

TEST_CASE("a chain of steps: exact odds equal the count over every throw of every step", "[chain]")
{
    const Game game = threeStepGame();
    const Resolver resolver(game);
    const Assessment first = assessOrFail(resolver, {"test", "battle", {}});
    CHECK(first.stepIndex == 0);
    CHECK(first.procedure->id == "bombard");
    const OutcomeDistribution d = resolver.distribution(first);
    REQUIRE(d.notCounted.empty());
    CHECK(d.totalOutcomes == 7776);
    CHECK(d.stepsAhead == std::vector<std::string>{"stakes", "fight"});

    // The same chances by brute force: resolve every one of the 6^5 throws step by step.
    std::map<std::string, std::uint64_t> codes, doubles, advantage;
    for (std::int64_t fa = 1; fa <= 6; ++fa)
        for (std::int64_t ca = 1; ca <= 6; ++ca) {
            const Resolution r1 = resolveOrFail(resolver, first, {fa, ca});
            const Assessment second = std::get<Assessment>(*resolver.assessNext(first, r1));
            for (std::int64_t rounding = 1; rounding <= 6; ++rounding) {
                const Resolution r2 = resolveOrFail(resolver, second, {rounding});
                const Assessment third = std::get<Assessment>(*resolver.assessNext(second, r2));
                for (std::int64_t adv = 1; adv <= 6; ++adv)
                    for (std::int64_t dis = 1; dis <= 6; ++dis) {
                        const Resolution r3 = resolveOrFail(resolver, third, {adv, dis});
                        codes[r3.outcome.code] += 1;
                        doubles["double"] += r3.triggers.size();
                        advantage[r2.outputs.at(0).value.toString()] += 1;
                        CHECK_FALSE(resolver.assessNext(third, r3).has_value());
                    }
            }
        }
    for (const auto& entry : d.entries)
        CHECK(entry.ways == codes[entry.code]);
    std::uint64_t counted = 0;
    for (const auto& entry : d.entries)
        counted += entry.ways;
    CHECK(counted == 7776);
    CHECK(d.triggers.at(0).ways == doubles["double"]);
    CHECK(triggerChance(d, "double") == "1/6");
    for (const auto& o : d.outputs)
        if (o.id == "advantage")
            for (const auto& v : o.values)
                CHECK(v.ways == advantage[v.code]);

    // Once the bombardment is thrown, the chances that remain.
    const Resolution bombardment = resolveOrFail(resolver, first, {6, 1});
    CHECK(bombardment.outputs.at(0).value == Value(2));  // French guns 2 + 1 column: 3 -> 2 losses.
    CHECK(bombardment.outputs.at(1).value == Value(0));  // Coalition guns 1 - 1 column: 0 -> 0 losses.
    const Assessment stakes = std::get<Assessment>(*resolver.assessNext(first, bombardment));
    CHECK(stakes.values.lookup("difference")->asInteger() == 5);
    const OutcomeDistribution remaining = resolver.distribution(stakes);
    CHECK(remaining.totalOutcomes == 216);
    CHECK(outputChances(remaining, "advantage") == std::map<std::string, std::string>{{"2", "1/2"}, {"3", "1/2"}});
}

TEST_CASE("a program roll draws every named die, and counting stops at its stated limit", "[chain]")
{
    const Game game = threeStepGame();
    const Resolver resolver(game);
    const Assessment first = assessOrFail(resolver, {"test", "battle", {}});
    DiceSource source(42);
    const auto rolled = resolver.roll(first, source);
    REQUIRE(std::holds_alternative<Resolution>(rolled));
    CHECK(std::get<Resolution>(rolled).dice.dice.size() == 2);

    Game big = opposedGame();
    big.procedures[0].namedDice = {NamedDice{"french", "French dice", DiceSpec{30, std::nullopt, 6}},
                                   NamedDice{"german", "German dice", DiceSpec{30, std::nullopt, 6}}};
    const Resolver bigResolver(big);
    const auto refused = bigResolver.assess({"test", "initiative", {}});
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(refused));
    CHECK_THAT(std::get<std::vector<Refusal>>(refused).front().message, Catch::Contains("too many outcomes to count exactly"));

    // 100^5 outcomes fit in 64 bits, but 10^10 distinct throws are past the counting limit.
    Game wide = opposedGame();
    wide.procedures[0].namedDice.clear();
    for (const char* id : {"french", "german", "a", "b", "c"})
        wide.procedures[0].namedDice.push_back(NamedDice{id, id, DiceSpec{1, std::nullopt, 100}});
    const Resolver wideResolver(wide);
    const OutcomeDistribution d = wideResolver.distribution(assessOrFail(wideResolver, {"test", "initiative", {}}));
    CHECK_THAT(d.notCounted, Catch::Contains("throws to evaluate"));
    CHECK(d.entries.empty());
}

TEST_CASE("a conversion turns the table's result into another in some situations", "[chain]")
{
    Game game;
    game.id = "test";
    Procedure p;
    p.id = "fire";
    p.label = "Fire";
    InputSpec vehicles;
    vehicles.id = "vehicles";
    vehicles.kind = InputSpec::Kind::Boolean;
    vehicles.scalar.kind = ScalarSpec::Kind::Boolean;
    vehicles.scalar.defaultValue = false;
    p.inputs = {vehicles};
    NameScope scope;
    scope.declare("vehicles", ValueType::boolean());
    p.dice = DiceSpec{1, std::nullopt, 6};
    TableMethod table;
    table.table.rows = {{*RollRange::parse("..2"), {std::string("-")}}, {*RollRange::parse("3..4"), {std::string("D")}},
                        {*RollRange::parse("5.."), {std::string("?")}}};
    p.method = table;
    p.results = {result("-"), result("N"), result("D"), result("1")};
    p.conversions = {{"vehicles", "Indirect fire on vehicles", "10", {"D", "1"}, ex("vehicles", scope), "N"}};
    game.procedures.push_back(std::move(p));
    const Resolver resolver(game);

    Situation s{"test", "fire", {{"vehicles", true}}};
    const Assessment a = assessOrFail(resolver, s);
    CHECK(chances(resolver.distribution(a)) == std::map<std::string, std::string>{{"-", "1/3"}, {"N", "1/3"}, {"", "1/3"}});
    const Resolution r = resolveOrFail(resolver, a, {3});
    CHECK(r.outcome.code == "N");
    CHECK(r.outcome.convertedFrom == "D");
    CHECK(r.outcome.label == "N label");
    const Resolution read = resolveOrFail(resolver, a, {6}, {{"fire::5..", "1"}});
    CHECK(read.outcome.code == "N");
    CHECK(read.outcome.fromChart);
    CHECK(resolveOrFail(resolver, a, {1}).outcome.code == "-");
    s.values["vehicles"] = Value(false);
    CHECK(resolveOrFail(resolver, assessOrFail(resolver, s), {3}).outcome.code == "D");
}

TEST_CASE("An output dividing by a cell left to the players asks for the cell, it does not fail on the division")
{
    // The lookups answer a missing cell without throwing while outputs are evaluated: the
    // stand-in value must never turn into a division by zero.
    Game game;
    game.id = "test";
    LookupTable gap;
    gap.id = "gap";
    gap.label = "Gap";
    gap.rows.push_back({RollRange::parse("1"), "", ""});
    gap.cells = {{std::nullopt}};
    gap.missing = true;
    game.lookups.push_back(gap);
    NameScope scope;
    scope.declareTable("gap", TableShape{1, false});
    NameScope thrown(&scope);
    thrown.declare("d", ValueType::integer());
    Procedure p;
    p.id = "share";
    p.label = "Share";
    p.namedDice = {die("d")};
    p.method = OutputsMethod{};
    p.outputs = {{"seen", "Seen", "", std::nullopt, ex("d", thrown), {}},
                 {"share", "Share", "", std::nullopt, ex("12 / lookup(gap, 1)", thrown), {}}};
    game.procedures.push_back(p);
    const Resolver resolver(game);

    const Assessment a = assessOrFail(resolver, {"test", "share", {}});
    const OutcomeDistribution d = resolver.distribution(a);
    CHECK(d.notCounted.empty());
    REQUIRE(d.outputs.size() == 2);
    CHECK(d.outputs[0].values.size() == 6);
    REQUIRE(d.outputs[1].values.size() == 1);
    CHECK(d.outputs[1].values[0].code.empty());
    CHECK(d.outputs[1].values[0].ways == 6);

    const Resolution asked = resolveOrFail(resolver, a, {4});
    CHECK(asked.outcome.chartNeeded);
    REQUIRE(asked.outcome.question);
    CHECK(asked.outcome.question->table == "gap");
    REQUIRE(asked.outputs.size() == 1);
    CHECK(asked.outputs[0].id == "seen");

    const Resolution read = resolveOrFail(resolver, a, {4}, {{asked.outcome.question->key, "4"}});
    REQUIRE(read.outputs.size() == 2);
    CHECK(read.outputs[1].value == Value(3));
}
