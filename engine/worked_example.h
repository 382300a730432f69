// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// What a worked example expects for one throw of one step's dice.
struct ExpectedThrow {
    /// Every die of the step in order (used when `named` is empty; empty without dice).
    std::vector<std::int64_t> dice;
    /// Named dice: each group's id and faces. The runner puts them in the step's order.
    std::vector<std::pair<std::string, std::vector<std::int64_t>>> named;
    std::optional<std::string> result;  ///< Result code.
    std::optional<std::int64_t> modified;
    /// Output id -> its value as text ("3", "5/2").
    std::map<std::string, std::string> outputs;
    /// Set: exactly these triggers fire.
    std::optional<std::vector<std::string>> triggers;
    /// Set: exactly this many notes of the result are in force, each holding one of these
    /// texts (notes have no ids: a few words of each name it, as a refusal is named).
    std::optional<std::vector<std::string>> notes;
    /// Cells read off the printed chart for this throw, by ChartQuestion key.
    std::map<std::string, std::string> chart;
};

/// A whole roll: one throw, or for a procedure of several steps each step's throw in turn
/// (`result` is then the final result).
struct ExpectedRoll : ExpectedThrow {
    std::vector<ExpectedThrow> steps;
};

/// A situation from a rule text (or computed by hand) with what the rules say it gives.
/// Inputs are kept as the text the module wrote; the runner parses them like a player's entry.
struct WorkedExample {
    std::string name;
    std::string rule;
    std::string source;  ///< "rule text" or "hand-computed", with who/what checked it.
    int line = 0;        ///< Where it stands in the module, for reports.
    std::map<std::string, std::string> inputs;
    /// Units inputs: each unit's fields as text.
    std::map<std::string, std::vector<std::map<std::string, std::string>>> unitInputs;
    /// Game options chosen for the example, as text.
    std::map<std::string, std::string> options;
    /// Cells the players read off their printed chart, by ChartQuestion key.
    std::map<std::string, std::string> chart;

    std::optional<std::int64_t> dieModifierTotal;
    std::optional<std::int64_t> columnShiftTotal;
    std::optional<std::string> column;
    std::optional<std::int64_t> target;
    std::optional<Fraction> attackerStrength;
    std::optional<Fraction> defenderStrength;
    std::optional<std::int64_t> diceCount;
    /// Modifier id -> value it must contribute (0 when it must not apply); for a strength
    /// factor, the factor (1 when it must not apply).
    std::map<std::string, Fraction> modifierValues;
    /// Shown value id -> its text as shown (any step the example's rolls reach).
    std::map<std::string, std::string> shown;
    /// Result code -> exact probability as "a/b".
    std::map<std::string, std::string> distribution;
    /// Side totals after their modifiers (any step the example's rolls reach).
    std::map<std::string, std::int64_t> totals;
    /// Output id -> its value as text ("none": not computed; "?": waits for the chart) ->
    /// exact probability "a/b".
    std::map<std::string, std::map<std::string, std::string>> outputChances;
    /// Trigger id -> exact probability that it fires.
    std::map<std::string, std::string> triggerChances;
    /// Set when the assessment must stop and ask for this table (lookup or step id) first.
    std::optional<std::string> question;
    std::vector<ExpectedRoll> rolls;
    /// Ids of the interpretations that must be in force, all and only these.
    std::optional<std::vector<std::string>> interpretations;
    /// Set when the situation must be refused; the text must appear in the refusal.
    std::optional<std::string> refusal;
};

}  // namespace umpire
