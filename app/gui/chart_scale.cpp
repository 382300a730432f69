// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/chart_scale.h"

#include <algorithm>
#include <cmath>

namespace umpire {

ChartScale ChartScale::around(double least, double most, int lines, double smallestStep)
{
    double low = std::min(0.0, least);
    double high = std::max(0.0, most);
    if (high - low <= 0)
        high = std::max(1.0, smallestStep);  // nothing but zero: a scale of one step up
    const double rough = (high - low) / double(std::max(1, lines));
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = power * 10;
    for (const double factor : {1.0, 2.0, 5.0, 10.0})
        if (factor * power >= rough) {
            step = factor * power;
            break;
        }
    step = std::max(step, smallestStep);
    // A value a hair past a step (float sums) does not add a whole step to the scale.
    low = std::floor(low / step + 1e-9) * step;
    high = std::ceil(high / step - 1e-9) * step;
    return {low, high, step};
}

int ChartScale::decimals() const
{
    int decimals = 0;
    for (double s = step; decimals < 6 && std::abs(s - std::round(s)) > 1e-9; s *= 10)
        ++decimals;
    return decimals;
}

}  // namespace umpire
