// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"

#include <vector>

namespace umpire {

class Bindings;
struct Procedure;

/// The shown values of one step as found for a situation: the procedure's own with its first
/// step, then the step's. `found` binds the inputs, derived values, totals and what the
/// assessment found (see assessment_names.h).
std::vector<ShownReport> evaluateShownValues(const Assessment& assessment, const Bindings& found);

}  // namespace umpire
