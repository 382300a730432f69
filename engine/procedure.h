// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice.h"
#include "expression.h"
#include "input_spec.h"
#include "interpretation.h"
#include "luck_order.h"
#include "modifier.h"
#include "resolution_method.h"
#include "result_definition.h"
#include "shown_value.h"
#include "worked_example.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

class LaterReads;
class ThrowSlots;

/// A heading under which the form groups inputs (attacker, defender, terrain, support, markers).
struct InputGroup {
    std::string id;
    std::string label;
};

/// A condition every situation must meet, with the message shown when it does not.
struct Constraint {
    std::string id;
    Expression require;
    std::string message;  ///< {name} is replaced by that input or derived value.
    std::string rule;
    /// Reads what the assessment finds (the column, the odds, the strengths, a shown value):
    /// checked once the column is found, before any die. Only in a procedure of one step.
    bool afterColumn = false;
};

/// A named value computed from inputs and earlier derived values.
struct DerivedValue {
    std::string id;
    std::string label;
    Expression value;
};

/// One kind of roll the players make: combat, bombardment, rally, a test...
/// Immutable once loaded; a Situation refers to it by id.
///
/// A procedure may be a chain of `steps`, each thrown at the table in turn with its own dice
/// (CoN battle: bombardment, then the rounding die, then the battle dice). Each step is
/// itself a Procedure without inputs or constraints: it reads the procedure's inputs and
/// derived values and everything earlier steps published (their dice, derived values, totals
/// and outputs). A procedure without steps is its own single step.
struct Procedure {
    std::string id;
    std::string label;
    std::string rule;
    std::string summary;
    int line = 0;  ///< Where it stands in its module, for reports; 0 when not read from a file.
    /// Only reached as the follow-up of another procedure's result.
    bool followUpOnly = false;

    std::vector<InputGroup> groups;
    std::vector<InputSpec> inputs;
    std::vector<DerivedValue> derived;  ///< In evaluation order: each uses only earlier ones.
    std::vector<Constraint> constraints;
    std::vector<Modifier> modifiers;
    std::vector<ModifierCap> caps;
    std::vector<SideTotal> totals;     ///< Named totals that `total` modifiers add to.
    DiceSpec dice;                     ///< When `namedDice` is empty.
    std::vector<NamedDice> namedDice;  ///< Dice that play different roles, each read by name.
    ResolutionMethod method;
    std::vector<ResultDefinition> results;
    std::vector<CountLegend> countLegends;  ///< Count procedures only.
    std::vector<ResultConversion> conversions;  ///< Applied to the code before its meaning is read.
    std::vector<OutputDefinition> outputs;
    std::vector<TriggerDefinition> triggers;
    /// The result in words the players act on ("French win: French lose 4 SP, ..."), filled in
    /// once the dice are thrown from the outputs, effects and everything known: the first case
    /// whose condition holds. Empty: the result's label is the headline.
    std::vector<ShownCase> headline;
    std::vector<Interpretation> interpretations;
    /// Shown with the ledger; a procedure's own are shown with its first step.
    std::vector<ShownValueSpec> shown;
    std::vector<WorkedExample> examples;
    /// Whom a good result favours and how the results rank for that side (its last step's
    /// results, or the hits of a count); absent when the module does not say or no dice are thrown.
    std::optional<LuckOrder> luck;
    std::vector<Procedure> steps;      ///< Empty: the procedure is its own single step.
    /// Where a throw keeps its values, set by compileThrowSlots() when the module loads.
    std::shared_ptr<const ThrowSlots> throwSlots;
    /// What the steps after each step read, set by compileLaterReads() when the module loads.
    std::shared_ptr<const LaterReads> laterReads;

    const InputSpec* input(std::string_view inputId) const;
    const ResultDefinition* result(std::string_view code) const;
    const TriggerDefinition* trigger(std::string_view triggerId) const;
    /// The steps thrown in turn: `steps`, or this procedure alone.
    std::size_t stepCount() const { return steps.empty() ? 1 : steps.size(); }
    const Procedure& step(std::size_t index) const { return steps.empty() ? *this : steps[index]; }
    /// True when the procedure throws no dice at all (a decision from the inputs alone).
    bool throwsNoDice() const;
    /// True when this step's dice are read as one sum, the natural and modified roll; false when
    /// each die is counted on its own (hits) or the dice play different roles (read by name).
    bool readsDiceAsOneSum() const;
};

}  // namespace umpire
