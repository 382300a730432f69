// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace umpire {

/// What a total of luck means for that many rolls, against what fair dice give: each roll's luck
/// has mean 0 and an exact variance, so the total's spread is known and its z-score says how
/// unusual it is (normal approximation; the sum of many small independent terms).
struct LuckVerdict {
    enum class Kind {
        TooFew,       ///< fewer than `minimumRolls` rated rolls: nothing can be told
        AsExpected,   ///< |z| < 2: what fair dice give 95 times in 100
        Lucky,        ///< 2 <= z < 3
        Unlucky,      ///< -3 < z <= -2
        VeryLucky,    ///< z >= 3: fair dice give this about once in 700
        VeryUnlucky,  ///< z <= -3
    };
    Kind kind = Kind::TooFew;
    double z = 0;       ///< total / its standard deviation; 0 when no spread
    double pValue = 1;  ///< two-sided: the chance fair dice stray at least this far either way
    /// Half the width of the band fair dice keep the total in 95 times in 100 (1.96 standard
    /// deviations): "within ±2.1 is ordinary for 40 rolls".
    double ordinaryBand = 0;

    static constexpr qint64 minimumRolls = 10;
};

/// The verdict on `totalLuck` over `rated` rolls whose variances of luck add up to `variance`.
/// TooFew (z 0, p-value 1, no band: a normal approximation says nothing of a handful of rolls)
/// below `minimumRolls`, and when the variance is not positive or an argument is not finite.
LuckVerdict luckVerdict(qint64 rated, double totalLuck, double variance);

}  // namespace umpire
