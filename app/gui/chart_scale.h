// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace umpire {

/// The scale of a chart's value axis: from `low` to `high` by `step`, each a round number (1, 2
/// or 5 times a power of ten), so that the lines of the scale read at a glance.
struct ChartScale {
    double low = 0;
    double high = 1;
    double step = 1;

    /// A scale that holds every value from `least` to `most` and zero, in about `lines` steps;
    /// never smaller than `smallestStep` a step (counts do not go by halves).
    static ChartScale around(double least, double most, int lines, double smallestStep = 0);
    /// Decimals the scale's labels need: none for whole steps, one for 0.5, two for 0.25...
    int decimals() const;
};

}  // namespace umpire
