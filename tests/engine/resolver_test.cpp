// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/assessment_names.h"
#include "engine/dice_source.h"
#include "engine/example_check.h"
#include "engine/game.h"
#include "engine/resolver.h"

#include <catch2/catch.hpp>

#include <map>

using namespace umpire;

namespace {

/// Builds small procedures in code, so the engine is tested without the YAML loader.
class ProcedureBuilder {
public:
    explicit ProcedureBuilder(std::string id) { procedure_.id = std::move(id); procedure_.label = procedure_.id; }

    ProcedureBuilder& integer(const std::string& id, std::int64_t min, std::int64_t max, std::int64_t fallback = 0)
    {
        InputSpec input;
        input.id = id;
        input.kind = InputSpec::Kind::Integer;
        input.scalar.kind = ScalarSpec::Kind::Integer;
        input.scalar.min = min;
        input.scalar.max = max;
        input.scalar.defaultValue = fallback;
        return add(std::move(input));
    }

    ProcedureBuilder& boolean(const std::string& id)
    {
        InputSpec input;
        input.id = id;
        input.kind = InputSpec::Kind::Boolean;
        input.scalar.kind = ScalarSpec::Kind::Boolean;
        input.scalar.defaultValue = false;
        return add(std::move(input));
    }

    ProcedureBuilder& units(const std::string& id, const std::string& field)
    {
        auto fields = std::make_shared<std::vector<UnitFieldSpec>>();
        UnitFieldSpec f{field, field, "", {}};
        f.spec.kind = ScalarSpec::Kind::Integer;
        f.spec.max = 999;
        fields->push_back(f);
        InputSpec input;
        input.id = id;
        input.kind = InputSpec::Kind::Units;
        input.fields = fields;
        input.minUnits = 1;
        input.maxUnits = 10;
        return add(std::move(input));
    }

    Expression expr(const std::string& text, bool rollNames = false)
    {
        NameScope inner(&scope_);
        if (rollNames)
            for (const char* name : {"roll", "natural", "target", "die", "hits"})
                inner.declare(name, ValueType::integer());
        std::vector<ExpressionError> errors;
        Expression e = Expression::parse(text, inner, errors);
        INFO(text << (errors.empty() ? "" : ": " + errors.front().message));
        REQUIRE(e.isValid());
        return e;
    }

    ProcedureBuilder& derived(const std::string& id, const std::string& text)
    {
        procedure_.derived.push_back({id, id, expr(text)});
        scope_.declare(id, procedure_.derived.back().value.type());
        return *this;
    }

    ProcedureBuilder& constraint(const std::string& id, const std::string& require, const std::string& message)
    {
        procedure_.constraints.push_back({id, expr(require), message, "9.9"});
        return *this;
    }

    ProcedureBuilder& modifier(const std::string& id, ModifierKind kind, const std::string& value, const std::string& when = "",
                               const std::string& group = "", StrengthSide side = StrengthSide::Attacker)
    {
        Modifier m;
        m.id = id;
        m.label = id;
        m.rule = "1.1";
        m.kind = kind;
        m.side = side;
        m.value = expr(value);
        if (!when.empty())
            m.when = expr(when);
        m.notApplied = "not here";
        m.group = group;
        procedure_.modifiers.push_back(std::move(m));
        return *this;
    }

    ProcedureBuilder& groupCap(const std::string& group, const std::string& max)
    {
        ModifierCap cap;
        cap.id = group + "_cap";
        cap.label = cap.id;
        cap.group = group;
        cap.max = expr(max);
        procedure_.caps.push_back(std::move(cap));
        return *this;
    }

    ProcedureBuilder& dice(std::int64_t count, std::int64_t sides)
    {
        procedure_.dice.count = count;
        procedure_.dice.sides = sides;
        return *this;
    }

    ProcedureBuilder& diceCount(const std::string& text)
    {
        procedure_.dice.countExpression = expr(text);
        return *this;
    }

    ProcedureBuilder& method(ResolutionMethod m)
    {
        procedure_.method = std::move(m);
        return *this;
    }

