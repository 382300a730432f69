// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

#include <vector>

namespace umpire {

class Bindings;
struct InputSpec;

/// Replaces each {name} in `text` with the value bound to that name; unknown names stay as written.
std::string fillPlaceholders(std::string_view text, const Bindings& bindings);

/// Same, a choice input of `inputs` shown by its option's label ("From two opposite hexes"),
/// not its id ("two_opposite"): these texts are read by the players.
std::string fillPlaceholders(std::string_view text, const Bindings& bindings, const std::vector<InputSpec>& inputs);

/// The names of `text`'s {name} placeholders, in order, each as often as it is written.
std::vector<std::string> placeholderNames(std::string_view text);

}  // namespace umpire
