// SPDX-License-Identifier: GPL-3.0-or-later
// A worked example may say which notes of the result must be in force: a few words of each,
// all and only these, as its triggers are checked.

#include "engine/game.h"
#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <string>

using namespace umpire;

namespace {

std::string moduleWithNotes(const std::string& rolls)
{
    return R"(format: 1
game:
  id: notes-test
  title: Notes test
  sides: [{id: red, label: Red}, {id: blue, label: Blue}]
procedures:
  - id: charge
    label: Charge
    rule: "1"
    inputs:
      - {id: guns, label: Guns in the hex, type: boolean, rule: "1"}
      - {id: river, label: Across a river, type: boolean, rule: "1"}
    dice: 1d6
    resolution:
      kind: table
      rows:
        - {rolls: "..3", result: R}
        - {rolls: "4..", result: H}
    results:
      - code: R
        label: Repulsed
        notes:
          - {when: "guns", text: "The guns stay in the hex.", rule: "1"}
          - {when: "river", text: "The river holds the retreat.", rule: "1"}
      - {code: H, label: Holds}
    examples:
      - name: "Guns and a river"
        set: {guns: true, river: true}
        expect:
          rolls:
)" + rolls;
}

}  // namespace

TEST_CASE("an example's notes name the notes in force, all and only these", "[loader][examples]")
{
    const auto disagreements = [](const std::string& rolls) {
        const ModuleLoadResult result = loadModuleText(moduleWithNotes(rolls), "notes.yaml");
        INFO(test::describe(result.diagnostics));
        REQUIRE(result.game.has_value());
        return checkModuleExamples(*result.game);
    };
    const auto checked = [&](const std::string& rolls) { return test::describe(disagreements(rolls)); };
    // In either order, each by a few of its words; a result with none in force checks an empty list.
    const auto agreeing = disagreements("            - {dice: \"1\", result: R, notes: [river holds, guns stay]}\n"
                                        "            - {dice: \"5\", result: H, notes: []}\n");
    INFO(test::describe(agreeing));
    CHECK(agreeing.empty());
    // A note in force that the example leaves out.
    CHECK_THAT(checked("            - {dice: \"1\", result: R, notes: [guns stay]}\n"),
               Catch::Contains("expected notes holding ['guns stay'], got ['The guns stay in the hex.', "
                               "'The river holds the retreat.']"));
    // A note the result does not give.
    CHECK_THAT(checked("            - {dice: \"5\", result: H, notes: [guns stay]}\n"),
               Catch::Contains("expected notes holding ['guns stay'], got []"));
    // One note cannot answer for two expected texts.
    CHECK_THAT(checked("            - {dice: \"1\", result: R, notes: [The, The, The]}\n"),
               Catch::Contains("expected notes holding ['The', 'The', 'The']"));
}

TEST_CASE("an example's notes need words", "[loader][examples]")
{
    const ModuleLoadResult empty = loadModuleText(moduleWithNotes("            - {dice: \"1\", notes: [\"\"]}\n"), "empty.yaml");
    CHECK_FALSE(empty.game.has_value());
    CHECK_THAT(test::describe(empty.diagnostics), Catch::Contains("notes") && Catch::Contains("an empty text"));
}