    ProcedureBuilder& results(std::initializer_list<const char*> codes)
    {
        for (const char* code : codes)
            procedure_.results.push_back({code, std::string("result ") + code, "", "", "", {}, {}, {}, std::nullopt});
        return *this;
    }

    Procedure& procedure() { return procedure_; }

private:
    ProcedureBuilder& add(InputSpec input)
    {
        scope_.declare(input.id, input.valueType());
        procedure_.inputs.push_back(std::move(input));
        return *this;
    }

    Procedure procedure_;
    NameScope scope_;
};

TableRow row(const char* rolls, std::vector<std::optional<std::string>> cells)
{
    return {*RollRange::parse(rolls), std::move(cells)};
}

/// A one-dimensional table like LFAF's combat table: 1 AL, 2 AR, 3-4 NE, 5 DR, 6 DL, 7+ DLR.
Game oneDimensionalGame()
{
    ProcedureBuilder b("combat");
    b.integer("bonus", -5, 5).integer("support", 0, 3).boolean("forest");
    b.modifier("bonus", ModifierKind::DieRoll, "bonus");
    b.modifier("artillery", ModifierKind::DieRoll, "if(forest, floor(support / 2), support)", "support > 0");
    TableMethod table;
    table.table.rows = {row("..1", {"AL"}), row("2", {"AR"}), row("3..4", {"NE"}), row("5", {"DR"}), row("6", {"DL"}), row("7..", {"DLR"})};
    b.method(table).dice(1, 6).results({"AL", "AR", "NE", "DR", "DL", "DLR"});
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    return game;
}

Assessment resolverAssessment(const Resolver& resolver, const Situation& situation)
{
    AssessmentResult result = resolver.assess(situation);
    if (const auto* refusals = std::get_if<std::vector<Refusal>>(&result)) {
        FAIL("refused: " << refusals->front().message);
    }
    return std::get<Assessment>(std::move(result));
}

std::map<std::string, std::string> probabilities(const OutcomeDistribution& d)
{
    std::map<std::string, std::string> out;
    for (const auto& e : d.entries)
        if (e.ways > 0)
            out[e.code] = d.probabilityText(e);
    return out;
}

}  // namespace

TEST_CASE("a one-dimensional table reads the modified roll, open ends included", "[resolver]")
{
    const Game game = oneDimensionalGame();
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, {"test", "combat", {{"bonus", 2}}});
    CHECK(a.dieModifierTotal == 2);
    const auto d = probabilities(resolver.distribution(a));
    CHECK(d == std::map<std::string, std::string>{{"NE", "1/3"}, {"DR", "1/6"}, {"DL", "1/6"}, {"DLR", "1/3"}});

    const auto r = std::get<Resolution>(resolver.resolve(a, {6}));
    CHECK(r.natural == 6);
    CHECK(r.modified == 8);
    CHECK(r.outcome.code == "DLR");
    CHECK(r.outcome.rowLabel == "7..");
    CHECK_FALSE(r.hits);
    CHECK(game.procedures.front().readsDiceAsOneSum());
}

TEST_CASE("every modifier is reported, applied or not, with its reason", "[resolver]")
{
    const Game game = oneDimensionalGame();
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, {"test", "combat", {{"support", 1}, {"forest", true}}});
    REQUIRE(a.modifiers.size() == 2);
    CHECK_FALSE(a.modifiers[0].applied);  // bonus 0
    // The program words "comes to 0" in its reader's language; the engine says which case it is.
    CHECK(a.modifiers[0].reasonKind == ModifierReasonKind::ComesToZero);
    CHECK(a.modifiers[0].reason.empty());
    CHECK_FALSE(a.modifiers[1].applied);  // one battery halved in forest: floor(1/2) = 0
    CHECK(a.modifiers[1].value == 0);
    CHECK(a.modifiers[1].reasonKind == ModifierReasonKind::ComesToZero);
    const Assessment b = resolverAssessment(resolver, {"test", "combat", {{"support", 3}, {"forest", true}}});
    CHECK(b.modifiers[1].applied);
    CHECK(b.modifiers[1].value == 1);
    const Assessment c = resolverAssessment(resolver, {"test", "combat", {}});
    CHECK(c.modifiers[1].reason == "not here");
    CHECK(c.modifiers[1].reasonKind == ModifierReasonKind::ConditionFalse);
    CHECK(b.modifiers[1].reasonKind == ModifierReasonKind::Stated);
    // Applied without an `applied` sentence: no reason, since the label says it all.
    CHECK(b.modifiers[1].reason.empty());
}

