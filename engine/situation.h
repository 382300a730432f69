// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chart_question.h"
#include "value.h"

#include <map>
#include <string>

namespace umpire {

/// What the players entered for one roll: input id -> value. Inputs not set take their default.
/// Refers to its procedure by id; it is plain data, checked by the Resolver.
struct Situation {
    std::string game;
    std::string procedure;
    std::map<std::string, Value, std::less<>> values;
    /// Game options chosen for the play session; options not set take their default.
    std::map<std::string, Value, std::less<>> options{};
    /// Cells the players read off their printed chart, for values our sources lack.
    ChartReadings chartReadings{};
};

}  // namespace umpire
