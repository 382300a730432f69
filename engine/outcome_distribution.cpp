// SPDX-License-Identifier: GPL-3.0-or-later
#include "outcome_distribution.h"

namespace umpire {

std::string OutcomeDistribution::probabilityText(const Entry& entry) const
{
    return Fraction(static_cast<std::int64_t>(entry.ways), static_cast<std::int64_t>(totalOutcomes)).toString();
}

double OutcomeDistribution::percent(const Entry& entry) const
{
    return totalOutcomes == 0 ? 0.0 : 100.0 * static_cast<double>(entry.ways) / static_cast<double>(totalOutcomes);
}

const OutcomeDistribution::Entry* OutcomeDistribution::find(const std::string& code) const
{
    for (const auto& entry : entries)
        if (entry.code == code)
            return &entry;
    return nullptr;
}

}  // namespace umpire
