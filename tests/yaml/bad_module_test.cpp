// SPDX-License-Identifier: GPL-3.0-or-later
// Every bad input is its own small file under tests/data/modules; each case names the file,
// the exact line and column of the problem and the exact message.

#include "test_support.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace umpire;

namespace {

struct BadModule {
    const char* file;
    int line;
    int column;
    const char* message;
};

const Diagnostic* findDiagnostic(const std::vector<Diagnostic>& diagnostics, const BadModule& expected)
{
    const auto it = std::find_if(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) {
        return d.line == expected.line && d.column == expected.column && d.message == expected.message;
    });
    return it == diagnostics.end() ? nullptr : &*it;
}

}  // namespace

TEST_CASE("each bad module is refused with its message at the exact line and column", "[loader][bad]")
{
    const BadModule bad = GENERATE(values<BadModule>({
        {"syntax_error.yaml", 14, 9, "YAML syntax error: end of map flow not found"},
        {"unknown_key.yaml", 14, 5, "unknown key 'modifers' in procedure 'combat' (did you mean 'modifiers'?)"},
        {"missing_key.yaml", 13, 9, "missing key 'type' in input 'strength'"},
        {"wrong_type.yaml", 17, 14, "expected an integer for 'max' in input 'strength', got 'abc'"},
        {"duplicate_id.yaml", 14, 14, "duplicate input 'strength' in procedure 'combat' (first at line 13)"},
        {"duplicate_key.yaml", 12, 5, "duplicate key 'label' in procedure 'combat' (first at line 10)"},
        // A plain 7.10 is the number 7.1 to YAML; a quoted "7.2" is a rule reference.
        {"rule_as_number.yaml", 11, 11,
         "expected a rule reference in quotes (rule: \"7.10\") for 'rule' in procedure 'combat', got the number 7.10"},
        {"rule_as_number.yaml", 14, 76,
         "expected a rule reference in quotes (rule: \"7.10\") for 'rule' in input 'support', got the number 8"},
        // Inside a quoted expression: the scalar's mark, one for the quote, then the offset.
        {"expression_unknown_name.yaml", 19, 34,
         "unknown name 'strenght' (did you mean 'strength'?) (in 'when' of modifier 'strong')"},
        {"expression_unknown_name_plain.yaml", 19, 33,
         "unknown name 'strenght' (did you mean 'strength'?) (in 'when' of modifier 'strong')"},
        // A folded scalar does not map offsets to columns: the scalar's start.
        {"expression_unknown_name_block.yaml", 19, 15,
         "unknown name 'strenght' (did you mean 'strength'?) (in 'when' of modifier 'strong')"},
        {"expression_type_error.yaml", 20, 17, "'+' needs numbers, but this is a boolean (in 'value' of modifier 'forest')"},
        {"table_gap.yaml", 18, 9,
         "rows leave modified roll 5 without a result in resolution of procedure 'combat' (add a row or a clamp)"},
        {"table_overlap.yaml", 21, 19, "rows '3..4' and '4' overlap at 4 in resolution of procedure 'combat'"},
        {"result_without_legend.yaml", 19, 34,
         "result code 'DX' in row '4..' of procedure 'combat' has no legend (add it to the procedure's 'results')"},
        {"grid_cell_count.yaml", 25, 33, "row '4..' of procedure 'combat' has 2 cells, expected 3 (one per column)"},
        {"columns_not_ascending.yaml", 22, 33,
         "columns must ascend: column '3/2' starts at 3/2, not above column '2/1' at 2 in resolution of procedure 'combat'"},
        {"alias.yaml", 13, 9, "refused: YAML anchor '&strength': modules may not use anchors or aliases; write the value out"},
        {"alias.yaml", 14, 9, "refused: YAML alias ('*'): modules may not use anchors or aliases; write the value out"},
        {"too_deep.yaml", 12, 43, "refused: nesting deeper than 32 levels"},
        {"shown_two_ways.yaml", 15, 63,
         "key 'cases' does not apply to shown value 'odds' (a shown value is one of 'value', 'cases' and 'of')"},
        {"shown_column_without_grid.yaml", 15, 44,
         "key 'of' does not apply to shown value 'odds' (only a step resolved on a grid finds a column)"},
        {"shown_yes_or_no.yaml", 15, 55,
         "'strength > 3' for 'value' in shown value 'strong' does not fit: a shown value is a number or a choice; say a "
         "yes or no in words with 'cases'"},
        {"shown_without_value.yaml", 15, 9,
         "missing key 'value' in shown value 'strong' (a shown value has one of 'value', 'cases' and 'of')"},
        {"required_with_default.yaml", 14, 82,
         "key 'default' does not apply to input 'range' (a required input has no default: the players give it every time)"},
        {"required_unknown.yaml", 14, 76, "expected true, false or when_read for 'required' in input 'range', got 'maybe'"},
        {"required_yes_or_no.yaml", 14, 48,
         "key 'required' does not apply to input 'hill' (a yes-or-no input left unticked means no; give it the default that "
         "reads so)"},
        {"choice_default.yaml", 19, 18, "'elite' for 'default' in input 'quality' is not an option (options: poor, normal)"},
        {"integer_default.yaml", 13, 81, "'default' 9 in input 'strength' is outside 0..6"},
        {"follow_up_unknown_procedure.yaml", 24, 32,
         "unknown procedure 'pursuit' in 'procedure' of follow-up of result 'DR' (did you mean 'persuit'?)"},
        {"follow_up_unknown_input.yaml", 26, 20,
         "unknown input 'strenght' in 'inputs.strenght' of follow-up of result 'DR' (did you mean 'strength'?)"},
        {"follow_up_wrong_type.yaml", 26, 30,
         "expected an integer for 'inputs.strength' in follow-up of result 'DR', got a boolean"},
        {"example_unknown_names.yaml", 30, 15,
         "unknown input 'strenght' in 'set.strenght' of example 'Unknown input' (did you mean 'strength'?)"},
        {"example_unknown_names.yaml", 34, 30,
         "unknown modifier 'pour' in 'modifiers.pour' of expect of example 'Unknown modifier' (did you mean 'poor'?)"},
        {"example_unknown_names.yaml", 36, 24,
         "'elite' for 'set.quality' in example 'Unknown option' is not an option (options: poor, normal)"},
        {"placeholder_unknown.yaml", 17, 50,
         "unknown placeholder 'strenth' in 'message' of constraint 'enough' (did you mean 'strength'?)"},
        // A named die's label names its side from the step's shown values; a headline reads the throw.
        {"placeholder_unknown_die_label.yaml", 18, 31,
         "unknown placeholder 'secnd_name' in 'label' of procedure 'combat' (known: strength, first_name)"},
        {"placeholder_unknown_die_label.yaml", 29, 59,
         "unknown placeholder 'secon' in 'text' of case 1 of procedure 'combat' (did you mean 'second'?)"},
        {"unsupported_format.yaml", 1, 9, "unsupported format 2 (this program reads format 1)"},
        {"empty.yaml", 1, 1, "expected a mapping for the module, got an empty file"},
        {"test_outcomes_order.yaml", 19, 11,
         "outcome 1 of procedure 'combat' has no 'when' but is not the last (the ones after it are never reached)"},
        {"test_outcomes_order.yaml", 20, 18,
         "the last outcome of procedure 'combat' must have no 'when' (it applies when no other does)"},
        {"count_legends_order.yaml", 19, 9,
         "legend 1 of procedure 'combat' has no 'when' but is not the last (the ones after it are never reached)"},
        {"count_legends_order.yaml", 20, 16,
         "the last legend of procedure 'combat' must have no 'when' (it applies when no other does)"},
        {"explain_cases_order.yaml", 19, 13,
         "case 1 of output 'losses' has no 'when' but is not the last (the ones after it are never reached)"},
        {"explain_cases_order.yaml", 20, 20,
         "the last case of output 'losses' must have no 'when' (it applies when no other does)"},
        {"reserved_name.yaml", 13, 14,
         "'roll' is a reserved name in expressions and cannot name input 'roll' (choose another id)"},
        {"interpretation_names.yaml", 15, 14,
         "'drm_total' is a reserved name in expressions and cannot name derived value 'drm_total' (choose another id)"},
        {"interpretation_names.yaml", 26, 69, "unknown name 'colums_past' (did you mean 'columns_past'?) (in 'when' of interpretation 'past')"},
        {"interpretation_names.yaml", 29, 35,
         "unknown interpretation 'pats' in 'interpretations' of expect of example 'Unknown interpretation' (did you "
         "mean 'past'?)"},
        {"strength_without_side.yaml", 15, 9, "missing key 'side' in modifier 'dug_in'"},
        {"strength_without_side.yaml", 16, 61,
         "key 'side' does not apply to modifier 'height' (only strength modifiers name a side)"},
        {"chit_unknown_side.yaml", 10, 11, "unknown side 'green' in 'side' of chit 'ambush' (known: red, blue)"},
        {"chit_unknown_side.yaml", 12, 5, "missing key 'front' in chit 'rain'"},
        {"cap_unknown_group.yaml", 17, 59,
         "unknown modifier group 'artilery' in 'group' of cap 'gun_cap' (did you mean 'artillery'?)"},
        // Procedures of several dice and steps, lookup tables and game options.
        {"option_name_taken.yaml", 13, 14,
         "name 'bloody' of input 'bloody' is already taken by game option 'bloody' at line 7 (names read by "
         "expressions must differ)"},
        {"dice_name_taken.yaml", 16, 21,
         "name 'n' of named dice 'n' is already taken by input 'n' at line 11 (names read by expressions must differ)"},
        {"dice_name_taken.yaml", 26, 18,
         "name 'twice' of output 'twice' is already taken by output 'twice' at line 19 (names read by expressions must "
         "differ)"},
        {"lookup_keys_overlap.yaml", 13, 15, "keys '2..3' and '3..' overlap at 3 in 'rows' of lookup table 'losses'"},
        {"lookup_keys_mixed.yaml", 12, 15,
         "keys '1' and 'rifle' of 'rows' of lookup table 'losses' mix numbers and option ids (one table reads one kind "
         "of key on each side)"},
        {"lookup_value_count.yaml", 13, 27, "row 'mg' of lookup table 'attack' has 1 value, expected 2 (one per column)"},
        {"lookup_bad_value.yaml", 12, 29,
         "expected a number like 3, \"5/2\" or \"2.5\", or \"?\" for 'value' in row '2..' of lookup table 'losses', got "
         "'two'"},
        {"lookup_fractions_false.yaml", 13, 16,
         "key 'fractions' does not apply to lookup table 'losses' (a value is a fraction, so the table is one of fractions)"},
        {"lookup_duplicate_key.yaml", 13, 15, "duplicate row key 'rifle' in 'rows' of lookup table 'attack' (first at line 11)"},
        {"lookup_unknown_table.yaml", 19, 35,
         "unknown lookup table 'loses' (did you mean 'losses'?) (in 'value' of derived value 'lost')"},
        {"step_keys_on_procedure.yaml", 12, 5,
         "key 'dice' does not apply to procedure 'battle' (it has steps: move 'dice' into a step)"},
        {"too_many_named_dice.yaml", 13, 7, "'dice' of procedure 'battle' has 17 items, more than the 16 allowed"},
        {"named_dice_without_roll.yaml", 13, 9, "missing key 'roll' or 'count' in named dice 'french'"},
        {"total_unknown.yaml", 15, 68,
         "unknown total 'frnch_modifier' in 'total' of modifier 'guard' (did you mean 'french_modifier'?)"},
        {"target_modifier_outside_test.yaml", 13, 52,
         "'target' for 'kind' in modifier 'hq' does not fit: only a test has a target, and this one resolves by table"},
        {"cap_kind_strength.yaml", 15, 59,
         "'strength' for 'kind' in cap 'strength_cap' does not fit: strength and total modifiers belong to one side "
         "each; cap them through a 'group'"},
        {"group_mixes_kinds.yaml", 14, 82,
         "'support' for 'group' in modifier 'planes' does not fit: a group is capped as one sum, so its modifiers must "
         "all change the same thing as modifier 'guns'"},
        {"decision_with_dice.yaml", 12, 11,
         "'1d6' for 'dice' in procedure 'battle' does not fit: a decision throws no dice (write 'dice: none')"},
        {"count_named_dice.yaml", 14, 24,
         "'count' for 'kind' in resolution of procedure 'battle' does not fit: a count resolution counts unnamed dice "
         "(write dice like 3d6)"},
        // Names are visible only once resolution has computed them.
        {"named_dice_too_early.yaml", 15, 31,
         "'bonus' is not known here: total 'bonus' is known only once its step's modifiers are summed (in 'value' of "
         "derived value 'doubled')"},
        {"named_dice_too_early.yaml", 17, 66,
         "'french' is not known here: named dice 'french' is known only once its step is thrown (in 'when' of modifier "
         "'lucky')"},
        {"step_reads_later_name.yaml", 19, 51,
         "'late' is not known here: output 'late' is known only once its step's result is found (in 'value' of output "
         "'early')"},
        {"roll_in_modifier.yaml", 13, 69,
         "'roll' is not known here: 'roll' is known only after the dice are thrown (in 'when' of modifier 'high')"},
        {"roll_in_modifier.yaml", 17, 54,
         "'losses' is not known here: effect 'losses' is read only by outputs, triggers, and the notes and follow-up of "
         "its result (in 'when' of note 1 of result 'NE')"},
        {"output_named_like_effect.yaml", 18, 14,
         "name 'losses' of output 'losses' is already taken by effect 'losses' at line 15 (names read by expressions "
         "must differ)"},
        {"effect_missing.yaml", 18, 40,
         "'value' of output 'lost' reads effect 'percent', which result 'NE' does not give (give it in every result's "
         "'effects')"},
        {"conditional_output_read.yaml", 16, 53,
         "output 'extra' is computed only when its 'when' holds, so 'extra' cannot be read here (in 'value' of output "
         "'total')"},
        {"output_not_number.yaml", 16, 44, "expected a number or a condition for 'value' in output 'winner', got a choice of (red, blue)"},
        {"conversion_unknown_code.yaml", 16, 84,
         "result code 'X' in conversion 'vehicles' has no legend (add it to the procedure's 'results')"},
        {"example_named_dice.yaml", 22, 21,
         "unknown output 'margn' in 'outputs.margn' of expect of example 'Named dice' (did you mean 'margin'?)"},
        {"example_named_dice.yaml", 24, 34,
         "unknown named dice 'colition' in 'dice.colition' of roll 1 of example 'Named dice' (did you mean "
         "'coalition'?)"},
        {"example_named_dice.yaml", 24, 22, "missing key 'coalition' in 'dice' of roll 1 of example 'Named dice'"},
        // Whom a procedure's results favour: every result ranked once, as the procedure names them.
        {"luck_unknown_result.yaml", 25, 13, "unknown side 'atacker' in 'side' of luck of procedure 'combat' (did you mean 'attacker'?)"},
        {"luck_unknown_result.yaml", 26, 24,
         "unknown result 'NX' in 'best_first' of luck of procedure 'combat' (did you mean 'NE'?)"},
        {"luck_unknown_result.yaml", 26, 32, "duplicate result 'DR' in 'best_first' of luck of procedure 'combat' (first at line 26)"},
        {"luck_unknown_result.yaml", 26, 19,
         "result 'AR' is not ranked in 'best_first' of luck of procedure 'combat' (rank every result the dice can give)"},
        {"luck_unranked_result.yaml", 25, 15,
         "result 'NE' is not ranked in 'values' of luck of procedure 'combat' (rank every result the dice can give)"},
        {"luck_unranked_result.yaml", 37, 7,
         "key 'best_first' does not apply to luck of procedure 'rally' (a count's results are numbers of hits: rank "
         "them with 'hits: more_is_better' or 'hits: fewer_is_better')"},
        {"luck_unranked_result.yaml", 36, 7, "missing key 'hits' in luck of procedure 'rally'"},
        {"luck_unranked_result.yaml", 53, 7,
         "key 'hits' does not apply to luck of procedure 'pursuit' (only a count ranks its results by their number of "
         "hits)"},
        {"luck_unranked_result.yaml", 52, 7,
         "missing key 'best_first' in luck of procedure 'pursuit' (luck ranks the results with one of 'best_first' and "
         "'values')"},
        {"luck_without_dice.yaml", 23, 5,
         "key 'luck' does not apply to procedure 'contact' (it throws no dice, so no result is lucky or unlucky)"},
        {"luck_without_dice.yaml", 39, 7, "missing key 'favours' in luck of procedure 'combat'"},
    }));

    const auto path = test::dataPath(std::string("modules/") + bad.file);
    const ModuleLoadResult result = loadModuleFile(path);
    INFO(bad.file << "\n" << test::describe(result.diagnostics));
    CHECK_FALSE(result.game.has_value());
    const Diagnostic* found = findDiagnostic(result.diagnostics, bad);
    REQUIRE(found != nullptr);
    CHECK(found->severity == Diagnostic::Severity::Error);
    CHECK(found->file == path.generic_string());
    CHECK(found->toString()
          == path.generic_string() + ":" + std::to_string(bad.line) + ":" + std::to_string(bad.column) + ": "
              + bad.message);
}

