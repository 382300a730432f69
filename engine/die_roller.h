// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace umpire {

/// Where the program's dice come from: a seeded generator (DiceSource) or a sealed session's
/// dice, derived from its committed seed (app/log/sealed_dice.h). One die at a time, in
/// throwing order.
class DieRoller {
public:
    virtual ~DieRoller() = default;
    /// A face from 1 to sides, uniformly. Throws std::invalid_argument when sides < 1.
    virtual std::int64_t roll(std::int64_t sides) = 0;

protected:
    DieRoller() = default;
    DieRoller(const DieRoller&) = default;
    DieRoller& operator=(const DieRoller&) = default;
};

}  // namespace umpire
