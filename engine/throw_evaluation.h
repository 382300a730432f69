// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "chart_question.h"
#include "refusal.h"
#include "resolution.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

struct Game;
class ThrowFrame;

/// How much of a throw's evaluation its caller reads.
enum class ThrowDetail {
    Counted,    ///< The exact odds of a last step: codes, output values and trigger ids only;
                ///< a result cell left to the players is only marked chartNeeded, without its question.
    Published,  ///< Also the names given to later steps (`published`).
    Shown,      ///< Also every label and explanation, for a roll shown to the players.
};

/// What one throw of a step gives, computed the same way for a real roll and for every
/// outcome counted by the exact odds.
struct ThrowEvaluation {
    std::int64_t natural = 0;
    std::int64_t modified = 0;
    std::int64_t row = 0;
    bool clamped = false;
    Outcome outcome;                       ///< Code, or the chart question; no texts yet.
    /// While the result waits for the chart: the results the step's conversions leave possible,
    /// in the step's order; empty when it may be any.
    std::vector<std::string> chartCodes;
    std::optional<ColumnReport> column;    ///< When the column reads the dice.
    std::vector<OutputValue> outputs;
    std::vector<FiredTrigger> triggers;
    /// Outputs and triggers that need the chart's result before they can be known.
    std::vector<std::string> unknown;
    std::vector<PlayerValue> playerValues;
    std::map<std::string, Value, std::less<>> published;  ///< Not filled for ThrowDetail::Counted.
    std::optional<Refusal> refusal;        ///< Arithmetic, a column past the table, a bad reading.
};

/// The dice of one throw, as the evaluation reads them.
struct ThrowDice {
    /// Each named group's total, in the step's order; or one entry, the natural total.
    std::vector<std::int64_t> totals;
    std::int64_t hits = 0;  ///< Count procedures.
};

/// Evaluates one throw: row, column, cell or outcome, outputs and triggers. `withTexts`
/// fills the explanations only a shown roll needs.
ThrowEvaluation evaluateThrow(const Game& game, const Assessment& a, const ThrowDice& dice, const ChartReadings& readings,
                              bool withTexts);

/// The same, keeping the throw's values in `frame`, which the exact odds reuse for every
/// throw so that counting allocates as little as it can. Below ThrowDetail::Shown, outputs
/// and triggers carry their id and value only.
ThrowEvaluation evaluateThrow(const Game& game, const Assessment& a, const ThrowDice& dice, const ChartReadings& readings,
                              ThrowFrame& frame, ThrowDetail detail);

}  // namespace umpire
