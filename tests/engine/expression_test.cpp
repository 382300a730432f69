// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/arithmetic_error.h"
#include "engine/expression.h"
#include "engine/input_spec.h"
#include "engine/name_scope.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

/// A scope and bindings with a few typical inputs of each kind.
struct Fixture {
    std::shared_ptr<const ChoiceSet> quality = std::make_shared<ChoiceSet>(ChoiceSet{{"inferior", "normal", "superior"}});
    std::shared_ptr<const ChoiceSet> terrain = std::make_shared<ChoiceSet>(ChoiceSet{{"clear", "forest", "village"}});
    std::shared_ptr<std::vector<UnitFieldSpec>> fields = std::make_shared<std::vector<UnitFieldSpec>>();
    NameScope scope;
    Bindings bindings;

    Fixture()
    {
        UnitFieldSpec points{"points", "Points", "", {}};
        points.spec.kind = ScalarSpec::Kind::Integer;
        points.spec.max = 30;
        UnitFieldSpec neutralised{"neutralised", "Neutralised", "", {}};
        neutralised.spec.kind = ScalarSpec::Kind::Boolean;
        fields->push_back(points);
        fields->push_back(neutralised);

        scope.declare("steps", ValueType::integer());
        scope.declare("pinned", ValueType::boolean());
        scope.declare("quality", ValueType::choice(quality));
        scope.declare("terrain", ValueType::choice(terrain));
        scope.declare("units", ValueType::unitList(fields));
        scope.declare("empty_units", ValueType::unitList(fields));

        bindings.bind("steps", 5);
        bindings.bind("pinned", false);
        bindings.bind("quality", ChoiceValue{"superior"});
        bindings.bind("terrain", ChoiceValue{"forest"});
        UnitList units;
        units.push_back({{"points", 4}, {"neutralised", false}});
        units.push_back({{"points", 3}, {"neutralised", true}});
        units.push_back({{"points", 6}, {"neutralised", false}});
        bindings.bind("units", units);
        bindings.bind("empty_units", UnitList{});
    }

    Value eval(const std::string& text)
    {
        std::vector<ExpressionError> errors;
        const Expression e = Expression::parse(text, scope, errors);
        INFO(text << (errors.empty() ? "" : ": " + errors.front().message));
        REQUIRE(errors.empty());
        REQUIRE(e.isValid());
        return e.evaluate(bindings);
    }

    ExpressionError firstError(const std::string& text)
    {
        std::vector<ExpressionError> errors;
        const Expression e = Expression::parse(text, scope, errors);
        INFO(text);
        REQUIRE_FALSE(e.isValid());
        REQUIRE_FALSE(errors.empty());
        return errors.front();
    }
};

}  // namespace

TEST_CASE("integer arithmetic is exact and follows precedence", "[expression]")
{
    Fixture f;
    CHECK(f.eval("1 + 2 * 3") == Value(7));
    CHECK(f.eval("(1 + 2) * 3") == Value(9));
    CHECK(f.eval("-steps + 2") == Value(-3));
    CHECK(f.eval("10 - 4 - 3") == Value(3));
}

TEST_CASE("division gives a fraction that must be rounded explicitly", "[expression]")
{
    Fixture f;
    CHECK(f.eval("steps / 2").asFraction() == Fraction(5, 2));
    CHECK(f.eval("floor(steps / 2)") == Value(2));
    CHECK(f.eval("ceil(steps / 2)") == Value(3));
    CHECK(f.eval("round(steps / 2)") == Value(3));
    CHECK(f.eval("floor(-7 / 2)") == Value(-4));
    CHECK(f.eval("steps / 2 > 2") == Value(true));
    CHECK(f.eval("4 / 2 == 2") == Value(true));
}

TEST_CASE("conditions, comparisons and choices", "[expression]")
{
    Fixture f;
    CHECK(f.eval("quality == superior") == Value(true));
    CHECK(f.eval("superior == quality") == Value(true));
    CHECK(f.eval("quality != normal and not pinned") == Value(true));
    CHECK(f.eval("terrain == clear or steps >= 5") == Value(true));
    CHECK(f.eval("if(terrain == forest, 1, 2)") == Value(1));
    CHECK(f.eval("if(pinned, 0, -1)") == Value(-1));
    CHECK(f.eval("min(steps, 3, 4)") == Value(3));
    CHECK(f.eval("max(steps, 7 / 2)") == Value(5));
    CHECK(f.eval("abs(2 - steps)") == Value(3));
}

TEST_CASE("list aggregates walk every unit", "[expression]")
{
    Fixture f;
    CHECK(f.eval("sum(units, points)") == Value(13));
    CHECK(f.eval("sum(units, if(neutralised, floor(points / 2), points))") == Value(11));
    CHECK(f.eval("count(units)") == Value(3));
    CHECK(f.eval("count(units, neutralised)") == Value(1));
    CHECK(f.eval("any(units, neutralised)") == Value(true));
    CHECK(f.eval("all(units, points > 2)") == Value(true));
    CHECK(f.eval("min(units, points)") == Value(3));
    CHECK(f.eval("max(units, points + steps)") == Value(11));
    CHECK(f.eval("sum(empty_units, points)") == Value(0));
    CHECK(f.eval("all(empty_units, neutralised)") == Value(true));
}