TEST_CASE("bad situations are refused with the input and what is allowed", "[resolver]")
{
    const Game game = oneDimensionalGame();
    const Resolver resolver(game);
    auto refusalOf = [&](const Situation& s) {
        const AssessmentResult result = resolver.assess(s);
        REQUIRE(std::holds_alternative<std::vector<Refusal>>(result));
        return std::get<std::vector<Refusal>>(result).front().message;
    };
    CHECK(refusalOf({"test", "combat", {{"support", 4}}}) == "support must be between 0 and 3, not 4");
    CHECK_THAT(refusalOf({"test", "combat", {{"supprt", 1}}}), Catch::Contains("unknown input 'supprt'"));
    CHECK_THAT(refusalOf({"test", "combat", {{"forest", 1}}}), Catch::Contains("forest must be yes or no"));
    CHECK_THAT(refusalOf({"test", "nothing", {}}), Catch::Contains("unknown procedure 'nothing'"));

    const Assessment a = resolverAssessment(resolver, {"test", "combat", {}});
    const auto tooMany = resolver.resolve(a, {3, 4});
    REQUIRE(std::holds_alternative<Refusal>(tooMany));
    CHECK_THAT(std::get<Refusal>(tooMany).message, Catch::Contains("takes 1 dice (1d6), but 2 were given"));
    const auto badFace = resolver.resolve(a, {7});
    REQUIRE(std::holds_alternative<Refusal>(badFace));
    CHECK_THAT(std::get<Refusal>(badFace).message, Catch::Contains("shows 1 to 6, not 7"));
}

TEST_CASE("constraints refuse impossible situations with their message", "[resolver]")
{
    ProcedureBuilder b("combat");
    b.integer("support", 0, 5).integer("adjacent", 0, 5).derived("cap", "3");
    b.constraint("adjacent_within_support", "adjacent <= support", "only {support} batteries support, so at most {support} can be adjacent");
    b.constraint("cap", "support <= cap", "at most {cap} batteries");
    TableMethod table;
    table.table.rows = {row("..", {"X"})};
    b.method(table).dice(1, 6).results({"X"});
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    const Resolver resolver(game);
    const AssessmentResult result = resolver.assess({"test", "combat", {{"support", 4}, {"adjacent", 5}}});
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(result));
    const auto& refusals = std::get<std::vector<Refusal>>(result);
    REQUIRE(refusals.size() == 2);
    CHECK(refusals[0].message == "only 4 batteries support, so at most 4 can be adjacent");
    CHECK(refusals[0].rule == "9.9");
    CHECK(refusals[1].message == "at most 3 batteries");
}

TEST_CASE("a group cap limits the group's total and says it bit", "[resolver]")
{
    ProcedureBuilder b("combat");
    b.integer("guns", 0, 9);
    b.modifier("guns", ModifierKind::DieRoll, "guns", "", "artillery");
    b.modifier("other", ModifierKind::DieRoll, "1");
    b.groupCap("artillery", "2");
    TableMethod table;
    table.table.rows = {row("..", {"X"})};
    b.method(table).dice(1, 6).results({"X"});
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, {"test", "combat", {{"guns", 5}}});
    CHECK(a.dieModifierTotal == 3);
    REQUIRE(a.caps.size() == 1);
    CHECK(a.caps[0].bit);
    CHECK(a.caps[0].before == 5);
    CHECK(a.caps[0].after == 2);
    const Assessment low = resolverAssessment(resolver, {"test", "combat", {{"guns", 1}}});
    CHECK(low.dieModifierTotal == 2);
    CHECK_FALSE(low.caps[0].bit);
}

