// SPDX-License-Identifier: GPL-3.0-or-later
#include "chi_square.h"

#include "regularized_gamma.h"

#include <stdexcept>

namespace umpire {

ChiSquareTest uniformChiSquare(const std::vector<std::int64_t>& counts)
{
    ChiSquareTest test;
    test.degreesOfFreedom = counts.empty() ? 0 : int(counts.size()) - 1;
    double total = 0;
    for (const auto count : counts) {
        if (count < 0)
            throw std::invalid_argument("uniformChiSquare: a negative count");
        total += double(count);
    }
    if (test.degreesOfFreedom == 0 || total == 0)
        return test;
    // The deviations squared, not Σ observed² / expected - total: that difference cancels
    // when the counts are even, and even counts must give exactly 0.
    const double expected = total / double(counts.size());
    for (const auto count : counts) {
        const double deviation = double(count) - expected;
        test.statistic += deviation * deviation / expected;
    }
    test.pValue = upperRegularizedGamma(test.degreesOfFreedom / 2.0, test.statistic / 2);
    return test;
}

}  // namespace umpire
