// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/named_roll.h"

#include <optional>

namespace umpire {

struct Resolution;

/// The named dice of a resolution just thrown, as the log will show them; nullopt when its dice
/// are not named.
std::optional<NamedRoll> namedRollOf(const Resolution& resolution);

}  // namespace umpire
