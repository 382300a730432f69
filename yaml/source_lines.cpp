// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/source_lines.h"

#include <algorithm>

namespace umpire {

SourceLines::SourceLines(std::string_view source) : source_(source)
{
    lineStarts_.push_back(0);
    for (std::size_t at = source.find('\n'); at != std::string_view::npos; at = source.find('\n', at + 1))
        lineStarts_.push_back(at + 1);
}

SourcePosition SourceLines::inCharacters(SourcePosition inBytes) const
{
    if (inBytes.line < 1 || inBytes.column < 1 || static_cast<std::size_t>(inBytes.line) > lineStarts_.size())
        return inBytes;
    const std::size_t start = lineStarts_[static_cast<std::size_t>(inBytes.line) - 1];
    const std::size_t before = static_cast<std::size_t>(inBytes.column) - 1;
    if (before > source_.size() - start)
        return inBytes;
    const std::string_view lead = source_.substr(start, before);
    // Every byte but a UTF-8 continuation byte (10xxxxxx) begins a character.
    const auto continuations = std::count_if(lead.begin(), lead.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; });
    return {inBytes.line, inBytes.column - static_cast<int>(continuations)};
}

}  // namespace umpire
