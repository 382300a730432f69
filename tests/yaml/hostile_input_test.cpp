// SPDX-License-Identifier: GPL-3.0-or-later
// Files built to exhaust the loader are refused before anything is expanded.

#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

using namespace umpire;

namespace {

std::string moduleWithPadding(std::size_t bytes)
{
    std::string text = "format: 1\n";
    const std::string line = "# padding padding padding padding padding padding padding padding padding\n";
    while (text.size() < bytes)
        text += line;
    return text;
}

}  // namespace

TEST_CASE("a file over 1 MiB is refused before it is read", "[loader][hostile]")
{
    const test::TemporaryDirectory directory("umpire-yaml-oversized");
    const auto path = directory.write("huge.yaml", moduleWithPadding(maxModuleFileBytes + 1));
    const std::string size = std::to_string(std::filesystem::file_size(path));

    const ModuleLoadResult result = loadModuleFile(path);
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].toString()
          == path.generic_string() + ": refused: the file is " + size + " bytes, more than the 1048576 a module may have");
}

TEST_CASE("text over 1 MiB is refused before it is parsed", "[loader][hostile]")
{
    const ModuleLoadResult result = loadModuleText(moduleWithPadding(maxModuleFileBytes + 1), "huge.yaml");
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK_THAT(result.diagnostics[0].message, Catch::StartsWith("refused: the file is "));
}

TEST_CASE("nesting is refused past 32 levels and accepted up to it", "[loader][hostile]")
{
    // The top mapping is level 1, so a flow list at level 2 holding 31 more lists reaches 33.
    const auto nested = [](int lists) { return "summary: " + std::string(lists, '[') + std::string(lists, ']') + "\n"; };

    const ModuleLoadResult deep = loadModuleText(nested(32), "deep.yaml");
    REQUIRE_FALSE(deep.diagnostics.empty());
    CHECK(deep.diagnostics[0].toString() == "deep.yaml:1:41: refused: nesting deeper than 32 levels");

    const ModuleLoadResult shallow = loadModuleText(nested(31), "shallow.yaml");
    for (const auto& diagnostic : shallow.diagnostics)
        CHECK_THAT(diagnostic.message, !Catch::Contains("nesting"));
}

TEST_CASE("an alias bomb is refused without expanding it", "[loader][hostile]")
{
    // Each level doubles the one before; expanded, the last would hold 2^30 scalars.
    std::string text = "a0: &a0 [x, x]\n";
    for (int level = 1; level <= 30; ++level) {
        const std::string name = std::to_string(level);
        const std::string previous = std::to_string(level - 1);
        text += "a" + name + ": &a" + name + " [*a" + previous + ", *a" + previous + "]\n";
    }
    const ModuleLoadResult result = loadModuleText(text, "bomb.yaml");
    CHECK_FALSE(result.game);
    REQUIRE_FALSE(result.diagnostics.empty());
    CHECK(result.diagnostics[0].toString()
          == "bomb.yaml:1:5: refused: YAML anchor '&a0': modules may not use anchors or aliases; write the value out");
    // Reports are capped: a hostile file does not flood the output.
    CHECK(result.diagnostics.size() <= 11);
}

TEST_CASE("a second YAML document is refused", "[loader][hostile]")
{
    const ModuleLoadResult result = loadModuleText("format: 1\n---\nformat: 1\n", "two.yaml");
    CHECK_FALSE(result.game);
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics[0].toString()
          == "two.yaml:2:1: refused: a second YAML document ('---'): a module file holds exactly one");
}

TEST_CASE("a stray comma that sends yaml-cpp round in circles is a syntax error, not a hang", "[loader][hostile]")
{
    // yaml-cpp 0.7 reports empty documents for ever on a ',' outside brackets; found by fuzzing.
    for (const char* text : {",", ", label: Support}\nformat: 1\n", "\n,\n"}) {
        INFO(text);
        const ModuleLoadResult result = loadModuleText(text, "comma.yaml");
        CHECK_FALSE(result.game);
        REQUIRE_FALSE(result.diagnostics.empty());
        CHECK_THAT(result.diagnostics.back().toString(), Catch::Contains("stray ','"));
    }
}
