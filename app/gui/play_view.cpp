// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/play_view.h"

#include "gui/gui_text.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"

#include "play/play_session.h"

#include "core/situation_json.h"
#include "engine/game.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>

namespace umpire {

PlayView::PlayView(PlaySession* session, const Widgets& widgets, QObject* parent) : QObject(parent), session_(session), w_(widgets)
{
    connect(w_.picker, &ProcedurePicker::procedureChosen, session_, &PlaySession::chooseProcedure);
    connect(w_.form, &SituationForm::changed, this, &PlayView::onFormChanged);
    connect(session_, &PlaySession::situationReplaced, this, &PlayView::onSituationReplaced);
    connect(session_, &PlaySession::assessed, this, &PlayView::refresh);
    connect(session_, &PlaySession::rollsChanged, this, &PlayView::showRolls);
    connect(session_, &PlaySession::recordingFailed, this, [this](const QString& message) {
        emit statusMessage(tr("Roll not recorded: %1").arg(message), 0);
        w_.card->retryButton()->setFocus();
    });
    connect(session_, &PlaySession::entryRecorded, this, [this] { emit statusMessage(QString(), 0); });

    connect(w_.controls, &RollControls::rollRequested, this, &PlayView::rollProgramDice);
    connect(w_.controls, &RollControls::diceEntered, this, &PlayView::enterPhysicalDice);
    connect(w_.controls, &RollControls::noteEdited, session_, &PlaySession::setNote);
    auto onCard = [this](bool done) {
        if (!done)
            w_.card->showProblem(session_->lastRefusal());
        else
            focusAfterRoll(false);
    };
    connect(w_.card, &ResultCard::chartResultEntered, this, [this, onCard](const QString& code) { onCard(session_->enterChartResult(code)); });
    connect(w_.card, &ResultCard::followUpRollRequested, this, [this, onCard] { onCard(session_->rollFollowUp()); });
    connect(w_.card, &ResultCard::followUpDiceEntered, this, [this, onCard](const QString& dice) { onCard(session_->enterFollowUpDice(dice)); });
    connect(w_.card, &ResultCard::retryRequested, this, [this, onCard] { onCard(session_->retryRecording()); });
    connect(w_.card, &ResultCard::discardRequested, this, [this, onCard](const QString& reason) { onCard(session_->discardRoll(reason)); });
}

void PlayView::onSituationReplaced()
{
    if (w_.form->procedure() != session_->procedure())
        w_.form->setProcedure(session_->game(), session_->procedure());
    w_.form->showValues(situationValuesJson(session_->situation()));
}

void PlayView::onFormChanged()
{
    QElapsedTimer timer;
    timer.start();
    w_.chart->markRolled(QString());  // the last roll was made on other chances
    session_->setSituation(w_.form->situation());  // assessed() updates the ledger and the chart
    lastChangeNs_ = timer.nsecsElapsed();
}

void PlayView::refresh()
{
    if (!session_->procedure())
        return;
    if (const Assessment* a = session_->assessment()) {
        w_.form->showRefusals({});
        w_.ledger->showAssessment(*a);
        w_.chart->showDistribution(*session_->procedure(), *session_->distribution(), session_->previousDistribution());
    } else {
        w_.form->showRefusals(session_->refusals());
        w_.ledger->showRefusals(session_->refusals());
        w_.chart->showUnavailable(tr("No chances: the situation is refused (see the messages in the form)."));
    }
    updateRollAvailability();
}

void PlayView::updateRollAvailability()
{
    const QString why = session_->rollBlocker();
    const Assessment* a = session_->assessment();
    const QString dice = a ? QStringLiteral("%1d%2").arg(a->diceCount).arg(a->diceSides) : QString();
    // A refused situation is explained next to its fields; the line here only points there.
    const QString shown = !session_->refusals().empty() && !session_->hasUnrecordedRoll()
                              ? tr("The situation is refused: see the messages in the form.")
                              : why;
    w_.controls->setRollAvailable(why.isEmpty(), dice, shown);
    if (!why.isEmpty())
        w_.controls->rollButton()->setToolTip(why);
    emit rollAvailabilityChanged(why.isEmpty());
}

void PlayView::showRolls()
{
    QList<RollReport> reports;
    for (const auto& roll : session_->rolls())
        reports << reportOf(roll);
    w_.card->showReports(reports, session_->followUpLabel());
    // The bar of the result just rolled, when the chart shows that roll's procedure.
    const auto& rolls = session_->rolls();
    const bool ofThisChart = !rolls.isEmpty() && rolls.last().assessment.procedure == session_->procedure();
    w_.chart->markRolled(ofThisChart ? qs(rolls.last().resolution.outcome.code) : QString());
    if (session_->note().isEmpty() && !w_.controls->noteField()->text().isEmpty())
        w_.controls->clearNote();
    updateRollAvailability();
}

void PlayView::focusAfterRoll(bool fromDiceField)
{
    // The card asks for something: go there. Else leave the dice field, so that Enter or
    // Ctrl+Z there cannot make a second roll out of the first one's dice.
    if (w_.card->chartResultBox()->isVisibleTo(w_.card))
        w_.card->chartResultBox()->setFocus();
    else if (w_.card->retryButton()->isVisibleTo(w_.card))
        w_.card->retryButton()->setFocus();
    else if (w_.card->followUpButton()->isVisibleTo(w_.card))
        w_.card->followUpButton()->setFocus();
    else if (fromDiceField || w_.card->isAncestorOf(QApplication::focusWidget()))
        w_.controls->rollButton()->setFocus();
}

void PlayView::rollProgramDice()
{
    if (!session_->rollProgramDice()) {
        emit statusMessage(session_->lastRefusal(), 6000);
        return;
    }
    focusAfterRoll(false);
}

void PlayView::enterPhysicalDice(const QString& text)
{
    const bool fromDiceField = w_.controls->diceField()->hasFocus();
    if (!session_->enterPhysicalDice(text)) {
        w_.controls->showDiceError(session_->lastRefusal());
        return;
    }
    w_.controls->clearDice();
    focusAfterRoll(fromDiceField);
}

}  // namespace umpire