namespace {

/// An odds grid in the style of Verdun: columns by ratio with special bands, shifts, a clamp
/// on rows 0-9, and +1 per column beyond the last.
Game gridGame()
{
    ProcedureBuilder b("combat");
    b.units("attackers", "points").integer("defence", 0, 999, 1).integer("shift", -9, 9).integer("drm", -9, 9);
    b.modifier("shift", ModifierKind::ColumnShift, "shift");
    b.modifier("drm", ModifierKind::DieRoll, "drm");
    b.modifier("fort", ModifierKind::Strength, "2", "defence > 10", "", StrengthSide::Defender);
    GridMethod grid;
    grid.scale.basis = ColumnScale::Basis::Ratio;
    grid.scale.attacker = b.expr("sum(attackers, points)");
    grid.scale.defender = b.expr("defence");
    auto column = [](const char* id, const char* atLeast) {
        return TableColumn{id, id, atLeast ? Fraction::parse(atLeast) : std::nullopt};
    };
    grid.scale.columns = {column("1/2", nullptr), column("1/1", "1"), column("3/2", "1.3"), column("2/1", "1.7"), column("3/1", "2.5")};
    grid.scale.beyondLast.kind = ColumnOverflow::Kind::DieRoll;
    grid.scale.beyondLast.perColumn = 1;
    grid.scale.beyondLast.step = Fraction(1);
    grid.scale.beyondFirst.kind = ColumnOverflow::Kind::Clamp;
    grid.clamp = RollClamp{0, 9};
    for (int r = 0; r <= 9; ++r) {
        std::vector<std::optional<std::string>> cells;
        for (int c = 0; c < 5; ++c)
            cells.push_back(r + c >= 8 ? "D" : r + c >= 5 ? "N" : "A");
        grid.table.rows.push_back(row(std::to_string(r).c_str(), cells));
    }
    grid.table.rows[0].cells[0] = std::nullopt;  // a cell missing from our sources
    b.method(grid).dice(1, 10).results({"A", "N", "D"});
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    return game;
}

Situation gridSituation(std::vector<int> points, int defence, int shift = 0, int drm = 0)
{
    UnitList units;
    for (int p : points)
        units.push_back({{"points", p}});
    return {"test", "combat", {{"attackers", units}, {"defence", defence}, {"shift", shift}, {"drm", drm}}};
}

}  // namespace

TEST_CASE("odds columns use exact ratios and the module's bands", "[resolver][grid]")
{
    const Game game = gridGame();
    const Resolver resolver(game);
    struct Case { std::vector<int> points; int defence; const char* column; };
    const auto c = GENERATE(Case{{3}, 2, "3/2"}, Case{{13}, 10, "3/2"}, Case{{129}, 100, "1/1"}, Case{{17}, 10, "2/1"},
                            Case{{5}, 2, "3/1"}, Case{{1}, 2, "1/2"}, Case{{2, 2}, 2, "2/1"});
    const Assessment a = resolverAssessment(resolver, gridSituation(c.points, c.defence));
    REQUIRE(a.column);
    CHECK(a.column->id == c.column);
}

TEST_CASE("shifts move the column - past the last they become die modifiers", "[resolver][grid]")
{
    const Game game = gridGame();
    const Resolver resolver(game);
    // 9:2 = 4.5 is two spans past 3/1's bound 2.5 -> virtual column +2; one more shift -> +3.
    const Assessment a = resolverAssessment(resolver, gridSituation({9}, 2, 1));
    REQUIRE(a.column);
    CHECK(a.column->id == "3/1");
    CHECK(a.column->baseIndex == 6);
    CHECK(a.column->overflowColumns == 3);
    CHECK(a.dieModifierTotal == 3);
    // Shifted left past the first column: clamped, no die modifier.
    const Assessment b = resolverAssessment(resolver, gridSituation({1}, 2, -2));
    CHECK(b.column->id == "1/2");
    CHECK(b.column->overflowColumns == -2);
    CHECK(b.dieModifierTotal == 0);
}

