// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "die_roller.h"

#include <cstdint>
#include <random>

namespace umpire {

/// Fair dice from a seeded generator. The same seed gives the same dice on every platform:
/// std::mt19937_64 is fully specified and faces are drawn by rejection, not by a
/// library-specific distribution.
class DiceSource : public DieRoller {
public:
    explicit DiceSource(std::uint64_t seed);
    /// Seeds from std::random_device; the seed is kept so the roll can be logged and replayed.
    static DiceSource fromEntropy();

    std::uint64_t seed() const { return seed_; }
    /// A face from 1 to sides, uniformly.
    std::int64_t roll(std::int64_t sides) override;

private:
    std::uint64_t seed_;
    std::mt19937_64 generator_;
};

}  // namespace umpire
