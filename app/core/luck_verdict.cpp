// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_verdict.h"

#include <cmath>

namespace umpire {

LuckVerdict luckVerdict(qint64 rated, double totalLuck, double variance)
{
    LuckVerdict verdict;
    if (rated < LuckVerdict::minimumRolls || !std::isfinite(totalLuck) || !std::isfinite(variance) || variance <= 0)
        return verdict;
    const double deviation = std::sqrt(variance);
    verdict.z = totalLuck / deviation;
    verdict.pValue = std::erfc(std::fabs(verdict.z) / std::sqrt(2.0));
    verdict.ordinaryBand = 1.96 * deviation;
    using Kind = LuckVerdict::Kind;
    if (verdict.z >= 3)
        verdict.kind = Kind::VeryLucky;
    else if (verdict.z >= 2)
        verdict.kind = Kind::Lucky;
    else if (verdict.z <= -3)
        verdict.kind = Kind::VeryUnlucky;
    else if (verdict.z <= -2)
        verdict.kind = Kind::Unlucky;
    else
        verdict.kind = Kind::AsExpected;
    return verdict;
}

}  // namespace umpire
