// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

struct Assessment;
struct Game;
struct OutcomeDistribution;
struct Resolution;

/// The modifier ledger (with the modifiers of the steps still to throw that are known before
/// the dice), column, chances and (when rolled) the result as plain text for a terminal.
QString resolutionText(const Game& game, const Assessment& assessment, const OutcomeDistribution& distribution, const Resolution* resolution);

}  // namespace umpire
