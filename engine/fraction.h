// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace umpire {

/// An exact rational number with a positive denominator, always in lowest terms.
class Fraction {
public:
    Fraction() = default;
    Fraction(std::int64_t whole);  // NOLINT(google-explicit-constructor): integers are fractions
    /// Throws ArithmeticError when the denominator is zero or the values overflow.
    Fraction(std::int64_t numerator, std::int64_t denominator);

    std::int64_t numerator() const { return numerator_; }
    std::int64_t denominator() const { return denominator_; }
    bool isWhole() const { return denominator_ == 1; }

    std::int64_t floor() const;
    std::int64_t ceil() const;
    /// Rounds halves away from zero (2.5 -> 3, -2.5 -> -3).
    std::int64_t round() const;

    Fraction operator+(const Fraction& other) const;
    Fraction operator-(const Fraction& other) const;
    Fraction operator*(const Fraction& other) const;
    /// Throws ArithmeticError on division by zero.
    Fraction operator/(const Fraction& other) const;
    Fraction operator-() const;

    bool operator==(const Fraction& other) const = default;
    std::strong_ordering operator<=>(const Fraction& other) const;

    /// "7/2", or "3" for a whole number.
    std::string toString() const;
    /// "3.5" style with up to `digits` decimals, for display only.
    std::string toDecimalString(int digits = 2) const;
    /// As rules print a strength: "8½", "-1¼", "2⅓", "8 3/7"; a whole number as "8".
    std::string toMixedString() const;
    /// As a player reads a number in a sentence: "7.5" when it ends within four decimals
    /// (percentages, averages), else as toMixedString(): "8⅓".
    std::string toReadableString() const;

    /// Parses "3", "-2", "7/2" or "1.25"; nullopt on anything else.
    static std::optional<Fraction> parse(std::string_view text);

private:
    std::int64_t numerator_ = 0;
    std::int64_t denominator_ = 1;
};

}  // namespace umpire
