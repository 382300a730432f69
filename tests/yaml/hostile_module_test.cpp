// SPDX-License-Identifier: GPL-3.0-or-later
// Each module file of issue 19 that once crashed or exhausted the program is refused with a
// clear message at its line. The expression sizes are the issue's; the ones just within the
// length limit reach the depth limit instead.

#include "../hostile_modules.h"
#include "test_support.h"
#include "yaml/module_limits.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

const std::string file = "hostile.yaml";

std::string atLine(int line)
{
    return file + ":" + std::to_string(line) + ":";
}

/// The one diagnostic of a module refused for its expression.
Diagnostic refusedExpression(const std::string& expression)
{
    const ModuleLoadResult result = loadModuleText(test::hostileModule(expression), file);
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].toString(), Catch::StartsWith(atLine(test::hostileExpressionLine)));
    return result.diagnostics[0];
}

}  // namespace

TEST_CASE("the hostile module's frame loads when nothing in it is hostile", "[loader][hostile]")
{
    const ModuleLoadResult result = loadModuleText(test::hostileModule("1 + abs(-2)"), file);
    INFO(test::describe(result.diagnostics));
    CHECK(result.game);
    CHECK_FALSE(hasErrors(result.diagnostics));
}

TEST_CASE("7,000 nested parentheses are refused, not a stack overflow", "[loader][hostile]")
{
    const std::string issue = std::string(7000, '(') + "1" + std::string(7000, ')');
    CHECK_THAT(refusedExpression(issue).message, Catch::Contains("at most 4000 are allowed"));
    const std::string withinLength = std::string(1900, '(') + "1" + std::string(1900, ')');
    CHECK_THAT(refusedExpression(withinLength).message, Catch::Contains("nests more than 100 levels"));
}

TEST_CASE("7,000 nested abs( are refused", "[loader][hostile]")
{
    const std::string issue = test::repeated("abs(", 7000) + "1" + std::string(7000, ')');
    CHECK_THAT(refusedExpression(issue).message, Catch::Contains("at most 4000 are allowed"));
    const std::string withinLength = test::repeated("abs(", 700) + "1" + std::string(700, ')');
    CHECK_THAT(refusedExpression(withinLength).message, Catch::Contains("nests more than 100 levels"));
}

TEST_CASE("20,000 unary minus signs or 'not's are refused", "[loader][hostile]")
{
    CHECK_THAT(refusedExpression(std::string(20000, '-') + "1").message, Catch::Contains("at most 4000 are allowed"));
    CHECK_THAT(refusedExpression(test::repeated("not ", 20000) + "true").message,
               Catch::Contains("at most 4000 are allowed"));
    CHECK_THAT(refusedExpression(std::string(3990, '-') + "1").message, Catch::Contains("nests more than 100 levels"));
    CHECK_THAT(refusedExpression(test::repeated("not ", 990) + "true").message,
               Catch::Contains("nests more than 100 levels"));
}

TEST_CASE("a sum of 20,000 terms is refused", "[loader][hostile]")
{
    CHECK_THAT(refusedExpression("1" + test::repeated("+1", 19999)).message, Catch::Contains("at most 4000 are allowed"));
    CHECK_THAT(refusedExpression("1" + test::repeated("+1", 1990)).message, Catch::Contains("nests more than 100 levels"));
}

TEST_CASE("identical overlapping rows are reported ten pairs at a time, the rest counted", "[loader][hostile]")
{
    // 12 copies overlap in 66 pairs: 10 named, 56 counted.
    const ModuleLoadResult result = loadModuleText(test::hostileModule("1", 12), file);
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 11);
    CHECK_THAT(result.diagnostics[0].toString(),
               Catch::StartsWith(atLine(test::hostileFirstRowLine + 1))
                   && Catch::Contains("overlap at 1 in resolution of procedure 'fire'"));
    CHECK(result.diagnostics[10].toString()
          == atLine(test::hostileFirstRowLine + 11)
                 + "17: and 56 more pairs of overlapping rows in resolution of procedure 'fire'");
}

TEST_CASE("3,000 identical table rows are refused in one message", "[loader][hostile]")
{
    const ModuleLoadResult result = loadModuleText(test::hostileModule("1", 3000), file);
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].toString(),
               Catch::StartsWith(atLine(test::hostileFirstRowLine))
                   && Catch::EndsWith("'rows' of resolution of procedure 'fire' has 3000 items, more than the 200 allowed"));
}

