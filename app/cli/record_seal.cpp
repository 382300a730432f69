// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/record_seal.h"

#include "log/game_log.h"

namespace umpire {

RecordDice recordDice(const QString& logPath, bool seedGiven)
{
    RecordDice dice;
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    if (!log.open(logPath, options))
        return dice;
    const auto newest = log.newestSession();
    if (!newest || !newest->has_value())
        return dice;
    dice.sessionId = (*newest)->id;
    const auto seal = sessionSeal(log, dice.sessionId);
    if (!seal || !seal->has_value())
        return dice;  // an unsealed session (an older log): dice from a seed, as before
    if ((*seal)->isRevealed()) {
        dice.refusal = QStringLiteral("session %1 revealed its dice seal, so its program dice are known: start a new "
                                      "session (umpire-cli log new GAME), or give physical dice with --roll")
                           .arg(dice.sessionId);
        return dice;
    }
    if (seedGiven) {
        dice.refusal = QStringLiteral("session %1 seals its program dice: a roll from --seed cannot be recorded in it "
                                      "(leave --seed out, or give physical dice with --roll)")
                           .arg(dice.sessionId);
        return dice;
    }
    auto next = nextSealedRoll(log, dice.sessionId);
    if (!next) {
        dice.refusal = next.error();
        return dice;
    }
    dice.sealed.emplace(*next);
    return dice;
}

}  // namespace umpire
