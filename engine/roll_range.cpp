// SPDX-License-Identifier: GPL-3.0-or-later
#include "roll_range.h"

#include <charconv>

namespace umpire {

namespace {

std::optional<std::int64_t> integer(std::string_view text)
{
    std::int64_t v = 0;
    const auto [ptr, error] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || error != std::errc{} || ptr != text.data() + text.size())
        return std::nullopt;
    return v;
}

}  // namespace

bool RollRange::contains(std::int64_t roll) const
{
    return (!low || roll >= *low) && (!high || roll <= *high);
}

bool RollRange::overlaps(const RollRange& other) const
{
    const bool thisEndsBefore = high && other.low && *high < *other.low;
    const bool otherEndsBefore = other.high && low && *other.high < *low;
    return !thisEndsBefore && !otherEndsBefore;
}

std::string RollRange::toString() const
{
    if (low && high && *low == *high)
        return std::to_string(*low);
    return (low ? std::to_string(*low) : "") + ".." + (high ? std::to_string(*high) : "");
}

std::optional<RollRange> RollRange::parse(std::string_view text)
{
    RollRange range;
    const auto dots = text.find("..");
    if (dots == std::string_view::npos) {
        const auto v = integer(text);
        if (!v)
            return std::nullopt;
        range.low = range.high = *v;
        return range;
    }
    const auto lowText = text.substr(0, dots);
    const auto highText = text.substr(dots + 2);
    if (lowText.empty() && highText.empty())
        return std::nullopt;
    if (!lowText.empty() && !(range.low = integer(lowText)))
        return std::nullopt;
    if (!highText.empty() && !(range.high = integer(highText)))
        return std::nullopt;
    if (range.low && range.high && *range.low > *range.high)
        return std::nullopt;
    return range;
}

}  // namespace umpire
