// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fraction.h"

namespace umpire {

/// What one side's strength modifiers do to its strength before the column is found: the
/// values they add, then the product of the factors they multiply by (mud: x1/2).
struct StrengthChange {
    Fraction added;
    Fraction factor{1};

    Fraction applyTo(const Fraction& strength) const { return (strength + added) * factor; }
};

}  // namespace umpire
