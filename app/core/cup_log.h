// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/chit_cup.h"
#include "log/log_result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace umpire {

class GameLog;
struct EventChit;
struct Game;

/// The chit cup of a play session lives in its game log (docs/game-log.md, "The chit cup"):
/// setting it up, each draw and each new turn are ordinary hash-chained roll entries of the
/// session under these reserved procedure ids, and the cup of a session is rebuilt by replaying
/// them. A voided entry counts as never made: a voided draw puts its chit back.
namespace CupLog {
inline const QString setupProcedure = QStringLiteral("cup:setup");
inline const QString drawProcedure = QStringLiteral("cup:draw");
inline const QString newTurnProcedure = QStringLiteral("cup:new-turn");
bool isCupProcedure(const QString& procedure);
/// A cup entry's procedure in words, as the log and its reports show it ("Chit cup: draw");
/// empty for any other procedure.
QString procedureLabel(const QString& procedure);
/// The phase the cup's entries are logged under, in English as the log keeps it.
inline const QString cupPhase = QStringLiteral("Chit cup");
/// A logged phase in words: the cup's phase in the window's language, any other as logged.
QString phaseLabel(const QString& phase);
}  // namespace CupLog

/// One draw as the log keeps it.
struct CupLogDraw {
    qint64 entryId = 0;
    QString chit;
    bool event = false;
    qint64 face = 0;   ///< the die: the face-th of the chits left
    qint64 sides = 0;  ///< chits left before the draw
    bool voided = false;
    bool endsActivations = false;  ///< the turn's last activation chit
    QString text;                  ///< the chit in words, as logged
};

/// A session's cup as its entries leave it.
struct CupState {
    QString game;                 ///< the session's game id
    std::optional<ChitCup> cup;   ///< none until the cup is set up
    qint64 setupEntry = 0;
    /// The draws of the current turn in log order, voided ones too (marked).
    QList<CupLogDraw> draws;
};

/// Replays the cup entries of `sessionId`. Refused, naming the entry, when an entry does not
/// fit the cup as rebuilt so far (a chit drawn twice, a draw before the set-up...).
LogResult<CupState> replayCup(const GameLog& log, qint64 sessionId);

/// The side's label ("Prussian"); its id when the game has no such side.
QString sideLabel(const Game& game, const std::string& sideId);
/// An event chit's faces in words: "Krupp's Guns / Colonel Caprivi".
QString eventChitName(const EventChit& chit);
/// The chit in words, in the interface's language as the log entries the window writes: "activation:
/// III Korps", "event: Krupp's Guns / Colonel Caprivi (Prussian)".
QString cupChitText(const Game* game, const CupChit& chit);
/// The module's event chit ids, in module order.
QStringList eventChitIds(const Game& game);

/// What a draw appended: its entry and the cup after it.
struct CupDrawn {
    qint64 entryId = 0;
    CupDraw draw;
    CupState after;
    /// "sealed roll 4 of session 2" or "seed 123": where the draw's die came from, in English
    /// (the CLI's words); the window words sealedRoll or seed itself.
    QString diceSource;
    std::optional<qint64> sealedRoll;  ///< the sealed roll's position in its session
    std::optional<quint64> seed;       ///< the seed of the die, when not sealed
};

/// Sets up the session's cup for `turn` (nullopt: turn 1 for a first cup, the next turn when
/// the current one's activations are over, else the current turn again) with the players'
/// activation chits and the module's event chits; appends the set-up entry and returns the cup.
/// Refused: a game without event chits in the module is fine, but every event id must be the
/// module's (the message lists them), names must be unique and not empty.
LogResult<CupState> setUpCup(GameLog& log, qint64 sessionId, const Game& game, const QStringList& activation,
                             const QStringList& events, std::optional<int> turn);
/// Draws a chit and appends the draw. The die comes from the session's seal when it is sealed
/// (then `seed` is refused), else from `seed` or fresh entropy. Refused with nothing logged when
/// the cup is not set up or the turn's activations are over.
LogResult<CupDrawn> drawFromCup(GameLog& log, qint64 sessionId, const Game& game, std::optional<quint64> seed);
/// Housekeeping: every chit back in the cup for the next turn. Refused while activation chits
/// are left in the cup.
LogResult<CupState> newCupTurn(GameLog& log, qint64 sessionId, const Game& game);

}  // namespace umpire
