// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/dice_seal.h"
#include "log/dice_seal_store.h"

#include "engine/die_roller.h"

namespace umpire {

/// The program dice of a sealed session (log/dice_seal.h): dice 1, 2, 3... of the roll at
/// `position`; nextEntry() moves on to the session's next roll (a follow-up's entry).
class SealedDieRoller : public DieRoller {
public:
    /// `diceThrown`: dice of this roll already thrown (earlier steps thrown one at a time, as
    /// the desktop app does): the next die is number diceThrown + 1.
    explicit SealedDieRoller(NextSealedRoll next, qint64 diceThrown = 0) : next_(std::move(next)), die_(diceThrown) {}

    std::int64_t roll(std::int64_t sides) override
    {
        return DiceSeal::face(next_.secret, next_.position, ++die_, sides, next_.phrase);
    }
    /// The next die belongs to the session's next roll.
    void nextEntry()
    {
        ++next_.position;
        die_ = 0;
    }
    /// What the current roll's resolution records under "sealed_dice".
    DiceSeal::RollSeal rollSeal() const { return {next_.commitment, next_.phrase, next_.position}; }

private:
    NextSealedRoll next_;
    qint64 die_ = 0;
};

}  // namespace umpire
