// SPDX-License-Identifier: GPL-3.0-or-later
#include "luck_order.h"

#include <charconv>

namespace umpire {

std::optional<Fraction> LuckOrder::rank(std::string_view code) const
{
    switch (ranking) {
    case Ranking::Results: {
        const auto it = values.find(code);
        return it == values.end() ? std::nullopt : std::optional<Fraction>(it->second);
    }
    case Ranking::MoreHits:
    case Ranking::FewerHits: {
        std::int64_t hits = 0;
        const auto [end, error] = std::from_chars(code.data(), code.data() + code.size(), hits);
        if (code.empty() || error != std::errc() || end != code.data() + code.size() || hits < 0)
            return std::nullopt;
        return ranking == Ranking::MoreHits ? Fraction(hits) : Fraction(-hits);
    }
    }
    return std::nullopt;
}

}  // namespace umpire
