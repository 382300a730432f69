// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "chart_question.h"
#include "expression.h"
#include "name_scope.h"

#include <optional>
#include <variant>
#include <vector>

namespace umpire {

struct Game;

/// Reads the game's lookup tables for lookup(): our cells, overlay cells and the players'
/// chart readings, in that order; throws ChartReadingNeeded when none has the value.
/// Remembers every value that came from the players, for the report and the log.
class ChartLookups : public LookupSource {
public:
    ChartLookups(const Game& game, const ChartReadings& readings) : game_(game), readings_(readings) {}

    Value read(const std::string& table, const Value& row, const Value* column) const override;

    const std::vector<PlayerValue>& playerValues() const { return used_; }

    /// Evaluates `expression` with `bindings` (which read their tables here): its value, or
    /// else the question of the first cell it reads that waits for the chart, as a caller
    /// catching ChartReadingNeeded would get, but without throwing it. Unwinding a deep
    /// expression costs more than the rest of a throw's evaluation, and the exact odds meet
    /// a cell left to the players on every throw that reads it. Once a cell is missing, every
    /// later read answers 0 without looking, and what the rest of the expression computes,
    /// or fails on, is discarded.
    std::variant<Value, ChartQuestion> valueOrQuestion(const Expression& expression, const Bindings& bindings) const;

private:
    bool recorded(const std::string& key) const;

    const Game& game_;
    const ChartReadings& readings_;
    mutable std::vector<PlayerValue> used_;
    /// While valueOrQuestion() evaluates: the first missing cell is kept here instead of thrown.
    mutable bool deferring_ = false;
    mutable std::optional<ChartQuestion> deferred_;
};

/// Parses a number read off a chart: "3", "-1", "5/2" or "2.5"; nullopt otherwise.
std::optional<Value> parseChartNumber(const std::string& text);

}  // namespace umpire
