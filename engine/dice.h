// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "expression.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// How many dice a procedure rolls and how many sides they have: "1d6", "2d6", or a count expression.
struct DiceSpec {
    /// Fixed count when `countExpression` is absent.
    std::int64_t count = 1;
    std::optional<Expression> countExpression;
    std::int64_t sides = 6;

    /// "1d6", "2d6", "Nd6"
    std::string describe() const;
    /// Parses "NdS" with N and S positive; nullopt otherwise.
    static std::optional<DiceSpec> parse(std::string_view text);
};

/// One named die or group of dice of a procedure ("French artillery die: 1d6"). Expressions
/// read it by its id as the total of its faces.
struct NamedDice {
    std::string id;
    std::string label;
    DiceSpec spec;
};

/// The dice actually thrown: every die as it fell.
struct DiceThrow {
    std::vector<std::int64_t> dice;
    std::int64_t sum() const;
    /// "3" or "3,5"
    std::string toString() const;
};

/// Parses "3" or "3,5" (comma separated die faces); nullopt on bad syntax. Faces are not range-checked here.
std::optional<std::vector<std::int64_t>> parseDiceList(std::string_view text);

}  // namespace umpire
