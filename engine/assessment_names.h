// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <string_view>

namespace umpire {

class Bindings;
class NameScope;
struct Assessment;

/// Names an interpretation's `when` may read besides inputs and derived values: what the
/// assessment found. The column names are 0 for procedures without a grid; the strengths and
/// the column value are exact numbers, the others integers.
///   drm_total          die-modifier total (column overflow included)
///   shift_total        net column shift
///   column_base        column before shifts, counted from 0 (past the last when the scale counts beyond it)
///   column_index       column used, counted from 0
///   columns_past       columns pushed past an edge (negative: past the first)
///   attacker_strength  attacker's strength after strength modifiers (0 without one)
///   defender_strength  defender's strength after strength modifiers (0 without one)
///   column_value       the odds, difference or value the column is found from (0 without one)
inline constexpr std::array<std::string_view, 8> assessmentNames = {
    "drm_total",    "shift_total",       "column_base",       "column_index",
    "columns_past", "attacker_strength", "defender_strength", "column_value"};

/// Declares every assessment name with its type.
void declareAssessmentNames(NameScope& scope);

/// Binds every assessment name to what `assessment` found.
void bindAssessmentNames(Bindings& bindings, const Assessment& assessment);

}  // namespace umpire
