// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string_view>

namespace YAML {
class Node;
struct Mark;
}  // namespace YAML

namespace umpire {

/// A 1-based line and column in a module file; 0 when not known.
struct SourcePosition {
    int line = 0;
    int column = 0;
};

/// Converts a yaml-cpp mark (0-based) to a 1-based position, its column still counted in bytes
/// as yaml-cpp counts it: ReadContext turns it into characters when it reports a problem.
SourcePosition positionOf(const YAML::Mark& mark);

/// Where a node starts.
SourcePosition positionOf(const YAML::Node& node);

/// Where byte `offset` of a scalar's value stands in the file. Exact for plain and quoted
/// scalars written on one line without escapes; block, folded or escaped scalars do not map
/// offsets one to one, so for them this is the scalar's start.
SourcePosition positionInScalar(const YAML::Node& scalar, std::size_t offset, std::string_view source);

}  // namespace umpire
