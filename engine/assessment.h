// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart_question.h"
#include "modifier_report.h"
#include "name_scope.h"
#include "situation.h"
#include "strength_change.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

struct Procedure;
struct Interpretation;

/// How the column was found: the strengths, the raw value, the shifts and any overflow.
struct ColumnReport {
    /// Ratio and difference: each side's strength after its modifiers, exact (8 1/2).
    std::optional<Fraction> attackerStrength;
    std::optional<Fraction> defenderStrength;
    /// The odds, difference or value the column is found from; absent at odds against 0.
    std::optional<Fraction> value;
    std::string valueText;           ///< "12 : 5 = 2.4", "8½ : 4 = 2.13", "+3", "7".
    /// Column before shifts; past the last column when the scale counts columns beyond it.
    std::int64_t baseIndex = 0;
    std::int64_t shift = 0;          ///< Net shift, positive to the right.
    std::size_t index = 0;           ///< Column used.
    std::string id;
    std::string label;
    std::int64_t overflowColumns = 0;  ///< Columns pushed past an edge (negative: past the first).
    std::int64_t overflowDieModifier = 0;
};

/// A value read from a lookup table whose source is the players' own: a chart reading or
/// their overlay. Shown in the report and kept in the log.
struct PlayerValue {
    std::string key;    ///< ChartQuestion key.
    std::string label;  ///< "Table 1, rifle, 3 hexes"
    std::string value;
    bool fromOverlay = false;  ///< Else read off the chart for this situation.
};

/// A named total of one side after its modifiers (CoN: the French modifier).
struct TotalReport {
    std::string id;
    std::string label;
    std::int64_t value = 0;
};

/// A shown value as found for a situation: the value as a player reads it.
struct ShownReport {
    std::string id;
    std::string label;
    std::string value;  ///< "3", "8 1/2", a choice's label, a case's text, "2:1".
    std::string rule;
};

/// A game option that the procedure reads, with the value chosen for the session.
struct OptionReport {
    std::string id;
    std::string label;
    std::string rule;
    std::string value;       ///< As an expression reads it: "true", or a choice's id.
    std::string valueLabel;  ///< As a player reads it: a choice's label; else the value.
};

/// Everything known about a situation before the dice: modifiers, caps, column, target, dice.
/// The distribution and every roll are computed from it. For a procedure of several steps it
/// describes one step, with the dice of the earlier steps already thrown.
struct Assessment {
    const Procedure* procedure = nullptr;  ///< The step being assessed (the procedure itself when it has none).
    const Procedure* chain = nullptr;      ///< The whole procedure.
    std::size_t stepIndex = 0;
    Situation situation;
    Bindings values;  ///< Inputs (with defaults filled in), options, derived values, earlier steps' names.
    std::vector<ModifierReport> modifiers;
    std::vector<CapReport> caps;
    std::int64_t dieModifierTotal = 0;  ///< Including any column overflow.
    std::optional<ColumnReport> column;
    std::optional<std::int64_t> target;  ///< Test procedures, after target modifiers.
    std::int64_t targetModifierTotal = 0;
    /// Kept for a column that reads the dice, found for each throw.
    std::int64_t columnShiftTotal = 0;
    StrengthChange attackerStrength;
    StrengthChange defenderStrength;
    std::vector<TotalReport> totals;
    std::int64_t diceCount = 1;          ///< Unnamed dice; with named dice, the sum of their counts.
    std::int64_t diceSides = 6;
    /// Named dice: id, label, count and sides for this situation.
    struct DiceGroup {
        std::string id;
        std::string label;
        std::int64_t count = 1;
        std::int64_t sides = 6;
        /// False when no face of this group can change anything in this situation: not thrown.
        bool needed = true;
    };
    std::vector<DiceGroup> diceGroups;
    /// False when none of the step's dice can change anything in this situation: the result
    /// is certain, and no die is thrown (markDiceNotNeeded).
    bool diceNeeded = true;
    std::vector<const Interpretation*> interpretations;  ///< In force for this situation.
    std::vector<OptionReport> options;   ///< Game options the procedure reads.
    std::vector<ShownReport> shown;      ///< The procedure's and this step's shown values.
    std::vector<PlayerValue> playerValues;
    /// Set when resolution needs a value our sources lack before the dice: ask, add the
    /// reading to the situation, assess again. Nothing after it was computed.
    std::optional<ChartQuestion> question;
};

}  // namespace umpire
