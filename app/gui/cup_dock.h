// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/deferred_dock.h"

#include "core/cup_log.h"

#include <functional>
#include <optional>

class QLabel;
class QListWidget;
class QPushButton;

namespace umpire {

class GameLog;
class TurnAndPhase;
struct Game;

/// The chit cup of the current log session (chit-pull games, e.g. Duel of Eagles 8-9): the
/// chits left, the turn's draws, and Set up, Draw and New turn. The cup lives in the game log
/// (core/cup_log.h): every action is an entry, and the dock shows the cup rebuilt from the
/// entries, so it is the same after a restart and after a draw is voided.
///
/// Its widgets are built when it is first shown (most games draw no chits); the cup itself is
/// followed all along.
///
/// The table's turn (play/turn_and_phase.h) follows the cup: a first cup is set up for the
/// turn shown, and the cup's set-up, New turn or a voided New turn puts the cup's turn there,
/// so that the rolls after it are written with the cup's turn.
///
/// Writes go through the window's reading connection, so a log locked by another program holds
/// the window for up to the log's busy timeout.
class CupDock : public DeferredDock {
    Q_OBJECT

public:
    explicit CupDock(QWidget* parent = nullptr);

    /// The log, the game in play and its log session (none: set-up starts one). Shows them.
    void setContext(GameLog* log, const Game* game, std::optional<qint64> sessionId);
    /// Seed of the next draw in an unsealed session, each later draw adding 1; absent: fresh
    /// entropy each draw. A sealed session always draws from its seal.
    void setFirstSeed(std::optional<quint64> seed) { nextSeed_ = seed; }
    /// Why a sealed session cannot draw now (the play session holds its next sealed roll);
    /// empty when it can.
    void setSealBusyCheck(std::function<QString()> why) { sealBusy_ = std::move(why); }
    /// The table's turn and phase (not owned; null: the cup keeps its turn to itself).
    void setTurnAndPhase(TurnAndPhase* turnAndPhase) { turnAndPhase_ = turnAndPhase; }
    /// Rebuilds the cup from the log and shows it.
    void refresh();
    /// An entry of the log was voided: the cup is rebuilt, and the table's turn follows when a
    /// New turn or a set-up was voided.
    void entryVoided();

    /// Puts these chits in the cup (a new set-up replaces the cup); false when refused.
    bool setUp(const QStringList& activation, const QStringList& events);
    /// Asks for the chits (CupSetupDialog), then sets up.
    void chooseSetUp();
    /// Draws a chit and logs it; false when refused (nothing is logged then).
    bool draw();
    /// Housekeeping: every chit back in the cup; false when refused.
    bool newTurn();

    /// The cup as last rebuilt; null when there is none to show.
    const CupState* state() const { return state_ ? &*state_ : nullptr; }
    /// The last refusal or fault, empty after a success.
    QString lastProblem() const { return problem_; }

    QListWidget* leftList() const { return built(left_); }
    QListWidget* drawList() const { return built(draws_); }
    QLabel* headline() const { return built(headline_); }
    QLabel* messageLabel() const { return built(messageLabel_); }
    QPushButton* setUpButton() const { return built(setUp_); }
    QPushButton* drawButton() const { return built(draw_); }
    QPushButton* newTurnButton() const { return built(newTurn_); }

signals:
    /// A cup entry is in the log (the log's list should show it).
    void entryAppended();
    /// Setting up the cup started a log session for the game.
    void sessionStarted(qint64 sessionId);

protected:
    void buildContent() override;

private:
    /// Shows the cup as last rebuilt (refresh()) in the widgets.
    void showCup();
    void setMessage(const QString& message);
    void showOutcome(const QString& message);
    bool fail(const QString& message);
    QString chitLabel(const QString& id, bool event) const;
    /// The table's turn takes the cup's.
    void turnFollowsCup();

    GameLog* log_ = nullptr;
    const Game* game_ = nullptr;
    std::optional<qint64> session_;
    std::optional<quint64> nextSeed_;
    std::function<QString()> sealBusy_;
    TurnAndPhase* turnAndPhase_ = nullptr;
    std::optional<CupState> state_;
    QString replayProblem_;  ///< why the cup could not be rebuilt from the log, when it could not
    QString problem_;
    QString message_;  ///< what the message line says

    QLabel* headline_ = nullptr;
    QListWidget* left_ = nullptr;
    QListWidget* draws_ = nullptr;
    QLabel* messageLabel_ = nullptr;
    QPushButton* setUp_ = nullptr;
    QPushButton* draw_ = nullptr;
    QPushButton* newTurn_ = nullptr;
};

}  // namespace umpire
