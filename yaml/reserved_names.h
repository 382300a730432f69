// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace umpire {

class MappingReader;

/// True for the names resolution binds itself (roll, natural, target, die, hits, the
/// assessment names of interpretations) and the words of the expression language: a module's
/// name of that spelling would be shadowed or unusable.
bool isReservedName(std::string_view name);

/// Reports every item of the list under `listKey` whose `id` is a reserved name; `noun` names
/// the items in the message ("input").
void refuseReservedNames(const MappingReader& parent, std::string_view listKey, std::string_view noun);

}  // namespace umpire
