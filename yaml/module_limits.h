// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace umpire {

// Bounds on what a module may declare, so that no module can make loading or the exact odds
// exhaust the program. Each is far above what a rule text needs; docs/module-format.md lists them.

/// Steps of one procedure (the heaviest rule text has three).
inline constexpr std::size_t maxSteps = 16;
/// Named dice (or groups) thrown by one step.
inline constexpr std::size_t maxNamedDice = 16;
/// Sides of one die: more are no tabletop dice.
inline constexpr std::int64_t maxSides = 100;
/// Rows, and columns, of one lookup table.
inline constexpr std::size_t maxLookupKeys = 200;
/// Lookup tables of one game.
inline constexpr std::size_t maxLookupTables = 100;
/// Outputs of one step.
inline constexpr std::size_t maxOutputs = 64;
/// Triggers of one step.
inline constexpr std::size_t maxTriggers = 64;
/// Conversions of one step.
inline constexpr std::size_t maxConversions = 64;
/// Game options of one game.
inline constexpr std::size_t maxGameOptions = 32;
/// Event chits of one game (a counter sheet holds a few dozen).
inline constexpr std::size_t maxChits = 200;

}  // namespace umpire
