// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice.h"

#include <charconv>

namespace umpire {

namespace {

std::optional<std::int64_t> positive(std::string_view text)
{
    std::int64_t v = 0;
    const auto [ptr, error] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || error != std::errc{} || ptr != text.data() + text.size() || v <= 0)
        return std::nullopt;
    return v;
}

}  // namespace

std::string DiceSpec::describe() const
{
    return (countExpression ? std::string("N") : std::to_string(count)) + "d" + std::to_string(sides);
}

std::optional<DiceSpec> DiceSpec::parse(std::string_view text)
{
    const auto d = text.find('d');
    if (d == std::string_view::npos)
        return std::nullopt;
    const auto count = positive(text.substr(0, d));
    const auto sides = positive(text.substr(d + 1));
    if (!count || !sides)
        return std::nullopt;
    DiceSpec spec;
    spec.count = *count;
    spec.sides = *sides;
    return spec;
}

std::int64_t DiceThrow::sum() const
{
    std::int64_t total = 0;
    for (const auto die : dice)
        total += die;
    return total;
}

std::string DiceThrow::toString() const
{
    std::string out;
    for (const auto die : dice) {
        if (!out.empty())
            out += ',';
        out += std::to_string(die);
    }
    return out;
}

std::optional<std::vector<std::int64_t>> parseDiceList(std::string_view text)
{
    std::vector<std::int64_t> dice;
    if (text.empty())
        return dice;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = text.find(',', start);
        const auto piece = text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        std::int64_t v = 0;
        const auto [ptr, error] = std::from_chars(piece.data(), piece.data() + piece.size(), v);
        if (piece.empty() || error != std::errc{} || ptr != piece.data() + piece.size())
            return std::nullopt;
        dice.push_back(v);
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    return dice;
}

}  // namespace umpire
