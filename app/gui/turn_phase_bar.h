// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

class QAction;
class QComboBox;
class QLineEdit;

namespace umpire {

/// The turn and phase labels written with each roll, and the actions that advance them:
/// Next turn adds one to the last number of the turn label; Next phase walks the phases typed
/// so far, in order, and starts the next turn after the last one.
class TurnPhaseBar : public QToolBar {
    Q_OBJECT

public:
    explicit TurnPhaseBar(QWidget* parent = nullptr);

    QString turn() const;
    QString phase() const;
    /// The phases known, in order.
    QStringList phases() const;
    /// Shows a turn, a phase and the known phases (another session's) without emitting changed().
    void setLabels(const QString& turn, const QString& phase, const QStringList& phases);

    QLineEdit* turnField() const { return turn_; }
    QComboBox* phaseBox() const { return phase_; }
    QAction* nextTurnAction() const { return nextTurn_; }
    QAction* nextPhaseAction() const { return nextPhase_; }

public slots:
    void nextTurn();
    void nextPhase();

signals:
    /// The turn, the phase or the list of phases changed.
    void changed();
    /// A line for the status bar.
    void statusMessage(const QString& message);

private:
    QLineEdit* turn_;
    QComboBox* phase_;
    QAction* nextTurn_;
    QAction* nextPhase_;
    bool quiet_ = false;
};

}  // namespace umpire
