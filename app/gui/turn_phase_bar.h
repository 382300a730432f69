// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

class QAction;
class QComboBox;
class QLineEdit;

namespace umpire {

class TurnAndPhase;

/// Shows and edits the table's turn and phase (play/turn_and_phase.h, which holds them and
/// says how Next turn and Next phase advance them), and who rolls: one of the session's
/// players, or a name typed in.
class TurnPhaseBar : public QToolBar {
    Q_OBJECT

public:
    /// `turnAndPhase` (not owned) must outlive the bar.
    explicit TurnPhaseBar(TurnAndPhase* turnAndPhase, QWidget* parent = nullptr);

    QString turn() const;
    QString phase() const;
    /// The player making the next rolls, empty when not said.
    QString player() const;
    /// The players of the log session, offered in the player list; the choice is kept when it is
    /// one of them, else `remembered` (the name last used for the game) is shown.
    void setPlayers(const QStringList& players, const QString& remembered = QString());
    /// The phases known, in order.
    QStringList phases() const;

    QLineEdit* turnField() const { return turn_; }
    QComboBox* phaseBox() const { return phase_; }
    QComboBox* playerBox() const { return player_; }
    QAction* nextTurnAction() const { return nextTurn_; }
    QAction* nextPhaseAction() const { return nextPhase_; }

public slots:
    void nextTurn();
    void nextPhase();

signals:
    /// The player changed.
    void playerChanged();
    /// A line for the status bar.
    void statusMessage(const QString& message);

private:
    /// Shows the turn and phase as turnAndPhase_ holds them.
    void showTurnAndPhase();

    TurnAndPhase* turnAndPhase_;
    QLineEdit* turn_;
    QComboBox* phase_;
    QComboBox* player_;
    QAction* nextTurn_;
    QAction* nextPhase_;
    bool quiet_ = false;
};

}  // namespace umpire