TEST_CASE("arithmetic that cannot be done is an error at evaluation", "[expression]")
{
    Fixture f;
    std::vector<ExpressionError> errors;
    const Expression byZero = Expression::parse("steps / (steps - 5)", f.scope, errors);
    REQUIRE(byZero.isValid());
    CHECK_THROWS_AS(byZero.evaluate(f.bindings), ArithmeticError);
    const Expression emptyMin = Expression::parse("min(empty_units, points)", f.scope, errors);
    REQUIRE(emptyMin.isValid());
    CHECK_THROWS_WITH(emptyMin.evaluate(f.bindings), Catch::Contains("no unit in 'empty_units'"));
    const Expression huge = Expression::parse("9223372036854775807 + steps", f.scope, errors);
    REQUIRE(huge.isValid());
    CHECK_THROWS_AS(huge.evaluate(f.bindings), ArithmeticError);
}

TEST_CASE("load-time errors name the problem and its offset", "[expression]")
{
    Fixture f;
    struct Case { const char* text; std::size_t offset; const char* message; };
    const auto c = GENERATE(
        Case{"stpes + 1", 0, "unknown name 'stpes' (did you mean 'steps'?)"},
        Case{"quality == superb", 11, "'superb' is not an option here; the options are inferior, normal, superior"},
        Case{"quality == forest", 11, "'forest' is not an option here"},
        Case{"quality == terrain", 11, "needs two values of the same type"},
        Case{"steps + pinned", 8, "'+' needs numbers, but this is a boolean"},
        Case{"steps and pinned", 0, "'and' needs true/false values, but this is an integer"},
        Case{"1 < steps < 3", 10, "comparisons cannot be chained"},
        Case{"if(steps, 1, 2)", 3, "the condition of if() must be true/false"},
        Case{"flor(steps)", 0, "unknown function 'flor' (did you mean 'floor'?)"},
        Case{"steps +", 7, "the expression ends too early"},
        Case{"(steps + 1", 10, "expected ')'"},
        Case{"steps $ 2", 6, "unexpected character '$'"},
        Case{"steps = 2", 6, "write '==' to compare"},
        Case{"pinned && true", 7, "write 'and' instead of '&&'"},
        Case{"1.5 * steps", 1, "decimal numbers are not allowed"},
        Case{"sum(steps, 1)", 4, "sum() needs the name of a list-of-units input first"},
        Case{"sum(units, neutralised)", 11, "sum() needs a number per unit"},
        Case{"count(units, points)", 13, "count() needs a true/false condition per unit"},
        Case{"units + 1", 0, "'+' needs numbers, but this is a list of units"},
        Case{"points + 1", 0, "unknown name 'points'"},
        Case{"", 0, "the expression is empty"},
        Case{"min(steps)", 0, "min() takes two or more numbers"});
    CAPTURE(c.text);
    const ExpressionError error = f.firstError(c.text);
    CHECK_THAT(error.message, Catch::Contains(c.message));
    CHECK(error.offset == c.offset);
}

TEST_CASE("a context that needs a whole number refuses a fraction with a hint", "[expression]")
{
    Fixture f;
    std::vector<ExpressionError> errors;
    const Expression e = Expression::parseAs("steps / 2", f.scope, ValueType::Kind::Integer, errors);
    CHECK_FALSE(e.isValid());
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].message, Catch::Contains("floor(), ceil() or round()"));
    errors.clear();
    const Expression condition = Expression::parseAs("steps + 1", f.scope, ValueType::Kind::Boolean, errors);
    CHECK_FALSE(condition.isValid());
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].message, Catch::Contains("expected a true/false condition"));
}

TEST_CASE("an expression lists the names it reads, not the unit fields", "[expression]")
{
    Fixture f;
    std::vector<ExpressionError> errors;
    const Expression e = Expression::parse("sum(units, points) + steps + if(pinned, 1, 0)", f.scope, errors);
    REQUIRE(e.isValid());
    CHECK(e.namesUsed() == std::vector<std::string>{"pinned", "steps", "units"});
}

TEST_CASE("hostile expressions are refused before they can exhaust the stack", "[expression][hostile]")
{
    NameScope scope;
    scope.declare("x", ValueType::integer());
    auto errorOf = [&](const std::string& text) {
        std::vector<ExpressionError> errors;
        const Expression e = Expression::parse(text, scope, errors);
        CHECK_FALSE(e.isValid());
        REQUIRE_FALSE(errors.empty());
        return errors.front().message;
    };
    const std::string parens = std::string(1990, '(') + "1" + std::string(1990, ')');
    CHECK_THAT(errorOf(parens), Catch::Contains("nests more than 100 levels"));
    std::string abs;
    for (int i = 0; i < 700; ++i)
        abs += "abs(";
    abs += "1" + std::string(700, ')');
    CHECK_THAT(errorOf(abs), Catch::Contains("nests more than 100 levels"));
    CHECK_THAT(errorOf(std::string(3000, '-') + "1"), Catch::Contains("nests more than 100 levels"));
    std::string nots;
    for (int i = 0; i < 900; ++i)
        nots += "not ";
    CHECK_THAT(errorOf(nots + "true"), Catch::Contains("nests more than 100 levels"));
    std::string sum = "1";
    for (int i = 0; i < 1500; ++i)
        sum += "+1";
    CHECK_THAT(errorOf(sum), Catch::Contains("nests more than 100 levels"));
    CHECK_THAT(errorOf(std::string(20000, '-') + "1"), Catch::Contains("at most 4000 are allowed"));

    // A long but shallow sum within the limits still works.
    std::string fine = "x";
    for (int i = 0; i < 90; ++i)
        fine += "+1";
    std::vector<ExpressionError> errors;
    const Expression e = Expression::parse(fine, scope, errors);
    REQUIRE(e.isValid());
    Bindings b;
    b.bind("x", 1);
    CHECK(e.evaluate(b) == Value(91));
}
