// SPDX-License-Identifier: GPL-3.0-or-later
#include "text_distance.h"

#include <algorithm>
#include <numeric>

namespace umpire {

std::size_t editDistance(std::string_view a, std::string_view b)
{
    // Optimal string alignment: a swap of two neighbouring letters counts as one typo.
    std::vector<std::size_t> beforePrevious(b.size() + 1);
    std::vector<std::size_t> previous(b.size() + 1);
    std::vector<std::size_t> current(b.size() + 1);
    std::iota(previous.begin(), previous.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                current[j] = std::min(current[j], beforePrevious[j - 2] + 1);
        }
        beforePrevious = previous;
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates)
{
    std::string best;
    std::size_t bestDistance = 0;
    for (const auto& candidate : candidates) {
        const std::size_t d = editDistance(word, candidate);
        if (best.empty() || d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    // A typo changes a few letters; beyond a third of the word it is a different word.
    const std::size_t allowed = std::max<std::size_t>(1, word.size() / 3);
    return !best.empty() && bestDistance <= allowed ? best : std::string{};
}

}  // namespace umpire
