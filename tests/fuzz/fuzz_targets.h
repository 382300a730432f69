// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace umpire::fuzz {

/// Parses, checks and evaluates one expression against a fixed set of names and tables.
void expression(const std::uint8_t* data, std::size_t size);

/// Loads one module from YAML text, runs its examples and assesses every procedure with its
/// defaults (exact odds included); the text after a line "--- overlay" is merged as an overlay.
void module(const std::uint8_t* data, std::size_t size);

}  // namespace umpire::fuzz
