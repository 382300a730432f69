// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "refusal.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire {

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

/// Refuses a throw with the wrong number of dice or a face a die does not have.
std::optional<Refusal> checkFaces(const Assessment& a, const std::vector<std::int64_t>& dice);

/// Faces 1..sides that hit, for a count procedure (index 0 unused).
std::vector<bool> hittingFaces(const Assessment& a);
std::int64_t countHits(const Assessment& a, const std::vector<std::int64_t>& dice);

}  // namespace umpire
