// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "chart_question.h"
#include "name_scope.h"

#include <optional>
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

    /// While deferring, a cell left to the players does not throw ChartReadingNeeded: read()
    /// keeps the first one's question and answers 0, and every later read answers 0 without
    /// looking. The caller checks hasDeferred() after each expression it evaluates, and then
    /// discards what the expression computed (or failed on) and takes the question: what a
    /// caller catching ChartReadingNeeded would get, without unwinding a deep expression,
    /// which costs more than the rest of a throw's evaluation (the exact odds meet such a
    /// cell on every throw of a chart left to the players).
    void setDeferring(bool deferring) const { deferring_ = deferring; }
    bool hasDeferred() const { return deferred_.has_value(); }
    ChartQuestion takeDeferred() const;

private:
    bool recorded(const std::string& key) const;

    const Game& game_;
    const ChartReadings& readings_;
    mutable std::vector<PlayerValue> used_;
    /// While deferring: the first missing cell, kept here instead of thrown.
    mutable bool deferring_ = false;
    mutable std::optional<ChartQuestion> deferred_;
};

/// Parses a number read off a chart: "3", "-1", "5/2" or "2.5"; nullopt otherwise.
std::optional<Value> parseChartNumber(const std::string& text);

}  // namespace umpire