TEST_CASE("a bad module reports only its own problem, not follow-on noise", "[loader][bad]")
{
    const auto [file, count] = GENERATE(table<const char*, std::size_t>({
        {"unknown_key.yaml", 1},
        {"missing_key.yaml", 1},
        {"wrong_type.yaml", 1},
        {"duplicate_id.yaml", 1},
        {"expression_unknown_name.yaml", 1},
        {"table_gap.yaml", 1},
        {"table_overlap.yaml", 1},
        {"result_without_legend.yaml", 1},
        {"grid_cell_count.yaml", 1},
        {"alias.yaml", 2},
        {"example_unknown_names.yaml", 3},
        {"option_name_taken.yaml", 1},
        {"lookup_keys_overlap.yaml", 1},
        {"lookup_value_count.yaml", 1},
        {"step_keys_on_procedure.yaml", 1},
        {"too_many_named_dice.yaml", 1},
        {"total_unknown.yaml", 1},
        {"decision_with_dice.yaml", 1},
        {"effect_missing.yaml", 1},
        {"conditional_output_read.yaml", 1},
        {"explain_cases_order.yaml", 2},
        {"step_reads_later_name.yaml", 1},
        {"luck_unknown_result.yaml", 4},
        {"luck_unranked_result.yaml", 5},
        {"luck_without_dice.yaml", 3},
    }));
    const ModuleLoadResult result = loadModuleFile(test::dataPath(std::string("modules/") + file));
    INFO(file << "\n" << test::describe(result.diagnostics));
    CHECK(result.diagnostics.size() == count);
}

