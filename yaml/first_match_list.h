// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace umpire {

class MappingReader;

/// For a list read "first match wins" (test outcomes, count legends): every item but the last
/// needs a 'when', and the last must have none, so that exactly one always applies.
void checkFirstMatchList(const MappingReader& parent, std::string_view listKey, std::string_view noun);

}  // namespace umpire
