// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_verdict.h"

#include <cmath>

namespace umpire {

LuckVerdict luckVerdict(qint64 rated, double totalLuck, double variance)
{
    LuckVerdict v;
    if (rated < LuckVerdict::minimumRolls || !(variance > 0))
        return v;
    const double spread = std::sqrt(variance);
    v.z = totalLuck / spread;
    v.pValue = std::erfc(std::fabs(v.z) / std::sqrt(2.0));
    v.ordinaryBand = 1.96 * spread;
    if (v.z >= 3)
        v.kind = LuckVerdict::Kind::VeryLucky;
    else if (v.z <= -3)
        v.kind = LuckVerdict::Kind::VeryUnlucky;
    else if (v.z >= 2)
        v.kind = LuckVerdict::Kind::Lucky;
    else if (v.z <= -2)
        v.kind = LuckVerdict::Kind::Unlucky;
    else
        v.kind = LuckVerdict::Kind::AsExpected;
    return v;
}

}  // namespace umpire
