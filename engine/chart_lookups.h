// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "chart_question.h"
#include "name_scope.h"

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

private:
    bool recorded(const std::string& key) const;

    const Game& game_;
    const ChartReadings& readings_;
    mutable std::vector<PlayerValue> used_;
};

/// Parses a number read off a chart: "3", "-1", "5/2" or "2.5"; nullopt otherwise.
std::optional<Value> parseChartNumber(const std::string& text);

}  // namespace umpire