TEST_CASE("the YAML path locates the problem inside the document", "[loader][bad]")
{
    const auto [file, path] = GENERATE(table<const char*, const char*>({
        {"wrong_type.yaml", "procedures[0].inputs[0].max"},
        {"unknown_key.yaml", "procedures[0].modifers"},
        {"duplicate_id.yaml", "procedures[0].inputs[1].id"},
        {"result_without_legend.yaml", "procedures[0].resolution.rows[1].result"},
        {"grid_cell_count.yaml", "procedures[0].resolution.rows[1].cells"},
        {"expression_unknown_name.yaml", "procedures[0].modifiers[0].when"},
        {"lookup_keys_overlap.yaml", "lookups[0].rows[2].key"},
        {"step_keys_on_procedure.yaml", "procedures[0].dice"},
        {"effect_missing.yaml", "procedures[0].outputs[0].value"},
        {"too_many_named_dice.yaml", "procedures[0].dice"},
        {"option_name_taken.yaml", "procedures[0].inputs[0].id"},
    }));
    const ModuleLoadResult result = loadModuleFile(test::dataPath(std::string("modules/") + file));
    INFO(test::describe(result.diagnostics));
    REQUIRE(result.diagnostics.size() == 1);
    CHECK(result.diagnostics.front().yamlPath == path);
}

