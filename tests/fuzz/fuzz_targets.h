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

/// Reads the CLI's situation arguments for one procedure of the shipped modules, as
/// `umpire-cli resolve` does, and assesses, counts and resolves the situation. The first line
/// is "GAME PROCEDURE" (anything else picks one by its bytes); each later line is
/// "set NAME=VALUE", "unit LIST=FIELD:VALUE,...", "option NAME=VALUE" or "chart KEY=VALUE".
void situation(const std::uint8_t* data, std::size_t size);

}  // namespace umpire::fuzz
