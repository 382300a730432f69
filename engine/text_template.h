// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace umpire {

class Bindings;

/// Replaces each {name} in `text` with the value bound to that name; unknown names stay as written.
std::string fillPlaceholders(std::string_view text, const Bindings& bindings);

}  // namespace umpire
