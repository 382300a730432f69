// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/lookup_table.h"
#include "yaml/source_position.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

class MappingReader;
class ReadContext;

/// A key of a lookup table as the module wrote it, for the checks across a table's keys.
struct WrittenKey {
    LookupKey key;
    std::string text;
    SourcePosition at;
    std::size_t index = 0;  ///< Of its row or column in the list.
};

/// Reads the `key` of a lookup row or column (item `index` of its list) and records it in
/// `written`; reports a key that is neither a span of numbers ("3", "2..3", "14..", "..1") nor
/// an option id.
std::optional<LookupKey> readLookupKey(const MappingReader& reader, std::size_t index, std::vector<WrittenKey>& written);

/// Reports keys of one side of a table (`listKey`: "rows" or "columns") that overlap, repeat,
/// or mix numbers with option ids; `place` names that side in messages.
void checkLookupKeys(const std::vector<WrittenKey>& keys, std::string_view listKey, std::string_view place,
                     ReadContext& context);

/// True when a lookup table is read with two keys: it has columns, or at least a column label
/// (a wholly missing table may know no column).
bool isTwoKeyTable(const MappingReader& reader);

}  // namespace umpire
