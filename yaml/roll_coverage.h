// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/resolution_method.h"
#include "engine/roll_range.h"
#include "yaml/source_position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

class ReadContext;

/// One table row as written: the rolls it covers, its text and where it stands.
struct RowSpan {
    RollRange rolls;
    std::string text;
    SourcePosition at;
};

/// Reports every pair of rows that share a modified roll, naming the first roll they share,
/// and, when `requireCoverage`, the first modified roll of every gap no row covers: every
/// integer, or every roll within `clamp`. `rowsAt` is where the list of rows starts.
void checkRollCoverage(const std::vector<RowSpan>& rows, const std::optional<RollClamp>& clamp, bool requireCoverage,
                       SourcePosition rowsAt, std::string_view place, ReadContext& context);

}  // namespace umpire
