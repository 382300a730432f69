// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice_fairness.h"

#include "engine/chi_square.h"

#include <numeric>
#include <stdexcept>
#include <utility>

namespace umpire {

DiceFairness judgeDice(DiceOrigin origin, std::vector<std::int64_t> faces)
{
    DiceFairness fairness;
    fairness.origin = origin;
    fairness.sides = int(faces.size());
    for (const auto count : faces)
        if (count < 0)
            throw std::invalid_argument("judgeDice: a negative count of a face");
    fairness.thrown = std::accumulate(faces.begin(), faces.end(), std::int64_t{0});
    fairness.faces = std::move(faces);
    if (fairness.sides < 2 || double(fairness.thrown) / fairness.sides < DiceFairness::minimumPerFace)
        return fairness;
    const ChiSquareTest test = uniformChiSquare(fairness.faces);
    fairness.chiSquare = test.statistic;
    fairness.pValue = test.pValue;
    using Verdict = DiceFairness::Verdict;
    fairness.verdict = test.pValue < 0.001 ? Verdict::Unfair : test.pValue < 0.01 ? Verdict::Doubtful : Verdict::Fair;
    return fairness;
}

}  // namespace umpire
