// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace umpire {

class NamedDiceFields;

/// Starts a roll: the Roll button (program dice), the field for the dice thrown on the table,
/// and a note that goes with the next roll (hex, unit). Says why rolling is not possible.
class RollControls : public QWidget {
    Q_OBJECT

public:
    explicit RollControls(QWidget* parent = nullptr);

    /// Enables the controls for `dice` ("1d6"), or disables them with `why`.
    void setRollAvailable(bool available, const QString& dice, const QString& why = {});
    bool rollAvailable() const;
    /// The dice of the step to throw, when the module names them: one field each. Empty: one
    /// field for all the dice.
    void setNamedDice(const QStringList& labels);
    /// Which step of a procedure of several steps is thrown next; empty for a procedure of one.
    void setStep(const QString& text);
    /// A step without dice: the button records the decision, whose result `preview` shows
    /// (rich text) as soon as the situation is complete. Empty `preview`: a step with dice.
    void setDecision(bool decision, const QString& preview = {});
    QString stepText() const;
    QString previewText() const;
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
    NamedDiceFields* namedDiceFields() const { return named_; }
    /// The field that takes the dice now: the first named die's, or the single dice field.
    QLineEdit* activeDiceField() const;
    /// Whether the dice field shares the Roll button's line (a wide pane) or has a line of its
    /// own below it (a narrow one, or long button texts as in French).
    bool diceFieldBesideRoll() const { return diceBesideRoll_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    void rollRequested();
    void diceEntered(const QString& dice);
    void namedDiceEntered(const QStringList& facesPerDie);
    void noteEdited(const QString& note);

private:
    void placeDiceField();

    QPushButton* roll_;
    QLineEdit* dice_;
    QPushButton* useDice_;
    QLineEdit* note_;
    NamedDiceFields* named_;
    QLabel* step_;
    QLabel* preview_;
    QLabel* diceError_;
    bool decision_ = false;
    bool diceBesideRoll_ = true;
    QLabel* why_;
};

}  // namespace umpire