TEST_CASE("strength modifiers change the odds before the column is read", "[resolver][grid]")
{
    const Game game = gridGame();
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, gridSituation({33}, 11));  // 33 : (11 + 2) = 2.54
    CHECK(a.column->defenderStrength == 13);
    CHECK(a.column->id == "3/1");
    const AssessmentResult zero = resolver.assess(gridSituation({4}, 0));
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(zero));
    CHECK_THAT(std::get<std::vector<Refusal>>(zero).front().message, Catch::Contains("defender's strength is 0"));
}

TEST_CASE("rows clamp, and a missing cell asks for the printed chart", "[resolver][grid]")
{
    const Game game = gridGame();
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, gridSituation({1}, 2, 0, -3));
    const auto r = std::get<Resolution>(resolver.resolve(a, {2}));
    CHECK(r.modified == -1);
    CHECK(r.row == 0);
    CHECK(r.clamped);
    CHECK(r.outcome.chartNeeded);
    CHECK(r.outcome.code.empty());
    const auto d = resolver.distribution(a);
    const auto* chart = d.find("");
    REQUIRE(chart);
    CHECK(d.probabilityText(*chart) == "3/10");  // naturals 1-3 land on row 0 (1 and 2 by the clamp)
}

namespace {

Game testGame()
{
    ProcedureBuilder b("morale");
    b.integer("morale", 2, 12, 7).integer("drm", -3, 3);
    b.modifier("drm", ModifierKind::DieRoll, "drm");
    TestMethod test;
    test.target = b.expr("morale");
    test.outcomes.push_back({b.expr("natural == 2", true), "PASS"});
    test.outcomes.push_back({b.expr("natural == 12", true), "FAIL"});
    test.outcomes.push_back({b.expr("roll <= target", true), "PASS"});
    test.outcomes.push_back({std::nullopt, "FAIL"});
    b.method(test).dice(2, 6).results({"PASS", "FAIL"});
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    return game;
}

Game countGame()
{
    ProcedureBuilder b("bombard");
    b.integer("guns", 0, 12, 1).integer("steps", 1, 6, 1).boolean("cover");
    b.diceCount("if(cover, floor(guns / 2), guns)");
    CountMethod count;
    count.hit = b.expr("die == 6 or (die == 5 and steps >= 5)", true);
    b.method(count).results({});
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    return game;
}

/// Rolls `trials` times with a fixed seed and returns each code's share.
std::map<std::string, double> simulate(const Resolver& resolver, const Assessment& a, int trials)
{
    DiceSource source(1234);
    std::map<std::string, double> shares;
    for (int i = 0; i < trials; ++i)
        shares[std::get<Resolution>(resolver.roll(a, source)).outcome.code] += 1.0 / trials;
    return shares;
}

/// Exact and simulated agree within five standard errors of a share (p(1-p)/n)^(1/2):
/// a correct engine fails this about once in 3.5 million seeds, and the seed is fixed.
void checkAgainstSimulation(const Resolver& resolver, const Assessment& a)
{
    constexpr int trials = 200000;
    const OutcomeDistribution exact = resolver.distribution(a);
    const auto simulated = simulate(resolver, a, trials);
    std::uint64_t ways = 0;
    for (const auto& e : exact.entries) {
        ways += e.ways;
        const double p = static_cast<double>(e.ways) / static_cast<double>(exact.totalOutcomes);
        const double tolerance = 5.0 * std::sqrt(p * (1 - p) / trials) + 1e-12;
        const auto it = simulated.find(e.code);
        const double seen = it == simulated.end() ? 0.0 : it->second;
        CAPTURE(e.code, p, seen);
        CHECK(std::abs(seen - p) <= tolerance);
    }
    CHECK(ways == exact.totalOutcomes);
    for (const auto& [code, share] : simulated) {
        CAPTURE(code);
        CHECK(exact.find(code) != nullptr);
    }
}

}  // namespace

