// SPDX-License-Identifier: GPL-3.0-or-later
// PlaySession: the program dice of a log session with sealed dice (log/dice_seal.h), taken
// from its seal exactly as `umpire-cli resolve --record` takes them, so `log verify` checks them.
#include "play/play_session.h"

#include "core/sealed_die_roller.h"
#include "log/dice_seal_store.h"

namespace umpire {

bool PlaySession::sealedDice(const Assessment& toThrow, bool continuesRoll, std::optional<SealedDieRoller>& dice)
{
    // The log session of the step's own game: a roll under way may belong to a game the
    // players have since switched away from, and its entry goes to that game's session.
    const auto found = logSessions_.find(QString::fromStdString(toThrow.situation.game));
    const auto sessionId = found == logSessions_.end() ? std::nullopt : std::optional<qint64>(found->second);
    if (!sealSource_ || !writer_ || !sessionId)
        return true;  // no log session yet: the roll starts an unsealed one
    const auto seal = sessionSeal(*sealSource_, *sessionId);
    if (!seal) {
        refuse(tr("The dice seal of session %1 cannot be read, so the program does not roll: %2").arg(*sessionId).arg(seal.error()));
        return false;
    }
    if (!seal->has_value())
        return true;  // an unsealed session: dice from a seed, as before
    if ((*seal)->isRevealed()) {
        refuse(tr("Session %1 revealed its dice seal, so its program dice are known: start a new session, or enter the "
                  "dice thrown on the table")
                   .arg(*sessionId));
        return false;
    }
    // The steps of one roll are one entry: one roll of the seal, its dice numbered on.
    qint64 thrown = 0;
    std::optional<DiceSeal::RollSeal> earlier;
    if (continuesRoll && !rolls_.isEmpty()) {
        for (const PlayedStep& step : rolls_.last().allSteps()) {
            thrown += static_cast<qint64>(step.dice.faces.size());
            if (step.dice.seal)
                earlier = step.dice.seal;
            else if (step.dice.origin == DiceOrigin::Physical) {
                refuse(tr("This roll began with dice thrown on the table: in a session with sealed dice a roll takes all "
                          "its dice from the table or all from the seal, so enter this step's dice too"));
                return false;
            }
        }
    }
    auto next = nextSealedRoll(*sealSource_, *sessionId);
    if (!next) {
        refuse(next.error());
        return false;
    }
    NextSealedRoll roll = *next;
    if (earlier)
        roll.position = earlier->position;
    dice.emplace(std::move(roll), thrown);
    return true;
}

QString PlaySession::sealMixBlocker(const ThrownDice& dice) const
{
    if (dice.origin != DiceOrigin::Physical || rolls_.isEmpty())
        return {};
    for (const PlayedStep& step : rolls_.last().allSteps())
        if (step.dice.seal)
            return tr("This roll began with the session's sealed dice: a roll takes all its dice from the seal or all "
                      "from the table, so roll this step with the program too");
    return {};
}

}  // namespace umpire
