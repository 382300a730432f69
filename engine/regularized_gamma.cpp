// SPDX-License-Identifier: GPL-3.0-or-later
#include "regularized_gamma.h"

#include <cmath>
#include <limits>

namespace umpire {

namespace {

constexpr double gammaEpsilon = std::numeric_limits<double>::epsilon();
constexpr double gammaNaN = std::numeric_limits<double>::quiet_NaN();
/// Both the series and the continued fraction need about 9 sqrt(a) terms where x is near a;
/// this bound covers every shape up to about 1e10 and keeps any call to some milliseconds.
constexpr int gammaMaxIterations = 1'000'000;

/// u - log(1 + u) for u > -1, without the cancellation of the direct difference near u = 0.
double gammaUMinusLog1p(double u)
{
    if (std::fabs(u) >= 0.25)
        return u - std::log1p(u);
    // u^2/2 - u^3/3 + u^4/4 - ...: 27 terms reach 1e-17 relative at |u| = 1/4.
    double power = u * u;
    double sum = 0;
    for (int k = 2; k < 60; ++k) {
        const double term = power / k;
        sum += (k % 2 == 0) ? term : -term;
        if (std::fabs(term) <= gammaEpsilon * 0.5 * std::fabs(sum))
            break;
        power *= u;
    }
    return sum;
}

/// ln Γ(a) - ((a - 1/2) ln a - a + ln(2π) / 2) for a >= 10: Stirling's series, 1e-17 there.
double gammaStirlingCorrection(double a)
{
    // The coefficients B(2k) / (2k (2k - 1)).
    static constexpr double coefficients[] = {
        1.0 / 12, -1.0 / 360, 1.0 / 1260, -1.0 / 1680, 1.0 / 1188, -691.0 / 360360, 1.0 / 156, -3617.0 / 122400,
    };
    const double inverseSquare = 1 / (a * a);
    double sum = 0;
    double power = 1 / a;
    for (const double coefficient : coefficients) {
        sum += coefficient * power;
        power *= inverseSquare;
    }
    return sum;
}

/// ln(x^a e^-x / Γ(a)), the factor both expansions share. For large shapes the direct
/// a ln x - x - ln Γ(a) subtracts numbers of order a ln a; written around x = a it keeps
/// only what does not cancel: -a (u - ln(1 + u)) + ln(a / 2π) / 2 - Stirling's correction.
double gammaLogPrefactor(double a, double x)
{
    if (a < 10)
        return a * std::log(x) - x - std::lgamma(a);
    const double u = (x - a) / a;
    constexpr double twoPi = 6.283185307179586476925286766559;
    return -a * gammaUMinusLog1p(u) + 0.5 * std::log(a / twoPi) - gammaStirlingCorrection(a);
}

/// ln Γ(1 + a) for 0 < a < 1. Below 1/4 by its Taylor series -γa + Σ (-1)^k ζ(k) a^k / k: the
/// library's lgamma(1 + a) would first round 1 + a, losing the digits of a tiny shape.
double gammaLogGammaOnePlus(double a)
{
    if (a >= 0.25)
        return std::lgamma(1 + a);
    static constexpr double zetaFromTwo[] = {
        1.64493406684822643647, 1.2020569031595942854,  1.08232323371113819152, 1.03692775514336992633,
        1.01734306198444913971, 1.00834927738192282684, 1.00407735619794433938, 1.00200839282608221442,
        1.00099457512781808534, 1.00049418860411946456, 1.0002460865533080483,  1.00012271334757848915,
        1.00006124813505870483, 1.00003058823630702049, 1.00001528225940865187, 1.00000763719763789976,
        1.00000381729326499984, 1.00000190821271655394, 1.0000009539620338728,  1.00000047693298678781,
        1.00000023845050272773, 1.00000011921992596531, 1.00000005960818905126, 1.00000002980350351465,
        1.00000001490155482837, 1.00000000745071178984,  // ζ(2) to ζ(27): the last term is 1e-17 of the sum
    };
    constexpr double eulerGamma = 0.577215664901532860607;
    double sum = 0;
    double power = a;
    int k = 2;
    for (const double zeta : zetaFromTwo) {
        power *= a;
        sum += ((k % 2 == 0) ? zeta : -zeta) * power / k;
        ++k;
    }
    return -eulerGamma * a + sum;
}

/// Q(a, x) for a < 1 and x < a + 1, written so that no 1 - P cancels: there Q can be as small
/// as the shape (about a E1(x)), and 1 - P would keep only the digits of P beyond its 1.
/// Q = 1 - x^a / Γ(1 + a) - x^a / Γ(1 + a) * a Σ_{n>=1} (-x)^n / (n! (a + n)).
double gammaUpperForSmallShape(double a, double x)
{
    const double logLead = a * std::log(x) - gammaLogGammaOnePlus(a);
    double power = 1;  // (-x)^n / n!
    double sum = 0;
    // x < 2 here: 2^n / n! falls below 1e-17 of the first term by n = 30.
    for (int n = 1; n <= 60; ++n) {
        power *= -x / n;
        const double term = power / (a + n);
        sum += term;
        if (std::fabs(term) <= gammaEpsilon * 0.5 * std::fabs(sum))
            break;
    }
    const double upper = -std::expm1(logLead) - std::exp(logLead) * a * sum;
    return upper < 0 ? 0 : upper > 1 ? 1 : upper;
}

/// P(a, x) by its series x^a e^-x / Γ(a + 1) * (1 + x/(a+1) + x^2/((a+1)(a+2)) + ...), for
/// x < a + 1 where the terms fall from the first. NaN when the terms do not settle in time.
double gammaLowerBySeries(double a, double x)
{
    double term = 1;
    double sum = 1;
    for (int n = 1; n <= gammaMaxIterations; ++n) {
        term *= x / (a + n);
        sum += term;
        if (term <= sum * gammaEpsilon * 0.5)
            return std::exp(gammaLogPrefactor(a, x) - std::log(a)) * sum;
    }
    return gammaNaN;
}

/// Q(a, x) by Legendre's continued fraction x^a e^-x / Γ(a) * 1/(x+1-a- 1(1-a)/(x+3-a- ...)),
/// evaluated by the modified Lentz method, for x >= a + 1 where it converges quickly.
double gammaUpperByContinuedFraction(double a, double x)
{
    constexpr double tiny = std::numeric_limits<double>::min() / gammaEpsilon;
    double b = x + 1 - a;
    double c = 1 / tiny;
    double d = 1 / b;
    double fraction = d;
    for (int i = 1; i <= gammaMaxIterations; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::fabs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::fabs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const double step = d * c;
        fraction *= step;
        if (std::fabs(step - 1) <= gammaEpsilon)
            return std::exp(gammaLogPrefactor(a, x)) * fraction;
    }
    return gammaNaN;
}

}  // namespace

double upperRegularizedGamma(double a, double x)
{
    if (std::isnan(a) || std::isnan(x) || a <= 0 || x < 0 || (std::isinf(a) && std::isinf(x)))
        return gammaNaN;
    if (x == 0 || std::isinf(a))
        return 1;
    if (std::isinf(x))
        return 0;
    if (x < a + 1 && a < 1)
        return gammaUpperForSmallShape(a, x);
    if (x < a + 1) {
        const double lower = gammaLowerBySeries(a, x);
        return lower >= 1 ? 0 : 1 - lower;  // NaN stays NaN
    }
    const double upper = gammaUpperByContinuedFraction(a, x);
    return upper > 1 ? 1 : upper;
}

}  // namespace umpire
