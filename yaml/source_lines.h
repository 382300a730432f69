// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/source_position.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace umpire {

/// The lines of a module file, for turning yaml-cpp's columns (counted in bytes) into the
/// columns an editor shows (counted in characters): "Forêt" is five characters, six bytes.
class SourceLines {
public:
    /// Keeps a view of `source`, which must outlive it.
    explicit SourceLines(std::string_view source);

    /// The same place with its column counted in UTF-8 characters. A position this text does
    /// not hold (no line, a line or column past its end) is returned as it is.
    SourcePosition inCharacters(SourcePosition inBytes) const;

private:
    std::string_view source_;
    std::vector<std::size_t> lineStarts_;  ///< Byte offset of each line's first character.
};

}  // namespace umpire
