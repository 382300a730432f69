// SPDX-License-Identifier: GPL-3.0-or-later
#include "fraction.h"

#include "arithmetic_error.h"

#include <algorithm>
#include <charconv>
#include <numeric>

namespace umpire {

Fraction::Fraction(std::int64_t whole) : numerator_(whole), denominator_(1) {}

Fraction::Fraction(std::int64_t numerator, std::int64_t denominator)
{
    if (denominator == 0)
        throw ArithmeticError("division by zero");
    if (denominator < 0) {
        numerator = checkedSub(0, numerator);
        denominator = checkedSub(0, denominator);
    }
    const std::int64_t g = std::gcd(numerator, denominator);
    numerator_ = g > 1 ? numerator / g : numerator;
    denominator_ = g > 1 ? denominator / g : denominator;
}

std::int64_t Fraction::floor() const
{
    std::int64_t q = numerator_ / denominator_;
    if (numerator_ % denominator_ != 0 && numerator_ < 0)
        --q;
    return q;
}

std::int64_t Fraction::ceil() const
{
    std::int64_t q = numerator_ / denominator_;
    if (numerator_ % denominator_ != 0 && numerator_ > 0)
        ++q;
    return q;
}

std::int64_t Fraction::round() const
{
    // Halves away from zero: |n|/d + 1/2 floored, sign restored.
    const std::int64_t magnitudeNumerator = numerator_ < 0 ? checkedSub(0, numerator_) : numerator_;
    const std::int64_t doubled = checkedAdd(checkedMul(2, magnitudeNumerator), denominator_);
    const std::int64_t magnitude = doubled / checkedMul(2, denominator_);
    return numerator_ < 0 ? -magnitude : magnitude;
}

Fraction Fraction::operator+(const Fraction& other) const
{
    return {checkedAdd(checkedMul(numerator_, other.denominator_), checkedMul(other.numerator_, denominator_)),
            checkedMul(denominator_, other.denominator_)};
}

Fraction Fraction::operator-(const Fraction& other) const
{
    return {checkedSub(checkedMul(numerator_, other.denominator_), checkedMul(other.numerator_, denominator_)),
            checkedMul(denominator_, other.denominator_)};
}

Fraction Fraction::operator*(const Fraction& other) const
{
    return {checkedMul(numerator_, other.numerator_), checkedMul(denominator_, other.denominator_)};
}

Fraction Fraction::operator/(const Fraction& other) const
{
    if (other.numerator_ == 0)
        throw ArithmeticError("division by zero");
    return {checkedMul(numerator_, other.denominator_), checkedMul(denominator_, other.numerator_)};
}

Fraction Fraction::operator-() const
{
    return {checkedSub(0, numerator_), denominator_};
}

std::strong_ordering Fraction::operator<=>(const Fraction& other) const
{
    // Cross-multiplication in 128 bits cannot overflow for 64-bit parts.
    __extension__ using Wide = __int128;
    const Wide left = static_cast<Wide>(numerator_) * other.denominator_;
    const Wide right = static_cast<Wide>(other.numerator_) * denominator_;
    if (left < right)
        return std::strong_ordering::less;
    if (left > right)
        return std::strong_ordering::greater;
    return std::strong_ordering::equal;
}

std::string Fraction::toString() const
{
    if (denominator_ == 1)
        return std::to_string(numerator_);
    return std::to_string(numerator_) + "/" + std::to_string(denominator_);
}

std::string Fraction::toMixedString() const
{
    if (denominator_ == 1)
        return std::to_string(numerator_);
    const bool negative = numerator_ < 0;
    // Negated as unsigned: the most negative numerator has no positive counterpart.
    const std::uint64_t magnitude = negative ? 0 - static_cast<std::uint64_t>(numerator_) : static_cast<std::uint64_t>(numerator_);
    const auto denominator = static_cast<std::uint64_t>(denominator_);
    const std::uint64_t whole = magnitude / denominator;
    const std::uint64_t part = magnitude % denominator;
    struct Glyph {
        std::uint64_t numerator, denominator;
        const char* text;
    };
    static constexpr Glyph glyphs[] = {{1, 2, "\u00bd"}, {1, 4, "\u00bc"}, {3, 4, "\u00be"}, {1, 3, "\u2153"}, {2, 3, "\u2154"}};
    std::string out = negative ? "-" : "";
    for (const auto& glyph : glyphs)
        if (glyph.numerator == part && glyph.denominator == denominator)
            return out + (whole ? std::to_string(whole) : "") + glyph.text;
    if (whole)
        out += std::to_string(whole) + " ";
    return out + std::to_string(part) + "/" + std::to_string(denominator);
}

std::string Fraction::toReadableString() const
{
    // A denominator of only 2s and 5s ends as a decimal; four places are as far as a sentence goes.
    std::int64_t rest = denominator_;
    int twos = 0;
    int fives = 0;
    while (rest % 2 == 0)
        rest /= 2, ++twos;
    while (rest % 5 == 0)
        rest /= 5, ++fives;
    const int digits = std::max(twos, fives);
    if (rest != 1 || digits > 4)
        return toMixedString();
    return toDecimalString(digits);
}

std::string Fraction::toDecimalString(int digits) const
{
    if (denominator_ == 1)
        return std::to_string(numerator_);
    std::int64_t scale = 1;
    for (int i = 0; i < digits; ++i)
        scale *= 10;
    const std::int64_t scaled = (*this * Fraction(scale)).round();
    const bool negative = scaled < 0;
    const std::int64_t magnitude = negative ? -scaled : scaled;
    std::string whole = std::to_string(magnitude / scale);
    std::string part = std::to_string(magnitude % scale);
    part.insert(0, static_cast<std::size_t>(digits) - part.size(), '0');
    while (!part.empty() && part.back() == '0')
        part.pop_back();
    return (negative ? "-" : "") + whole + (part.empty() ? "" : "." + part);
}

namespace {

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    std::int64_t value = 0;
    const char* begin = text.data();
    if (*begin == '+')
        ++begin;
    const auto [end, error] = std::from_chars(begin, text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

}  // namespace

std::optional<Fraction> Fraction::parse(std::string_view text)
{
    try {
        if (const auto slash = text.find('/'); slash != std::string_view::npos) {
            const auto n = parseInteger(text.substr(0, slash));
            const auto d = parseInteger(text.substr(slash + 1));
            if (!n || !d || *d == 0)
                return std::nullopt;
            return Fraction(*n, *d);
        }
        if (const auto dot = text.find('.'); dot != std::string_view::npos) {
            const std::string_view wholePart = text.substr(0, dot);
            const std::string_view decimals = text.substr(dot + 1);
            if (decimals.empty() || decimals.size() > 9 || decimals.find_first_not_of("0123456789") != std::string_view::npos)
                return std::nullopt;
            const bool negative = !wholePart.empty() && wholePart.front() == '-';
            const auto whole = wholePart.empty() || wholePart == "-" ? std::optional<std::int64_t>(0) : parseInteger(wholePart);
            const auto digits = parseInteger(decimals);
            if (!whole || !digits)
                return std::nullopt;
            std::int64_t scale = 1;
            for (std::size_t i = 0; i < decimals.size(); ++i)
                scale *= 10;
            const Fraction magnitude = Fraction(negative ? -*whole : *whole) + Fraction(*digits, scale);
            return negative ? -magnitude : magnitude;
        }
        const auto whole = parseInteger(text);
        if (!whole)
            return std::nullopt;
        return Fraction(*whole);
    } catch (const ArithmeticError&) {
        return std::nullopt;
    }
}

}  // namespace umpire
