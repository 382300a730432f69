// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice_source.h"

#include <limits>
#include <stdexcept>

namespace umpire {

DiceSource::DiceSource(std::uint64_t seed) : seed_(seed), generator_(seed) {}

DiceSource DiceSource::fromEntropy()
{
    std::random_device device;
    const std::uint64_t seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
    return DiceSource(seed);
}

std::int64_t DiceSource::roll(std::int64_t sides)
{
    if (sides <= 0)
        throw std::invalid_argument("a die needs at least one side");
    // Rejection sampling: draws at or above the largest multiple of `sides` are discarded,
    // so every face has exactly the same number of generator values behind it.
    const auto range = static_cast<std::uint64_t>(sides);
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % range;
    std::uint64_t draw = 0;
    do {
        draw = generator_();
    } while (draw >= limit);
    return static_cast<std::int64_t>(draw % range) + 1;
}

}  // namespace umpire
