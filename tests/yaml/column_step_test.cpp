// SPDX-License-Identifier: GPL-3.0-or-later
// beyond_last's step: virtual columns past the last one, counted before shifts.

#include "engine/game.h"
#include "engine/resolution_method.h"
#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

using namespace umpire;

namespace {

std::string gridModule(const std::string& beyondFirst, const std::string& beyondLast)
{
    return R"(format: 1
game:
  id: step-test
  title: Step test
  sides: [{id: red, label: Red}, {id: blue, label: Blue}]
procedures:
  - id: combat
    label: Combat
    rule: "1"
    inputs:
      - {id: attack, label: Attack, type: integer, min: 0, max: 99, rule: "1"}
      - {id: defence, label: Defence, type: integer, min: 1, max: 99, rule: "1"}
      - {id: shift, label: Shift, type: integer, min: -5, max: 5, default: 0, rule: "1"}
    modifiers:
      - {id: shift, label: Shift, rule: "1", kind: shift, value: "shift"}
    dice: 1d6
    resolution:
      kind: grid
      column:
        by: ratio
        attacker: "attack"
        defender: "defence"
        beyond_first: )" + beyondFirst + R"(
        beyond_last: )" + beyondLast + R"(
      columns:
        - {id: "1/1"}
        - {id: "2/1", at_least: "1.5"}
        - {id: "3/1", at_least: "2.5"}
      rows:
        - {rolls: "..3", cells: [A, A, D]}
        - {rolls: "4..", cells: [A, D, D]}
    results:
      - {code: A, label: A}
      - {code: D, label: D}
    examples:
      - name: "9:2 is two columns past 3/1; one shift left leaves one"
        set: {attack: "9", defence: "2", shift: "-1"}
        expect: {column: "3/1", drm: 1, shift: -1}
      - name: "3:1 needs no virtual column"
        set: {attack: "3", defence: "1"}
        expect: {column: "3/1", drm: 0}
      - name: "5:1 two past, two shifts left: back on 3/1"
        set: {attack: "5", defence: "1", shift: "-2"}
        expect: {column: "3/1", drm: 0}
      - name: "7:2 one past, two shifts left: 2/1"
        set: {attack: "7", defence: "2", shift: "-2"}
        expect: {column: "2/1", drm: 0}
)";
}

}  // namespace

TEST_CASE("beyond_last's step counts virtual columns before shifts", "[loader][grid]")
{
    const ModuleLoadResult result = loadModuleText(gridModule("clamp", "{drm_per_column: 1, step: 1}"), "step.yaml");
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.empty());
    REQUIRE(result.game.has_value());
    const auto* grid = std::get_if<GridMethod>(&result.game->procedures.front().method);
    REQUIRE(grid != nullptr);
    REQUIRE(grid->scale.beyondLast.step.has_value());
    CHECK(*grid->scale.beyondLast.step == Fraction(1));
    CHECK_FALSE(grid->scale.beyondFirst.step.has_value());
    const auto disagreements = checkModuleExamples(*result.game);
    INFO(test::describe(disagreements));
    CHECK(disagreements.empty());
}

TEST_CASE("without step the last column stays open-ended", "[loader][grid]")
{
    const ModuleLoadResult result = loadModuleText(gridModule("clamp", "{drm_per_column: 1}"), "open.yaml");
    REQUIRE(result.game.has_value());
    const auto* grid = std::get_if<GridMethod>(&result.game->procedures.front().method);
    REQUIRE(grid != nullptr);
    CHECK_FALSE(grid->scale.beyondLast.step.has_value());
    // 9:2 with one shift left now reads 2/1 with no die modifier, so the first example disagrees.
    CHECK_FALSE(checkModuleExamples(*result.game).empty());
}

TEST_CASE("a bad or misplaced step is reported", "[loader][grid]")
{
    const ModuleLoadResult zero = loadModuleText(gridModule("clamp", "{drm_per_column: 1, step: 0}"), "zero.yaml");
    CHECK_FALSE(zero.game.has_value());
    CHECK(test::describe(zero.diagnostics).find("step") != std::string::npos);
    const ModuleLoadResult word = loadModuleText(gridModule("clamp", "{drm_per_column: 1, step: wide}"), "word.yaml");
    CHECK_FALSE(word.game.has_value());
    const ModuleLoadResult first =
        loadModuleText(gridModule("{drm_per_column: 1, step: 1}", "{drm_per_column: 1, step: 1}"), "first.yaml");
    CHECK_FALSE(first.game.has_value());
    CHECK(test::describe(first.diagnostics).find("beyond the last column only") != std::string::npos);
}
