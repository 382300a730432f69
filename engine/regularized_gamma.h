// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace umpire {

/// Q(a, x) = Γ(a, x) / Γ(a), the upper regularized incomplete gamma function: the chance that a
/// gamma variable of shape `a` exceeds `x` (a chi-square test's p-value is Q(df / 2, χ² / 2)).
///
/// Defined for a > 0 and x >= 0, where it lies in [0, 1]: Q(a, 0) = 1, Q(a, +inf) = 0 and
/// Q(+inf, x) = 1 for a finite x. While the value is a normal double it is accurate to about
/// 1e-13 relative for shapes up to 1e8 (1e-12 at 1e10); a value below the smallest double is 0.
/// NaN answers what has no value: a NaN argument, a <= 0, x < 0, both a and x infinite. NaN also
/// answers the shapes beyond about 1e10 near x = a, whose sums would need more terms than the
/// bound allows (a million, some milliseconds: no argument makes the call hang).
double upperRegularizedGamma(double a, double x);

}  // namespace umpire