TEST_CASE("a test against a target honours natural results first", "[resolver][test]")
{
    const Game game = testGame();
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, {"test", "morale", {{"morale", 7}, {"drm", 3}}});
    CHECK(a.target == 7);
    // roll <= 7 with +3: natural <= 4 passes (6 ways), natural 2 passes anyway, natural 12 fails.
    CHECK(probabilities(resolver.distribution(a)) == std::map<std::string, std::string>{{"PASS", "1/6"}, {"FAIL", "5/6"}});
    const Assessment hard = resolverAssessment(resolver, {"test", "morale", {{"morale", 2}, {"drm", 3}}});
    CHECK(probabilities(resolver.distribution(hard)) == std::map<std::string, std::string>{{"PASS", "1/36"}, {"FAIL", "35/36"}});
    const Assessment easy = resolverAssessment(resolver, {"test", "morale", {{"morale", 12}, {"drm", -3}}});
    CHECK(probabilities(resolver.distribution(easy)) == std::map<std::string, std::string>{{"PASS", "35/36"}, {"FAIL", "1/36"}});
}

TEST_CASE("per-die counting gives binomial odds exactly", "[resolver][count]")
{
    const Game game = countGame();
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, {"test", "bombard", {{"guns", 3}, {"steps", 5}}});
    CHECK(a.diceCount == 3);
    CHECK(probabilities(resolver.distribution(a)) ==
          std::map<std::string, std::string>{{"0", "8/27"}, {"1", "4/9"}, {"2", "2/9"}, {"3", "1/27"}});
    const auto r = std::get<Resolution>(resolver.resolve(a, {5, 6, 2}));
    CHECK(r.outcome.code == "2");
    // Each die is read on its own: the hits are the reading, no sum is.
    CHECK(r.hits == 2);
    CHECK_FALSE(game.procedures.front().readsDiceAsOneSum());

    const Assessment covered = resolverAssessment(resolver, {"test", "bombard", {{"guns", 1}, {"cover", true}}});
    CHECK(covered.diceCount == 0);
    CHECK(probabilities(resolver.distribution(covered)) == std::map<std::string, std::string>{{"0", "1"}});
}

TEST_CASE("exact odds agree with a seeded simulation", "[resolver][simulation]")
{
    SECTION("one-dimensional table")
    {
        const Game game = oneDimensionalGame();
        const Resolver resolver(game);
        checkAgainstSimulation(resolver, resolverAssessment(resolver, {"test", "combat", {{"bonus", 1}}}));
    }
    SECTION("odds grid with clamp and a missing cell")
    {
        const Game game = gridGame();
        const Resolver resolver(game);
        checkAgainstSimulation(resolver, resolverAssessment(resolver, gridSituation({3}, 2, 0, -2)));
    }
    SECTION("2d6 test")
    {
        const Game game = testGame();
        const Resolver resolver(game);
        checkAgainstSimulation(resolver, resolverAssessment(resolver, {"test", "morale", {{"morale", 8}, {"drm", -1}}}));
    }
    SECTION("counting hits on several dice")
    {
        const Game game = countGame();
        const Resolver resolver(game);
        checkAgainstSimulation(resolver, resolverAssessment(resolver, {"test", "bombard", {{"guns", 4}, {"steps", 6}}}));
    }
}