TEST_CASE("29,000 identical table rows, just under the size limit, are refused in one message", "[loader][hostile]")
{
    const std::string text = test::hostileModule("1", 29000);
    REQUIRE(text.size() < maxModuleFileBytes);
    const ModuleLoadResult result = loadModuleText(text, file);
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].message, Catch::Contains("has 29000 items, more than the 200 allowed"));
}

TEST_CASE("a file reports at most 100 problems and counts the rest", "[loader][hostile]")
{
    // 150 rows within the limit, each with an unknown key: one problem per row.
    std::string text = test::hostileModule("1", 0);
    std::string rows;
    for (int roll = 1; roll <= 150; ++roll)
        rows += "      - {rolls: \"" + std::to_string(roll) + "\", result: NE, colour: red}\n";
    text.insert(text.find("    results:"), rows);
    const ModuleLoadResult result = loadModuleText(text, file);
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == maxDiagnosticsPerFile + 1);
    const Diagnostic& last = result.diagnostics.back();
    CHECK(last.severity == Diagnostic::Severity::Error);
    CHECK_THAT(last.toString(), Catch::StartsWith(file + ": and ") && Catch::Contains(" more problems not shown"));
}

TEST_CASE("over-long lists of a procedure are refused at their line", "[loader][hostile]")
{
    // Items added after the module's one input, or in place of its one result.
    std::string text = test::hostileModule("1");
    const auto afterFirstInput = text.find("    derived:");
    const int firstItemLine = test::hostileFirstInputLine;
    std::string expected;
    SECTION("inputs")
    {
        std::string inputs;
        for (std::size_t i = 0; i < maxInputs; ++i)
            inputs += "      - {id: in" + std::to_string(i) + ", label: In, type: boolean}\n";
        text.insert(afterFirstInput, inputs);
        expected = atLine(firstItemLine) + "7: 'inputs' of procedure 'fire' has 101 items, more than the 100 allowed";
    }
    SECTION("results")
    {
        std::string results = "    results:\n";
        for (std::size_t i = 0; i <= maxResults; ++i)
            results += "      - {code: R" + std::to_string(i) + ", label: R}\n";
        text.replace(text.find("    results:"), std::string::npos, results);
        expected = atLine(test::hostileFirstRowLine + 2)
                   + "7: 'results' of procedure 'fire' has 101 items, more than the 100 allowed";
    }
    SECTION("choices")
    {
        std::string input = "      - id: pick\n        label: Pick\n        type: choice\n        options:\n";
        for (std::size_t i = 0; i <= maxChoiceOptions; ++i)
            input += "          - {id: o" + std::to_string(i) + ", label: O}\n";
        text.insert(afterFirstInput, input);
        expected = atLine(firstItemLine + 5) + "11: 'options' of input 'pick' has 101 items, more than the 100 allowed";
    }
    const ModuleLoadResult result = loadModuleText(text, file);
    CHECK_FALSE(result.game);
    INFO(test::describe(result.diagnostics));
    REQUIRE_FALSE(result.diagnostics.empty());
    CHECK(result.diagnostics[0].toString() == expected);
}

TEST_CASE("a choice that lost its options is reported, and expressions naming its options are refused", "[loader][hostile]")
{
    // Found by the module fuzzer (tests/data/fuzz/module/crash-choice-without-options): the
    // checker read the options of a choice that had none.
    std::string text = test::hostileModule("if(quality == poor, 1, 0)");
    text.insert(text.find("    derived:"), "      - {id: quality, label: Quality, type: choice}\n");
    const ModuleLoadResult result = loadModuleText(text, file);
    CHECK_FALSE(result.game);
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.size() == 2);
    CHECK_THAT(result.diagnostics[0].toString(),
               Catch::StartsWith(atLine(test::hostileFirstInputLine + 1)) && Catch::Contains("missing key 'options'"));
    CHECK_THAT(result.diagnostics[1].toString(),
               Catch::StartsWith(atLine(test::hostileExpressionLine + 1))
                   && Catch::Contains("'poor' is not an option here; the choice has no options"));
}
