// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"
#include "fraction.h"
#include "shown_value.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// A note shown with a result only in some situations (e.g. "HQs are neutralised, never eliminated").
struct ConditionalNote {
    std::optional<Expression> when;
    std::string text;
    std::string rule;
};

/// A roll the players make next because of a result (Verdun: neutralisation on 4-6).
struct FollowUp {
    std::string procedure;  ///< Id of a procedure of the same game.
    std::string label;
    /// Inputs of the follow-up procedure, computed from the parent's values.
    std::vector<std::pair<std::string, Expression>> inputs;
};

/// One result code and what it means, in our words.
struct ResultDefinition {
    std::string code;
    std::string label;   ///< Short: "Defender retreats".
    /// A word or two shown in place of the code where room is short (under a chance bar), for
    /// a code that is an identifier rather than a mark printed on the chart (RECOVERS, not DR).
    /// Empty: the code is shown.
    std::string shortLabel;
    std::string text;    ///< Full meaning.
    std::string rule;
    /// Choices the owning player makes (Duel of Eagles D2: retreat two, or lose a step and retreat one).
    std::vector<std::string> options;
    /// Numbers the result carries (CoN skirmish: french_losses, coalition_losses; battle
    /// losses in percent such as 5/2). Outputs, triggers and notes read them by name.
    std::map<std::string, Fraction> effects;
    std::vector<ConditionalNote> notes;
    std::optional<FollowUp> followUp;
};

/// A number computed after the roll and reported beside the result (losses as a percentage of
/// both forces, rounded; "at most half the force, rounded up").
struct OutputDefinition {
    std::string id;
    std::string label;
    std::string rule;
    std::optional<Expression> when;  ///< Absent: always computed.
    Expression value;
    /// Optional: how the value was reached, {name} filled in ("5% of 24 SP = 1.2, rounded to 1").
    /// The first case whose `when` holds is shown (a side without guns does not bombard, one
    /// with guns fires on a column); a single text is one case without `when`. Empty: none.
    std::vector<ShownCase> explain;
};

/// An event that fires on the dice or the situation whatever the result (a natural 1 on
/// opportunity fire gains a Low Ammo marker; an unmodified 9+ ends the phase).
struct TriggerDefinition {
    std::string id;
    std::string label;
    std::string rule;
    Expression when;
    std::string text;
};

/// A rule that turns one result into another in some situations, whatever the table gave
/// (Abbeville: indirect fire on vehicles turns any result into N). The first that applies wins.
struct ResultConversion {
    std::string id;
    std::string label;
    std::string rule;
    std::vector<std::string> from;   ///< Codes it converts; empty: any code.
    std::optional<Expression> when;  ///< Absent: always.
    std::string to;
};

/// For counting procedures: the wording of "N hits", chosen by the first matching `when`.
struct CountLegend {
    std::optional<Expression> when;
    std::string label;  ///< {hits} is replaced by the count.
    std::string text;
    std::string rule;
};

}  // namespace umpire
