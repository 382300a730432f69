// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fraction.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace umpire {

/// Which side a procedure's good results favour and how its results rank for that side, so the
/// luck of a roll can be told (issue 48). Only a procedure that throws dice has one. The ranks
/// are keyed by what the procedure's chances are keyed by: the result codes of its last step,
/// or the number of hits of a count.
struct LuckOrder {
    /// How the results rank: by a value per result code, or by the number of hits.
    enum class Ranking { Results, MoreHits, FewerHits };

    std::string favours;  ///< Whom a good result favours, in our words: "The attacker".
    /// The side it favours when the module names it: "attacker", "defender" or a game side's id;
    /// empty when only `favours` says it (the tested unit's owner).
    std::string side;
    Ranking ranking = Ranking::Results;
    /// Ranking::Results: each result code's value for the favoured side, higher is better
    /// (`best_first` gives the first the highest); results of equal value are as good.
    std::map<std::string, Fraction, std::less<>> values;
    std::string rule;            ///< What the order rests on; may be empty.
    std::string interpretation;  ///< Our reading where the rules leave the order open; may be empty.

    /// The rank of a result code for the favoured side (higher is better); nullopt for a code
    /// the order does not rank (not a number of hits, or not one of `values`).
    std::optional<Fraction> rank(std::string_view code) const;
};

}  // namespace umpire
