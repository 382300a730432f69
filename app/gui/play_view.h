// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <vector>

namespace umpire {

struct Assessment;
struct OutcomeDistribution;
struct ShownReport;

class ModifierLedger;
class OutcomeChart;
class PlaySession;
class ProcedurePicker;
class ResultCard;
class RollControls;
class SituationForm;

/// Keeps the play widgets in step with a PlaySession: the picker and the form show its
/// procedure and situation, the ledger and the chart its assessment, the roll controls whether
/// a roll can start, the card its rolls. What the players do in them goes to the session.
class PlayView : public QObject {
    Q_OBJECT

public:
    struct Widgets {
        ProcedurePicker* picker;
        SituationForm* form;
        ModifierLedger* ledger;
        OutcomeChart* chart;
        RollControls* controls;
        ResultCard* card;
    };

    PlayView(PlaySession* session, const Widgets& widgets, QObject* parent = nullptr);

    /// Rolls the program's dice (Space, the Roll button).
    void rollProgramDice();
    /// Uses the dice thrown on the table.
    void enterPhysicalDice(const QString& text);
    /// Uses the dice thrown on the table, typed apart for each named die of the step.
    void enterNamedDice(const QStringList& faces);
    /// Shows the session's assessment again (after a palette change, for example).
    void refresh();
    /// Nanoseconds the last change of the form took: assess, chances, ledger and chart.
    qint64 lastChangeNanoseconds() const { return lastChangeNs_; }

signals:
    /// A line for the status bar; `timeoutMs` 0 keeps it until the next one.
    void statusMessage(const QString& message, int timeoutMs);
    /// Whether a roll can start now (the Roll action follows it).
    void rollAvailabilityChanged(bool available);

private:
    void onSituationReplaced();
    void onFormChanged();
    void showRolls();
    void updateRollAvailability();
    void showChances();
    /// The shown values of the first step, and of the step to throw while a roll is under way.
    void showStepShownValues();
    /// The modifiers of the step the roll has reached, or the first step's before a roll.
    void showLedger();
    /// What the next step that shows values will show, known before the first die or with its
    /// chances (who is advantaged, before the bombardment that can break a tie).
    std::vector<ShownReport> shownAhead(const OutcomeDistribution& chances) const;
    /// Asks for each value the follow-up needs and its result did not give; false when one
    /// was not given (the follow-up is then not thrown).
    bool askFollowUpValues();
    /// "step 2 of 4, Advantage", with its dice in brackets unless `withDice` is false.
    QString stepText(const Assessment& step, bool withDice = true) const;
    void focusAfterRoll(bool fromDiceField);

    PlaySession* session_;
    Widgets w_;
    qint64 lastChangeNs_ = 0;
    /// Whether the last dice came from a dice field (typed) rather than the program: a
    /// procedure of several steps goes on the same way after a chart value is read.
    bool lastDiceTyped_ = false;
};

}  // namespace umpire
