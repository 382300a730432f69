#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace umpire {

class Bindings;

/// Replaces each {name} in `text` with the value bound to that name; unknown names stay as written.
std::string fillPlaceholders(std::string_view text, const Bindings& bindings);

/// The names written as {name} in `text`, for load-time checks.
std::vector<std::string> placeholderNames(std::string_view text);

}  // namespace umpire
