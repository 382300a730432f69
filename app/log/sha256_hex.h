// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>

namespace umpire {

/// Writes the lower-case hex SHA-256 of `size` bytes at `bytes` to `hex` (64 characters). With
/// libcrypto it uses the CPU's SHA instructions where there are some (several times faster
/// than Qt 6.4's portable code); the digest is the same. Thread-safe.
void sha256Hex(const char* bytes, std::size_t size, char (&hex)[64]);

/// Whether sha256Hex() goes through libcrypto: the build found its headers, and the library
/// opened at the first hash. Otherwise it uses QCryptographicHash.
bool sha256UsesLibCrypto();

}  // namespace umpire
