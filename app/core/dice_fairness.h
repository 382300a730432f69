// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <cstdint>
#include <vector>

namespace umpire {

/// The faces one kind of die showed, from one origin (program or table), and whether they look
/// like a fair die's: a chi-square test of the counts against equal chances.
struct DiceFairness {
    enum class Verdict {
        TooFew,    ///< fewer than 5 throws expected per face: the test cannot tell yet
        Fair,      ///< p >= 0.01: nothing a fair die would not do
        Doubtful,  ///< 0.001 <= p < 0.01: rare for a fair die; worth watching
        Unfair,    ///< p < 0.001: a fair die does this less than once in a thousand
    };
    DiceOrigin origin = DiceOrigin::Physical;
    int sides = 6;
    std::vector<std::int64_t> faces;  ///< faces[i]: how often face i + 1 came up
    std::int64_t thrown = 0;          ///< dice counted (the sum of `faces`)
    double chiSquare = 0;             ///< the statistic, sides - 1 degrees of freedom
    double pValue = 1;                ///< the chance fair dice give a statistic at least this large
    Verdict verdict = Verdict::TooFew;

    static constexpr double minimumPerFace = 5;
};

/// Judges `faces` (faces[i]: the count of face i + 1) of a die with `faces.size()` sides.
/// TooFew below 2 sides or `minimumPerFace` throws expected per face, where the chi-square
/// approximation is not sound: its statistic and p-value then stay 0 and 1. Counts are never
/// negative (std::invalid_argument if one is).
DiceFairness judgeDice(DiceOrigin origin, std::vector<std::int64_t> faces);

}  // namespace umpire
