// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace umpire {

/// The turn and phase of the table: the one place the window's toolbar, the chit cup and the
/// rolls written to the log read them from. Next turn adds one to the last number of the turn
/// label ("Turn 3 (PM)" becomes "Turn 4 (PM)"); Next phase walks the phases typed so far, in
/// order, and starts the next turn after the last one. The chit cup's own turn, when it sets
/// up or starts a new turn, becomes the turn's number (followCupTurn), so that the rolls after
/// the cup's New turn are written with the cup's turn.
class TurnAndPhase : public QObject {
    Q_OBJECT

public:
    explicit TurnAndPhase(QObject* parent = nullptr);

    /// The turn label as typed ("3", "Turn 3 (PM)"); empty when not said.
    QString turn() const { return turn_; }
    QString phase() const { return phase_; }
    /// The phases known, in order.
    QStringList phases() const { return phases_; }
    /// The last number of the turn label, nullopt when it has none.
    std::optional<int> turnNumber() const;

    void setTurn(const QString& turn);
    void setPhase(const QString& phase);
    /// Shows another log session's turn and phase and the game's phases as a whole.
    void replace(const QString& turn, const QString& phase, const QStringList& phases);

    /// One more than the turn's last number ("1" when empty), back to the first phase.
    void nextTurn();
    /// The phase after the current one (a phase typed but not known is added at the end);
    /// after the last one, the next turn.
    void nextPhase();
    /// The chit cup is at turn `number`: the turn label takes that number (its other words
    /// kept) and, when it changed, the phase goes back to the first one.
    void followCupTurn(int number);

signals:
    /// The turn, the phase or the list of phases changed.
    void changed();
    /// Next turn (by a phase or the cup too) moved to `turn`.
    void turnStarted(const QString& turn);

private:
    /// `turn_` with its last number replaced by `number` (appended when it has none).
    QString withNumber(qint64 number) const;
    void startTurn(const QString& turn);

    QString turn_;
    QString phase_;
    QStringList phases_;
};

}  // namespace umpire
