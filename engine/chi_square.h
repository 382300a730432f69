// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace umpire {

/// Pearson's chi-square test of counts against a hypothesis of expected counts.
struct ChiSquareTest {
    double statistic = 0;      ///< Σ (observed - expected)^2 / expected
    int degreesOfFreedom = 0;  ///< the number of categories less one
    /// The chance the hypothesis gives a statistic at least this large: Q(df / 2, statistic / 2).
    double pValue = 1;
};

/// Tests `counts` against equal chances for every category (a fair die's faces). With no
/// category, one, or nothing counted there is no deviation to measure: statistic 0, p-value 1
/// (degrees of freedom as the categories give them, never below 0). The p-value rests on the
/// usual large-sample approximation, sound from about 5 expected per category. Throws
/// std::invalid_argument on a negative count (a count never is; a caller's mistake).
ChiSquareTest uniformChiSquare(const std::vector<std::int64_t>& counts);

}  // namespace umpire
