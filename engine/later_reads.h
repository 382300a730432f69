// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "interchangeable_dice.h"

#include <cstddef>
#include <string>
#include <vector>

namespace umpire {

struct Procedure;

/// What the exact odds of a chain know of each step before any situation: the names the steps
/// after it read (throws that agree on all of them lead to one same later assessment) and which
/// of its named dice are interchangeable given those names. The loader computes it once per
/// procedure (compileLaterReads); a distribution computes it for a procedure built without.
class LaterReads {
public:
    explicit LaterReads(const Procedure& chain);

    /// The names the steps after `step` read, sorted; none after the last step.
    const std::vector<std::string>& namesReadAfter(std::size_t step) const { return namesAfter_[step]; }
    /// The interchangeable named dice of `step`, given what the steps after it read.
    const InterchangeableDice& interchangeable(std::size_t step) const { return interchangeable_[step]; }

private:
    std::vector<std::vector<std::string>> namesAfter_;
    std::vector<InterchangeableDice> interchangeable_;
};

/// Gives `chain` its LaterReads, once every step is read and compiled.
void compileLaterReads(Procedure& chain);

}  // namespace umpire
