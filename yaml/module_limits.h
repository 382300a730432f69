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
/// Interpretations at the top of a module, which its procedures share.
inline constexpr std::size_t maxSharedInterpretations = 100;
/// Rows of one resolution table or grid, counted apart from the rows an overlay adds (a 2d6
/// table has 11 rows, a d100 one at most 100).
inline constexpr std::size_t maxTableRows = 200;
/// Columns of one grid.
inline constexpr std::size_t maxGridColumns = 64;
/// Rows of one reference entry.
inline constexpr std::size_t maxReferenceRows = 200;
/// Inputs, and derived values, of one procedure.
inline constexpr std::size_t maxInputs = 100;
/// Fields of one units input.
inline constexpr std::size_t maxUnitFields = 32;
/// Options of one choice.
inline constexpr std::size_t maxChoiceOptions = 100;
/// Result codes, and modifiers, of one step.
inline constexpr std::size_t maxResults = 100;
inline constexpr std::size_t maxModifiers = 100;
/// Worked examples of one procedure.
inline constexpr std::size_t maxExamples = 500;
/// Pairs of overlapping rows named one by one in one table; the rest are counted.
inline constexpr std::size_t maxOverlapReports = 10;
/// Problems reported one by one for one file; the rest are counted in a closing line.
inline constexpr std::size_t maxDiagnosticsPerFile = 100;

}  // namespace umpire
