// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/fraction.h"
#include "engine/luck_order.h"

#include <QByteArrayView>

#include <map>
#include <optional>
#include <string>

namespace umpire {

/// The luck of each result a roll could have had, from the chances its log entry stored (counted
/// before its first die) and its procedure's luck order, with the spread fair dice give that
/// luck. Rolls made in the same situation share one, so a report works it out once for them.
struct LuckScale {
    struct Result {
        Fraction chance;
        std::optional<Fraction> luck;  ///< nullopt: not rated (see rollLuck)
    };
    std::map<std::string, Result, std::less<>> results;  ///< by result code (a count's: hits)
    /// E[luck²] over the results whose luck is known, weighed by their chances among them: the
    /// variance of one roll's luck (its mean is 0).
    double variance = 0;
    /// False when the entry kept no chances (they were too many to count, or it is not a roll).
    bool counted = false;

    const Result* find(std::string_view code) const;
};

/// A luck or chance as the nearest double: sums over a million rolls are kept in doubles.
inline double luckNumber(const Fraction& f)
{
    return static_cast<double>(f.numerator()) / static_cast<double>(f.denominator());
}

/// `storedChances` is the raw JSON of a resolution's "distribution" (ResolutionJson's chances:
/// code, probability as "5/36", chart_codes).
LuckScale luckScaleOf(QByteArrayView storedChances, const LuckOrder& order);

}  // namespace umpire
