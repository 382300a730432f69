// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modifier_report.h"

#include <cstdint>
#include <string>
#include <vector>

namespace umpire {

struct Assessment;
struct Game;
struct Procedure;

/// One modifier of a later step as far as it is known before this step's dice.
struct EarlyModifier {
    /// Applied or not, with its value and reason, when `known`; else only its id, label, rule
    /// and total.
    ModifierReport report;
    /// False when it reads a value the dice still to throw decide (the odds after a bombardment).
    bool known = true;
};

/// A named total of a later step as far as its known modifiers go.
struct EarlyTotal {
    std::string id;
    std::string label;
    std::int64_t knownSum = 0;  ///< The known modifiers' sum.
    bool complete = true;       ///< Every modifier of the total is known: `knownSum` is the total.
};

/// The modifiers of one later step, worked out before the dice of the step being assessed.
struct LaterStepModifiers {
    const Procedure* step = nullptr;
    std::size_t stepIndex = 0;
    std::vector<EarlyModifier> modifiers;
    std::vector<EarlyTotal> totals;
};

/// The modifiers of the steps after `a`'s, so that the players see both sides' modifiers before
/// the first die (CoN battle: leaders, initiative and terrain are known before the bombardment;
/// the odds only after it). A modifier is worked out when every name it reads is known now
/// (inputs, options, derived values, the later step's derived values that read only those);
/// else it waits for the dice. Steps without modifiers are left out. A total is complete when
/// every modifier it adds up is known and its step has no cap.
std::vector<LaterStepModifiers> laterStepModifiers(const Game& game, const Assessment& a);

}  // namespace umpire