TEST_CASE("every problem of a file is reported, not only the first", "[loader][bad]")
{
    const ModuleLoadResult result = loadModuleFile(test::dataPath("modules/many_problems.yaml"));
    INFO(test::describe(result.diagnostics));
    CHECK_FALSE(result.game);
    const std::vector<std::string> expected = {
        "2:12: expected an id of lower-case letters, digits and '-' for 'id' in game 'Bad_Id', got 'Bad_Id'",
        "9:14: duplicate input 'n' in procedure 'p' (first at line 8)",
        "8:45: expected an integer for 'max' in input 'n', got 'x'",
        "9:32: unknown key 'colour' in input 'n'",
        "10:11: expected dice like 1d6, 2d6 or {count: ..., sides: 6} for 'dice' in procedure 'p', got '3x6'",
        "11:61: result code 'Z' in row '1..' of procedure 'p' has no legend (add it to the procedure's 'results')",
        "11:37: rows leave modified roll 0 without a result in resolution of procedure 'p' (add a row or a clamp)",
    };
    std::vector<std::string> actual;
    for (const auto& diagnostic : result.diagnostics)
        actual.push_back(diagnostic.line == 0 ? diagnostic.message
                                              : std::to_string(diagnostic.line) + ":" + std::to_string(diagnostic.column)
                                                    + ": " + diagnostic.message);
    CHECK(actual == expected);
}
