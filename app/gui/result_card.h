// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/roll_report.h"

#include <QFrame>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace umpire {

/// The result of the last roll and of its follow-ups, newest on top and always in view: the
/// result code and its meaning, whether it is in the log, the dice and the modified roll, the
/// notes and the owner's choices. Above them, what the newest roll waits for: the result read
/// off the printed chart, the follow-up roll, or a retry or discard when the log refused it.
class ResultCard : public QFrame {
    Q_OBJECT

public:
    explicit ResultCard(QWidget* parent = nullptr);

    /// Shows `reports` (oldest first, as rolled; shown newest first). `followUpLabel` names a
    /// follow-up roll that can be made now, empty when none. An empty list shows the idle card.
    void showReports(const QList<RollReport>& reports, const QString& followUpLabel = {});
    const QList<RollReport>& reports() const { return reports_; }
    /// A problem with what was entered on the card (chart result, follow-up dice, discard).
    void showProblem(const QString& message);
    QString problem() const;

    /// What the players must read off their printed chart now ("Cover (T3.2): row town"), with
    /// the result codes the cell may hold (none: a number); an empty `where` hides the question.
    void showQuestion(const QString& where, const QStringList& codes = {});
    QString question() const { return question_; }

    QComboBox* chartResultBox() const { return chartCombo_; }
    QPushButton* chartResultButton() const { return chartButton_; }
    QPushButton* followUpButton() const { return followUp_; }
    QLineEdit* followUpDiceField() const { return followUpDice_; }
    QPushButton* retryButton() const { return retry_; }
    QLineEdit* discardReasonField() const { return discardReason_; }
    QPushButton* discardButton() const { return discard_; }
    QScrollArea* scrollArea() const { return scroll_; }
    /// The card's text as plain text (for tests and screen readers).
    QString text() const;
    /// The last roll and its follow-ups as plain text for a chat message, without blank lines;
    /// empty when there is no roll yet.
    QString messageText() const;
    /// Puts messageText() on the clipboard; false when there is nothing to copy.
    bool copyToClipboard() const;

signals:
    void chartResultEntered(const QString& code);
    void followUpRollRequested();
    void followUpDiceEntered(const QString& dice);
    void retryRequested();
    void discardRequested(const QString& reason);

private:
    QString reportHtml(const RollReport& report, bool newest) const;
    void showActions(const RollReport& newest, const QString& followUpLabel);
    /// Sends the chart result typed or chosen (the button, or Enter in the box).
    void enterChartResult();

    QList<RollReport> reports_;
    QString question_;
    QLabel* problem_;
    QWidget* chartBox_;
    QLabel* chartPrompt_;
    QComboBox* chartCombo_;
    QPushButton* chartButton_;
    QWidget* followUpBox_;
    QPushButton* followUp_;
    QLineEdit* followUpDice_;
    QWidget* failedBox_;
    QPushButton* retry_;
    QLineEdit* discardReason_;
    QPushButton* discard_;
    QProgressBar* writing_;
    QScrollArea* scroll_;
    QLabel* body_;
};

}  // namespace umpire
