// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fraction.h"

#include <cstdint>
#include <string>
#include <vector>

namespace umpire {

/// The exact chance of each result: how many of all equally likely dice outcomes give it.
struct OutcomeDistribution {
    struct Entry {
        std::string code;           ///< "" for "read the printed chart".
        std::uint64_t ways = 0;     ///< Dice outcomes giving this result.
        /// For "": the results the chart can still give when the step's conversions leave only
        /// some (Abbeville's indirect fire on vehicles: - or N), in the step's order; empty: any.
        std::vector<std::string> chartCodes = {};
        Fraction probability() const;
        double percent(std::uint64_t total) const;
    };
    std::uint64_t totalOutcomes = 0;  ///< All equally likely outcomes of the dice still to throw.
    std::vector<Entry> entries;       ///< Final results, in the order of the procedure's results.

    /// The chance of each value of one output ("value" is its text; "" when not computed).
    struct OutputChances {
        std::string id;
        std::string label;
        std::vector<Entry> values;  ///< Entry::code holds the value's text, ascending.
    };
    std::vector<OutputChances> outputs;
    /// What a later step will show before its own dice (who is advantaged and why), counted
    /// over the dice still to throw before it: the players see it before the first die.
    struct ShownChances {
        std::size_t stepIndex = 0;
        std::string id;
        std::string label;
        std::string rule;
        /// Entry::code holds the text as shown, most likely first; "" for the outcomes where it
        /// waits for a value read off the printed chart.
        std::vector<Entry> values;
    };
    std::vector<ShownChances> shownAhead;
    /// How many outcomes fire each trigger (triggers that never fire have 0 ways).
    std::vector<Entry> triggers;      ///< Entry::code holds the trigger id.
    /// Steps after the current one whose dice are counted too (ids), for reports.
    std::vector<std::string> stepsAhead;
    /// Set when the outcomes are too many to count exactly: why, and nothing else is filled.
    std::string notCounted;

    /// ways / totalOutcomes in lowest terms, as "5/36"; "0" or "1" at the extremes.
    std::string probabilityText(const Entry& entry) const;
    double percent(const Entry& entry) const;
    const Entry* find(const std::string& code) const;
};

}  // namespace umpire
