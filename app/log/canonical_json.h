// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstddef>

namespace umpire {

/// Appends `text` (UTF-8, `size` bytes) to `out` as a JSON string, quotes included, byte for
/// byte as Qt's compact QJsonDocument writer would write the same text: `"`, `\` and control
/// characters escaped, everything else copied. Returns false, leaving `out` in an unspecified
/// state, when `text` is not strict UTF-8 (overlong forms, surrogates, beyond U+10FFFF): Qt
/// would first have replaced or escaped those, so the caller must take Qt's own path then.
bool appendJsonString(QByteArray& out, const char* text, std::size_t size);

/// Appends `bytes` as a JSON string of lower-case hex digits (how a stored BLOB is hashed).
void appendJsonHexString(QByteArray& out, const unsigned char* bytes, std::size_t size);

}  // namespace umpire
