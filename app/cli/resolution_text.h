// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

struct Assessment;
struct OutcomeDistribution;
struct Resolution;

/// The modifier ledger, column, chances and (when rolled) the result as plain text for a terminal.
QString resolutionText(const Assessment& assessment, const OutcomeDistribution& distribution, const Resolution* resolution);

}  // namespace umpire
