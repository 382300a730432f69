// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice_fairness.h"

#include "engine/chi_square.h"

#include <numeric>

namespace umpire {

DiceFairness judgeDice(DiceOrigin origin, std::vector<std::int64_t> faces)
{
    DiceFairness dice;
    dice.origin = origin;
    dice.sides = static_cast<int>(faces.size());
    dice.thrown = std::accumulate(faces.begin(), faces.end(), std::int64_t{0});
    dice.faces = std::move(faces);
    if (dice.sides < 2 || static_cast<double>(dice.thrown) / dice.sides < DiceFairness::minimumPerFace)
        return dice;
    const ChiSquareTest test = uniformChiSquare(dice.faces);
    dice.chiSquare = test.statistic;
    dice.pValue = test.pValue;
    dice.verdict = test.pValue < 0.001  ? DiceFairness::Verdict::Unfair
                   : test.pValue < 0.01 ? DiceFairness::Verdict::Doubtful
                                        : DiceFairness::Verdict::Fair;
    return dice;
}

}  // namespace umpire
