// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/source_position.h"

#include <yaml-cpp/yaml.h>

namespace umpire {

SourcePosition positionOf(const YAML::Mark& mark)
{
    if (mark.is_null() || mark.line < 0 || mark.column < 0)
        return {};
    return {mark.line + 1, mark.column + 1};
}

SourcePosition positionOf(const YAML::Node& node)
{
    if (!node.IsDefined())
        return {};
    return positionOf(node.Mark());
}

SourcePosition positionInScalar(const YAML::Node& scalar, std::size_t offset, std::string_view source)
{
    const SourcePosition start = positionOf(scalar);
    if (!scalar.IsScalar() || start.line == 0)
        return start;
    const YAML::Mark mark = scalar.Mark();
    const auto at = static_cast<std::size_t>(mark.pos);
    if (at >= source.size())
        return start;

    // A quoted scalar's mark is on its opening quote; its value begins one character later.
    const char first = source[at];
    const std::size_t quote = (first == '"' || first == '\'') ? 1 : 0;
    const std::string& value = scalar.Scalar();
    const bool verbatim = value.find('\n') == std::string::npos && offset <= value.size()
        && source.substr(at + quote, value.size()) == value;
    if (!verbatim)
        return start;
    return {start.line, start.column + static_cast<int>(quote + offset)};
}

}  // namespace umpire
