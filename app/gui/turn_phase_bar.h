// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

class QAction;
class QComboBox;
class QLineEdit;

namespace umpire {

/// The turn and phase labels written with each roll, and the actions that advance them:
/// Next turn adds one to the last number of the turn label; Next phase walks the phases typed
/// so far, in order, and starts the next turn after the last one. Also who rolls: one of the
/// session's players, or a name typed in.
class TurnPhaseBar : public QToolBar {
    Q_OBJECT

public:
    explicit TurnPhaseBar(QWidget* parent = nullptr);

    QString turn() const;
    QString phase() const;
    /// The player making the next rolls, empty when not said.
    QString player() const;
    /// The players of the log session, offered in the player list; the choice is kept when it is one of them.
    void setPlayers(const QStringList& players);
    /// The phases known, in order.
    QStringList phases() const;
    /// Shows a turn, a phase and the known phases (another session's) without emitting changed().
    void setLabels(const QString& turn, const QString& phase, const QStringList& phases);

    QLineEdit* turnField() const { return turn_; }
    QComboBox* phaseBox() const { return phase_; }
    QComboBox* playerBox() const { return player_; }
    QAction* nextTurnAction() const { return nextTurn_; }
    QAction* nextPhaseAction() const { return nextPhase_; }

public slots:
    void nextTurn();
    void nextPhase();

signals:
    /// The turn, the phase, the list of phases or the player changed.
    void changed();
    /// A line for the status bar.
    void statusMessage(const QString& message);

private:
    QLineEdit* turn_;
    QComboBox* phase_;
    QComboBox* player_;
    QAction* nextTurn_;
    QAction* nextPhase_;
    bool quiet_ = false;
};

}  // namespace umpire
