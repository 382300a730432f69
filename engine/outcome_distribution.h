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
        Fraction probability() const;
        double percent(std::uint64_t total) const;
    };
    std::uint64_t totalOutcomes = 0;  ///< sides^count
    std::vector<Entry> entries;       ///< In the order of the procedure's results.

    /// ways / totalOutcomes in lowest terms, as "5/36"; "0" or "1" at the extremes.
    std::string probabilityText(const Entry& entry) const;
    double percent(const Entry& entry) const;
    const Entry* find(const std::string& code) const;
};

}  // namespace umpire
