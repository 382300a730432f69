// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace umpire {

class MappingReader;

/// Finds ids used twice among the items of one or more lists (inputs and derived values share
/// one set of names) and reports the second use with the line of the first.
class UniqueIds {
public:
    /// Checks the items of list `listKey` of `parent`, each named by its `idKey`; `noun` names them ("input").
    void checkList(const MappingReader& parent, std::string_view listKey, std::string_view idKey,
                   std::string_view noun);

private:
    std::map<std::string, int, std::less<>> firstLines_;
};

}  // namespace umpire
