// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>

namespace umpire {

/// Appends `text` (UTF-8, `size` bytes) to `out` as a JSON string, quotes included, byte for
/// byte as Qt's compact QJsonDocument writer would write the same text: `"`, `\` and control
/// characters escaped, everything else copied. Returns false, leaving `out` in an unspecified
/// state, when `text` is not strict UTF-8 (overlong forms, surrogates, beyond U+10FFFF): Qt
/// would first have replaced or escaped those, so the caller must take Qt's own path then.
/// A std::string rather than a QByteArray: appending one character at a time is what escaping
/// does, and Qt 6.4 does that through a general insert.
bool appendJsonString(std::string& out, const char* text, std::size_t size);

/// True when `text` (`size` bytes) is strict UTF-8 (what appendJsonString accepts).
bool isStrictUtf8(const char* text, std::size_t size);

/// Appends `bytes` as a JSON string of lower-case hex digits (how a stored BLOB is hashed).
void appendJsonHexString(std::string& out, const unsigned char* bytes, std::size_t size);

}  // namespace umpire
