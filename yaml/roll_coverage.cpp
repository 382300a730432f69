// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/roll_coverage.h"

#include "yaml/module_limits.h"
#include "yaml/read_context.h"

#include <algorithm>
#include <limits>

namespace umpire {

namespace {

constexpr std::int64_t lowest = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t highest = std::numeric_limits<std::int64_t>::max();

std::int64_t lowOf(const RollRange& range)
{
    return range.low.value_or(lowest);
}

std::int64_t highOf(const RollRange& range)
{
    return range.high.value_or(highest);
}

// Names the first maxOverlapReports pairs and counts the rest: a table of many copies of one
// row would otherwise report every pair.
void reportOverlaps(const std::vector<RowSpan>& rows, std::string_view place, ReadContext& context)
{
    std::size_t reported = 0;
    std::size_t unreported = 0;
    for (std::size_t j = 1; j < rows.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const std::int64_t commonLow = std::max(lowOf(rows[i].rolls), lowOf(rows[j].rolls));
            const std::int64_t commonHigh = std::min(highOf(rows[i].rolls), highOf(rows[j].rolls));
            if (commonLow > commonHigh)
                continue;
            if (reported == maxOverlapReports) {
                ++unreported;
                continue;
            }
            ++reported;
            // Two rows open below share every roll up to the lower of their ends: name that end.
            const std::int64_t roll = commonLow != lowest ? commonLow : commonHigh;
            context.rollOverlap(rows[j].at, place, rows[i].text, rows[j].text, roll);
        }
    }
    if (unreported > 0)
        context.moreOverlaps(rows.back().at, place, unreported);
}

void reportGaps(std::vector<RowSpan> rows, const std::optional<RollClamp>& clamp, SourcePosition rowsAt,
                std::string_view place, ReadContext& context)
{
    if (rows.empty())
        return;
    std::sort(rows.begin(), rows.end(),
              [](const RowSpan& a, const RowSpan& b) { return lowOf(a.rolls) < lowOf(b.rolls); });
    const std::int64_t domainLow = clamp ? clamp->min : lowest;
    const std::int64_t domainHigh = clamp ? clamp->max : highest;

    std::int64_t next = domainLow;  // The lowest roll not yet known to be covered.
    for (const auto& row : rows) {
        const std::int64_t low = lowOf(row.rolls);
        const std::int64_t high = highOf(row.rolls);
        if (high < next)
            continue;
        if (low > next) {
            // Unclamped and open below: the missing roll to name is the one just under the first row.
            context.rollGap(rowsAt, place, next == lowest ? low - 1 : next);
            if (low > domainHigh)
                return;
        }
        if (high >= domainHigh)
            return;
        next = high + 1;
    }
    context.rollGap(rowsAt, place, next);
}

}  // namespace

void checkRollCoverage(const std::vector<RowSpan>& rows, const std::optional<RollClamp>& clamp, bool requireCoverage,
                       SourcePosition rowsAt, std::string_view place, ReadContext& context)
{
    reportOverlaps(rows, place, context);
    if (requireCoverage)
        reportGaps(rows, clamp, rowsAt, place, context);
}

}  // namespace umpire
