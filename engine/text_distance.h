// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// Edit distance between two words (insertions, deletions, substitutions, neighbour swaps).
std::size_t editDistance(std::string_view a, std::string_view b);

/// The candidate closest to `word` when it is close enough to be a likely typo, else "".
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace umpire
