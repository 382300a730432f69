// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Module files built to bring the program down (issue 19): otherwise valid, with one hostile
// part. Shared by the loader's tests and the desktop app's.

#include <cstddef>
#include <string>

namespace umpire::test {

/// The line of the derived value's expression in hostileModule().
inline constexpr int hostileExpressionLine = 16;
/// The line of the table's first row in hostileModule().
inline constexpr int hostileFirstRowLine = 22;
/// The line of the procedure's first input in hostileModule().
inline constexpr int hostileFirstInputLine = 13;

/// A one-procedure module whose derived value is `expression` and whose 1d6 table has
/// `rows` copies of the row covering every roll (one copy is a valid module).
inline std::string hostileModule(const std::string& expression, std::size_t rows = 1)
{
    std::string text =
        "format: 1\n"
        "game:\n"
        "  id: hostile\n"
        "  title: Hostile\n"
        "  sides:\n"
        "    - {id: red, label: Red}\n"
        "    - {id: blue, label: Blue}\n"
        "procedures:\n"
        "  - id: fire\n"
        "    label: Fire\n"
        "    rule: \"1\"\n"
        "    inputs:\n"
        "      - {id: strength, label: Strength, type: integer, min: 0, max: 10}\n"
        "    derived:\n"
        "      - id: bonus\n"
        "        value: \"" + expression + "\"\n"
        "    dice: 1d6\n"
        "    resolution:\n"
        "      kind: table\n"
        "      clamp: {min: 1, max: 6}\n"
        "      rows:\n";
    text.reserve(text.size() + rows * 36 + 100);
    for (std::size_t i = 0; i < rows; ++i)
        text += "      - {rolls: 1..6, result: NE}\n";
    text +=
        "    results:\n"
        "      - {code: NE, label: No effect}\n";
    return text;
}

/// `count` copies of `piece`.
inline std::string repeated(const std::string& piece, std::size_t count)
{
    std::string text;
    text.reserve(piece.size() * count);
    for (std::size_t i = 0; i < count; ++i)
        text += piece;
    return text;
}

}  // namespace umpire::test
