// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// What a worked example expects for one throw of the dice.
struct ExpectedRoll {
    std::vector<std::int64_t> dice;
    std::string result;  ///< Result code.
    std::optional<std::int64_t> modified;
};

/// A situation from a rule text (or computed by hand) with what the rules say it gives.
/// Inputs are kept as the text the module wrote; the runner parses them like a player's entry.
struct WorkedExample {
    std::string name;
    std::string rule;
    std::string source;  ///< "rule text" or "hand-computed", with who/what checked it.
    int line = 0;        ///< Where it stands in the module, for reports.
    std::map<std::string, std::string> inputs;
    /// Units inputs: each unit's fields as text.
    std::map<std::string, std::vector<std::map<std::string, std::string>>> unitInputs;

    std::optional<std::int64_t> dieModifierTotal;
    std::optional<std::int64_t> columnShiftTotal;
    std::optional<std::string> column;
    std::optional<std::int64_t> target;
    std::optional<std::int64_t> attackerStrength;
    std::optional<std::int64_t> defenderStrength;
    std::optional<std::int64_t> diceCount;
    /// Modifier id -> value it must contribute (0 when it must not apply).
    std::map<std::string, std::int64_t> modifierValues;
    /// Result code -> exact probability as "a/b".
    std::map<std::string, std::string> distribution;
    std::vector<ExpectedRoll> rolls;
    /// Ids of the interpretations that must be in force, all and only these.
    std::optional<std::vector<std::string>> interpretations;
    /// Set when the situation must be refused; the text must appear in the refusal.
    std::optional<std::string> refusal;
};

}  // namespace umpire
