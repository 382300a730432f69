// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "chart_question.h"
#include "dice.h"
#include "situation.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

struct ResultDefinition;
struct ResultConversion;

/// The outcome of one throw: the result code with its meaning, or a request to read the
/// printed chart when our sources lack the cell.
struct Outcome {
    std::string code;              ///< Empty when the chart must be read.
    bool chartNeeded = false;
    /// What to read off the printed chart when chartNeeded; answered through the
    /// situation's chart readings.
    std::optional<ChartQuestion> question;
    bool fromChart = false;        ///< The code was read off the printed chart by the players.
    std::string chartKey;          ///< fromChart: the cell's ChartQuestion::key in the readings.
    std::string convertedFrom;     ///< The code the table gave, when a conversion changed it.
    const ResultConversion* conversion = nullptr;
    std::string rowLabel;          ///< The table row used, as "7..".
    const ResultDefinition* definition = nullptr;
    std::string label;             ///< Count procedures: filled from the legend.
    /// The step's headline for this throw (Procedure::headline), empty when it has none.
    std::string headline;
    std::string text;
    std::string rule;              ///< The rule behind the result: its definition's, or its count legend's.
    std::vector<std::string> notes;  ///< Conditional notes in force.
};

/// A follow-up roll called for by the result, ready to be resolved.
struct FollowUpRequest {
    std::string label;
    Situation situation;
};

/// An output's value for one throw, with how it was reached.
struct OutputValue {
    std::string id;
    std::string label;
    std::string rule;
    Value value;
    std::string explanation;
};

/// A trigger that fired on this throw.
struct FiredTrigger {
    std::string id;
    std::string label;
    std::string rule;
    std::string text;
};

/// The faces of one named die or group, as thrown.
struct NamedThrow {
    std::string id;
    std::string label;
    std::vector<std::int64_t> faces;
    /// False when the group could not change anything and was not thrown (no faces).
    bool thrown = true;
    std::int64_t total() const;
};

/// One roll resolved: the dice as they fell, the natural and modified roll, the outcome.
struct Resolution {
    DiceThrow dice;
    std::int64_t natural = 0;
    std::int64_t modified = 0;       ///< After die modifiers (per-die counts: natural + total).
    std::int64_t row = 0;            ///< Modified roll after any clamp: the row actually read.
    bool clamped = false;
    /// Count procedures: the dice that hit. Each die is read on its own, so the natural and
    /// modified sums mean nothing there.
    std::optional<std::int64_t> hits;
    Outcome outcome;
    std::optional<FollowUpRequest> followUp;
    std::vector<NamedThrow> named;         ///< Named dice, in the procedure's order.
    std::optional<ColumnReport> column;    ///< When the column reads the dice.
    std::vector<OutputValue> outputs;      ///< Outputs computed (those whose `when` held).
    std::vector<FiredTrigger> triggers;
    std::vector<PlayerValue> playerValues; ///< Chart readings and overlay cells this throw used.
    /// Names this step gives the later steps: its dice, derived values, totals and outputs.
    std::map<std::string, Value, std::less<>> published;

    /// Whether the result was read on a row made of dice that play different roles (Abbeville's
    /// initiative: the French die less the German one), so the row is worth giving and a sum
    /// of the dice is not.
    bool rowReadFromNamedDice() const;
};

}  // namespace umpire
