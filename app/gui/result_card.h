// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/roll_report.h"

#include <QFrame>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace umpire {

/// Rolls the dice (or takes the physical dice) and shows the result: the dice, the modified roll,
/// the result code, its meaning, the owner's options, whether it is in the log, and any
/// follow-up roll or printed-chart reading the result asks for.
class ResultCard : public QFrame {
    Q_OBJECT

public:
    explicit ResultCard(QWidget* parent = nullptr);

    /// Enables the roll controls for `dice` ("1d6"), or disables them with `why`.
    void setRollAvailable(bool available, const QString& dice, const QString& why = {});
    bool rollAvailable() const;
    /// Shows the last roll and its follow-ups, oldest first; an empty list shows the idle card.
    void showReports(const QList<RollReport>& reports);
    /// A problem with the typed dice; the text stays in the field so nothing is lost.
    void showDiceError(const QString& message);

    QPushButton* rollButton() const { return roll_; }
    QLineEdit* diceField() const { return dice_; }
    QPushButton* useDiceButton() const { return useDice_; }
    QComboBox* chartResultBox() const { return chartCombo_; }
    QPushButton* chartResultButton() const { return chartButton_; }
    QPushButton* followUpButton() const { return followUp_; }
    QLineEdit* followUpDiceField() const { return followUpDice_; }
    QPushButton* retryButton() const { return retry_; }
    /// The card's text as plain text (for tests and screen readers).
    QString text() const;
    QString diceError() const;

signals:
    void rollRequested();
    void diceEntered(const QString& dice);
    void chartResultEntered(const QString& code);
    void followUpRollRequested();
    void followUpDiceEntered(const QString& dice);
    void retryRequested();

private:
    QString reportHtml(const RollReport& report) const;

    QPushButton* roll_;
    QLineEdit* dice_;
    QPushButton* useDice_;
    QLabel* diceError_;
    QLabel* body_;
    QWidget* chartBox_;
    QLabel* chartPrompt_;
    QComboBox* chartCombo_;
    QPushButton* chartButton_;
    QWidget* followUpBox_;
    QLabel* followUpPrompt_;
    QPushButton* followUp_;
    QLineEdit* followUpDice_;
    QPushButton* retry_;
    QString why_;
};

}  // namespace umpire
