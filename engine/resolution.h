#pragma once

#include "assessment.h"
#include "dice.h"
#include "situation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

struct ResultDefinition;

/// The outcome of one throw: the result code with its meaning, or a request to read the
/// printed chart when our sources lack the cell.
struct Outcome {
    std::string code;              ///< Empty when the chart must be read.
    bool chartNeeded = false;
    std::string rowLabel;          ///< The table row used, as "7..".
    const ResultDefinition* definition = nullptr;
    std::string label;             ///< Count procedures: filled from the legend.
    std::string text;
    std::vector<std::string> notes;  ///< Conditional notes in force.
};

/// A follow-up roll called for by the result, ready to be resolved.
struct FollowUpRequest {
    std::string label;
    Situation situation;
};

/// One roll resolved: the dice as they fell, the natural and modified roll, the outcome.
struct Resolution {
    DiceThrow dice;
    std::int64_t natural = 0;
    std::int64_t modified = 0;       ///< After die modifiers (per-die counts: natural + total).
    std::int64_t row = 0;            ///< Modified roll after any clamp: the row actually read.
    bool clamped = false;
    Outcome outcome;
    std::optional<FollowUpRequest> followUp;
};

}  // namespace umpire
