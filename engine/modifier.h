// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"

#include <optional>
#include <string>

namespace umpire {

/// What a modifier changes.
enum class ModifierKind {
    DieRoll,      ///< Added to the die roll.
    ColumnShift,  ///< Moves the table column: positive to the right.
    Strength,     ///< Added to the attacker's or defender's strength before the column is found.
    Target,       ///< Added to a test's target number, not to the roll (Abbeville: HQ neutralised -1).
    Total,        ///< Added to a named total of one side (CoN battle: the French and Coalition modifiers).
};

/// Whose strength a Strength modifier changes.
enum class StrengthSide { Attacker, Defender };

const char* modifierKindName(ModifierKind kind);
std::optional<ModifierKind> modifierKindFromName(std::string_view name);
const char* strengthSideName(StrengthSide side);

/// One line of a procedure's modifier stack, with its rule reference.
struct Modifier {
    std::string id;
    std::string label;
    std::string rule;
    ModifierKind kind = ModifierKind::DieRoll;
    StrengthSide side = StrengthSide::Attacker;  ///< Strength only.
    /// Optional: the modifier applies only when this is true.
    std::optional<Expression> when;
    /// Integer value; for a column shift, columns to the right.
    Expression value;
    /// Strength only, in place of `value`: the side's strength is multiplied by this exact
    /// number (1/2 halves it), after every added strength. See StrengthChange.
    std::optional<Expression> factor;
    /// Shown when the condition is false; {name} is replaced by that input or derived value.
    std::string notApplied;
    /// Optional: shown when it applies, same placeholders (e.g. "2 batteries, halved in forest").
    std::string applied;
    /// Optional: the cap group this modifier belongs to.
    std::string group;
    /// Total only: the id of the procedure's total it adds to.
    std::string total;
};

/// A named sum of one side's modifiers (kind `total`), read by expressions after the modifiers.
struct SideTotal {
    std::string id;
    std::string label;
};

/// A limit on the sum of a group of modifiers, or on a whole kind (all die modifiers, all shifts).
struct ModifierCap {
    std::string id;
    std::string label;
    std::string rule;
    /// Either a group name, or empty with `kind` set to cap every modifier of that kind.
    std::string group;
    std::optional<ModifierKind> kind;
    std::optional<Expression> min;
    std::optional<Expression> max;
};

}  // namespace umpire