TEST_CASE("interpretations can depend on what the assessment found", "[resolver][interpretation]")
{
    Game game = gridGame();
    Procedure& procedure = game.procedures.front();
    NameScope scope;
    for (const auto& input : procedure.inputs)
        scope.declare(input.id, input.valueType());
    declareAssessmentNames(scope);
    auto when = [&](const char* text) {
        std::vector<ExpressionError> errors;
        Expression e = Expression::parse(text, scope, errors);
        REQUIRE(e.isValid());
        return e;
    };
    procedure.interpretations.push_back({"past-last", "1.1", "Columns past the last become die modifiers.", when("columns_past > 0")});
    procedure.interpretations.push_back({"clamped-left", "1.1", "Shifts stop at the first column.", when("columns_past < 0")});
    procedure.interpretations.push_back({"strong", "1.1", "A big attack.", when("attacker_strength >= 9 and drm_total > 0")});
    procedure.interpretations.push_back({"always", "1.1", "Always shown.", std::nullopt});
    const Resolver resolver(game);
    auto inForce = [&](const Situation& s) {
        std::vector<std::string> ids;
        for (const auto* i : resolverAssessment(resolver, s).interpretations)
            ids.push_back(i->id);
        return ids;
    };
    CHECK(inForce(gridSituation({9}, 2, 1)) == std::vector<std::string>{"past-last", "strong", "always"});
    CHECK(inForce(gridSituation({1}, 2, -2)) == std::vector<std::string>{"clamped-left", "always"});
    CHECK(inForce(gridSituation({3}, 2)) == std::vector<std::string>{"always"});

    WorkedExample example;
    example.name = "interpretations";
    example.unitInputs["attackers"] = {{{"points", "9"}}};
    example.inputs["defence"] = "2";
    example.inputs["shift"] = "1";
    example.interpretations = std::vector<std::string>{"always", "past-last", "strong"};
    CHECK(checkExample(game, procedure, example).empty());
    example.interpretations = std::vector<std::string>{"always"};
    const auto mismatches = checkExample(game, procedure, example);
    REQUIRE(mismatches.size() == 1);
    CHECK_THAT(mismatches[0].message, Catch::Contains("expected [always], got [always, past-last, strong]"));
}

TEST_CASE("a required input left out is refused naming it - given, it resolves", "[resolver][required]")
{
    Game game = oneDimensionalGame();
    InputSpec& support = game.procedures.front().inputs[1];
    support.label = "Supporting batteries";
    support.rule = "7.4";
    support.required = true;
    const Resolver resolver(game);
    const AssessmentResult missing = resolver.assess({"test", "combat", {{"bonus", 1}}});
    REQUIRE(std::holds_alternative<std::vector<Refusal>>(missing));
    const auto& refusals = std::get<std::vector<Refusal>>(missing);
    REQUIRE(refusals.size() == 1);
    CHECK(refusals[0].subject == "support");
    CHECK(refusals[0].message == "Supporting batteries (support) must be given: it has no default");
    CHECK(refusals[0].rule == "7.4");
    CHECK(resolverAssessment(resolver, {"test", "combat", {{"support", 0}}}).dieModifierTotal == 0);
}

TEST_CASE("shown values are found for the situation, each as a player reads it", "[resolver][shown]")
{
    ProcedureBuilder b("combat");
    b.integer("bonus", -5, 5);
    b.modifier("bonus", ModifierKind::DieRoll, "bonus");
    ShownValueSpec total;
    total.id = "total";
    total.label = "Twice the bonus";
    total.rule = "7";
    total.value = b.expr("bonus * 2");
    ShownValueSpec sign;
    sign.id = "sign";
    sign.label = "Sign";
    sign.rule = "7";
    sign.cases = {{b.expr("bonus > 0"), "positive ({bonus})"}, {std::nullopt, "not positive"}};
    TableMethod table;
    table.table.rows = {row("..3", {"NE"}), row("4..", {"DR"})};
    b.method(table).dice(1, 6).results({"NE", "DR"});
    b.procedure().shown = {total, sign};
    Game game;
    game.id = "test";
    game.procedures.push_back(std::move(b.procedure()));
    const Resolver resolver(game);
    const Assessment a = resolverAssessment(resolver, {"test", "combat", {{"bonus", 2}}});
    REQUIRE(a.shown.size() == 2);
    CHECK(a.shown[0].id == "total");
    CHECK(a.shown[0].label == "Twice the bonus");
    CHECK(a.shown[0].value == "4");
    CHECK(a.shown[0].rule == "7");
    CHECK(a.shown[1].value == "positive (2)");
    CHECK(resolverAssessment(resolver, {"test", "combat", {{"bonus", -1}}}).shown[1].value == "not positive");
}
