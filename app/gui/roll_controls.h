// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace umpire {

/// Starts a roll: the Roll button (program dice), the field for the dice thrown on the table,
/// and a note that goes with the next roll (hex, unit). Says why rolling is not possible.
class RollControls : public QWidget {
    Q_OBJECT

public:
    explicit RollControls(QWidget* parent = nullptr);

    /// Enables the controls for `dice` ("1d6"), or disables them with `why`.
    void setRollAvailable(bool available, const QString& dice, const QString& why = {});
    bool rollAvailable() const;
    /// A problem with the typed dice; the text stays in the field so nothing is lost.
    void showDiceError(const QString& message);
    QString diceError() const;
    /// Empties the dice field after a roll, without an undo that would bring the dice back.
    void clearDice();
    /// Empties the note after the roll it went with.
    void clearNote();

    QPushButton* rollButton() const { return roll_; }
    QLineEdit* diceField() const { return dice_; }
    QPushButton* useDiceButton() const { return useDice_; }
    QLineEdit* noteField() const { return note_; }

signals:
    void rollRequested();
    void diceEntered(const QString& dice);
    void noteEdited(const QString& note);

private:
    QPushButton* roll_;
    QLineEdit* dice_;
    QPushButton* useDice_;
    QLineEdit* note_;
    QLabel* diceError_;
    QLabel* why_;
};

}  // namespace umpire
