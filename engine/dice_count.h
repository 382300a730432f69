// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "refusal.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire {

class DieRoller;
struct Assessment;
struct Procedure;

/// Exact counting works in 64 bits: no step may have more equally likely outcomes than this.
constexpr std::uint64_t kMaxOutcomes = std::uint64_t{1} << 62;

/// sides^count, or nullopt past kMaxOutcomes.
std::optional<std::uint64_t> outcomeCount(std::int64_t count, std::int64_t sides);

/// All outcomes of the assessed step's dice (named groups multiplied), or nullopt past the limit.
std::optional<std::uint64_t> stepOutcomes(const Assessment& a);

/// Fills the dice of the assessed step (counts may be expressions) and refuses a count the
/// rules cannot mean or too many outcomes to count. Throws ArithmeticError.
std::optional<Refusal> countDice(const Procedure& step, Assessment& a);

/// The dice the players throw for the assessed step: its dice, less those that cannot matter.
std::int64_t diceToThrow(const Assessment& a);
/// Throws the dice of the assessed step from `source`: those diceToThrow counts, in order.
std::vector<std::int64_t> throwDice(const Assessment& a, DieRoller& source);

/// True when `dice` holds every die of the step, those that cannot matter included (the
/// players threw them all); else it holds the dice diceToThrow counts.
bool throwsEveryDie(const Assessment& a, const std::vector<std::int64_t>& dice);

/// Refuses a throw with the wrong number of dice or a face a die does not have: `dice` are
/// the dice thrown (diceToThrow), or every die of the step, in order.
std::optional<Refusal> checkFaces(const Assessment& a, const std::vector<std::int64_t>& dice);

/// Faces 1..sides that hit, for a count procedure (index 0 unused).
std::vector<bool> hittingFaces(const Assessment& a);
std::int64_t countHits(const Assessment& a, const std::vector<std::int64_t>& dice);

}  // namespace umpire
