#pragma once

#include "expression.h"

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
    std::string text;    ///< Full meaning.
    std::string rule;
    /// Choices the owning player makes (Duel of Eagles D2: retreat two, or lose a step and retreat one).
    std::vector<std::string> options;
    /// Numbers the result carries (CoN skirmish: french_losses, coalition_losses).
    std::map<std::string, std::int64_t> effects;
    std::vector<ConditionalNote> notes;
    std::optional<FollowUp> followUp;
};

/// For counting procedures: the wording of "N hits", chosen by the first matching `when`.
struct CountLegend {
    std::optional<Expression> when;
    std::string label;  ///< {hits} is replaced by the count.
    std::string text;
};

}  // namespace umpire
