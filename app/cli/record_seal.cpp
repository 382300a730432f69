// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/record_seal.h"

#include "log/game_log.h"

namespace umpire {

RecordDice recordDice(const QString& logPath, const std::string& gameId, bool programDice, bool seedGiven)
{
    RecordDice dice;
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    options.checkpoint = false;  // only reads: the append comes later, on a connection of its own
    if (auto opened = log.open(logPath, options); !opened) {
        dice.logError = opened.failure();
        return dice;
    }
    const auto newest = log.newestSession();
    if (!newest) {
        dice.logError = newest.failure();
        return dice;
    }
    if (!newest->has_value()) {
        dice.logError = LogError::refused(QStringLiteral("%1: no session to record into; start one with `umpire-cli log new %2`")
                                              .arg(logPath, QString::fromStdString(gameId)));
        return dice;
    }
    const QString game = QString::fromStdString(gameId);
    if ((*newest)->game != game) {
        dice.logError = LogError::refused(QStringLiteral("%1: the newest session, %2, is for '%3', not '%4'; start a session "
                                                         "for '%4' first (umpire-cli log new %4)")
                                              .arg(logPath)
                                              .arg((*newest)->id)
                                              .arg((*newest)->game, game));
        return dice;
    }
    dice.sessionId = (*newest)->id;
    if (!programDice)
        return dice;  // dice from the table: no seal to take them from
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
