// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace umpire {

/// A span of modified rolls that selects one table row: "3", "3..4", "7.." (7 or more), "..1" (1 or less).
struct RollRange {
    std::optional<std::int64_t> low;   ///< Absent: open below.
    std::optional<std::int64_t> high;  ///< Absent: open above.

    bool contains(std::int64_t roll) const;
    bool overlaps(const RollRange& other) const;
    /// Same notation as parse().
    std::string toString() const;
    /// nullopt on bad syntax or low > high.
    static std::optional<RollRange> parse(std::string_view text);
};

}  // namespace umpire
