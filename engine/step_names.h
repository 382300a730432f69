// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <set>
#include <string>

namespace umpire {

struct Procedure;

/// Every name the expressions of one step read. The exact odds of a chain merge the throws
/// of earlier steps that agree on every name later steps read.
void collectNamesRead(const Procedure& step, std::set<std::string>& names);

}  // namespace umpire
