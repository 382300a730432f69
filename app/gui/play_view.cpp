// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/play_view.h"

#include "gui/gui_text.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/roll_report.h"
#include "gui/situation_form.h"

#include "play/play_session.h"

#include "core/situation_json.h"
#include "engine/dice_count.h"
#include "engine/game.h"
#include "engine/later_step_modifiers.h"
#include "engine/resolver.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>

#include <algorithm>

namespace umpire {

PlayView::PlayView(PlaySession* session, const Widgets& widgets, QObject* parent) : QObject(parent), session_(session), w_(widgets)
{
    connect(w_.picker, &ProcedurePicker::procedureChosen, session_, &PlaySession::chooseProcedure);
    connect(w_.form, &SituationForm::changed, this, &PlayView::onFormChanged);
    connect(session_, &PlaySession::situationReplaced, this, &PlayView::onSituationReplaced);
    // Nothing of the last procedure (another game's, maybe) stays on screen: refresh() follows.
    connect(session_, &PlaySession::procedureChanged, w_.chart, &OutcomeChart::forgetProcedure);
    connect(session_, &PlaySession::assessed, this, &PlayView::refresh);
    connect(session_, &PlaySession::rollsChanged, this, &PlayView::showRolls);
    connect(session_, &PlaySession::recordingFailed, this, [this](const QString& message) {
        emit statusMessage(tr("Roll not recorded: %1").arg(message), 0);
        w_.card->retryButton()->setFocus();
    });
    connect(session_, &PlaySession::entryRecorded, this, [this] { emit statusMessage(QString(), 0); });

    connect(w_.controls, &RollControls::rollRequested, this, &PlayView::rollProgramDice);
    connect(w_.controls, &RollControls::diceEntered, this, &PlayView::enterPhysicalDice);
    connect(w_.controls, &RollControls::namedDiceEntered, this, &PlayView::enterNamedDice);
    connect(w_.controls, &RollControls::noteEdited, session_, &PlaySession::setNote);
    auto onCard = [this](bool done) {
        if (!done)
            w_.card->showProblem(session_->lastRefusal());
        else
            focusAfterRoll(lastDiceTyped_);
    };
    connect(w_.card, &ResultCard::chartResultEntered, this, [this, onCard](const QString& code) { onCard(session_->enterChartResult(code)); });
    connect(w_.card, &ResultCard::followUpRollRequested, this, [this, onCard] {
        if (askFollowUpValues())
            onCard(session_->rollFollowUp());
    });
    connect(w_.card, &ResultCard::followUpDiceEntered, this, [this, onCard](const QString& dice) {
        if (askFollowUpValues())
            onCard(session_->enterFollowUpDice(dice));
    });
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
    if (session_->assessment()) {
        w_.form->showRefusals({});
        showLedger();
        showStepShownValues();
    } else {
        w_.form->showRefusals(session_->refusals());
        w_.ledger->showRefusals(session_->refusals());
    }
    showChances();
    updateRollAvailability();
}

void PlayView::showChances()
{
    const Procedure& whole = *session_->procedure();
    // The final results are those of the last step; chances count every step still to throw.
    const Procedure& last = whole.step(whole.stepCount() - 1);
    const Assessment* step = session_->stepToThrow();
    const OutcomeDistribution* chances = session_->stepDistribution();
    if (session_->rollUnderWay() && step && chances) {
        w_.chart->setCaption(tr("Chances that remain before %1").arg(stepText(*step)));
        w_.chart->showDistribution(last, *chances, nullptr);
    } else if (const ChartQuestion* question = session_->pendingQuestion(); question && !session_->hasUnrecordedRoll()) {
        w_.chart->setCaption(QString());
        w_.chart->showUnavailable(tr("No chances yet: read %1 on your printed chart first.").arg(chartQuestionText(*question)));
    } else if (session_->assessment() && session_->distribution()) {
        w_.chart->setCaption(whole.steps.empty() ? QString() : tr("Chances of the whole procedure, before the first step"));
        w_.chart->showDistribution(last, *session_->distribution(), session_->previousDistribution());
    } else if (!session_->assessment()) {
        w_.chart->setCaption(QString());
        w_.chart->showUnavailable(tr("No chances: the situation is refused (see the messages in the form)."));
    }
}

QString PlayView::stepText(const Assessment& step, bool withDice) const
{
    if (!step.chain || step.chain->steps.empty())
        return {};
    QStringList dice;
    for (const auto& group : step.diceGroups)
        if (group.needed && withDice)
            dice << qs(group.label);
    QString text = tr("step %1 of %2, %3").arg(step.stepIndex + 1).arg(step.chain->stepCount()).arg(qs(step.procedure->label));
    if (!dice.isEmpty())
        text += QStringLiteral(" (%1)").arg(dice.join(QStringLiteral(", ")));
    return text;
}

void PlayView::updateRollAvailability()
{
    const QString why = session_->rollBlocker();
    const Assessment* a = session_->stepToThrow();
    const QString dice = a ? QStringLiteral("%1d%2").arg(diceToThrow(*a)).arg(a->diceSides) : QString();
    // A refused situation is explained next to its fields; the line here only points there.
    const QString shown = !session_->refusals().empty() && !session_->hasUnrecordedRoll()
                              ? tr("The situation is refused: see the messages in the form.")
                              : why;
    QStringList named;
    if (a)
        for (const auto& group : a->diceGroups)
            if (group.needed)
                named << (group.count == 1 ? qs(group.label) : QStringLiteral("%1 (%2d%3)").arg(qs(group.label)).arg(group.count).arg(group.sides));
    const bool decision = a && diceToThrow(*a) == 0;  // also a result no die can change
    QString preview;
    if (decision)
        if (const auto decided = session_->decisionPreview()) {
            const Outcome& o = decided->outcome;
            const QString rule = !o.rule.empty() ? qs(o.rule) : qs(a->procedure->rule);
            preview = tr("Decision: <b>%1</b> — %2 <span style='color:gray'>(rule %3)</span>")
                          .arg(qs(o.code).toHtmlEscaped(), qs(o.label).toHtmlEscaped(), rule.toHtmlEscaped());
        }
    w_.controls->setDecision(decision, preview);
    w_.controls->setNamedDice(named);
    // The named dice's fields below the line name them: the line does not list them again.
    const QString step = a ? stepText(*a, named.isEmpty()) : QString();
    w_.controls->setStep(step.isEmpty() ? QString() : (session_->rollUnderWay() ? tr("Next: %1") : tr("First: %1")).arg(step));
    const QString what = named.size() == 1 ? named.front() : !named.isEmpty() ? tr("%n dice", nullptr, static_cast<int>(diceToThrow(*a))) : dice;
    w_.controls->setRollAvailable(why.isEmpty(), what, shown);
    if (!why.isEmpty())
        w_.controls->rollButton()->setToolTip(why);
    if (const ChartQuestion* question = session_->pendingQuestion()) {
        QStringList codes;
        for (const auto& code : question->codes)
            codes << qs(code);
        w_.card->showQuestion(chartQuestionText(*question), codes);
    } else {
        w_.card->showQuestion(QString());
    }
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
    const bool ofThisChart = !rolls.isEmpty() && rolls.last().assessment.procedure == session_->procedure()
                             && !rolls.last().withholdsResult();
    w_.chart->markRolled(ofThisChart ? qs(rolls.last().resolution.outcome.code) : QString());
    if (session_->note().isEmpty() && !w_.controls->noteField()->text().isEmpty())
        w_.controls->clearNote();
    if (session_->procedure())
        showChances();
    showLedger();
    showStepShownValues();
    updateRollAvailability();
}

void PlayView::showLedger()
{
    const Assessment* shown = session_->assessment();
    if (!shown)
        return;
    if (session_->rollUnderWay() && !session_->rolls().isEmpty()) {
        // The ledger follows the roll: the latest step thrown or to throw that has modifiers,
        // each line known now (a battle's odds once its bombardment is thrown), not the first
        // step's "so far".
        const PlayedRoll& roll = session_->rolls().last();
        std::vector<const Assessment*> steps;
        for (const auto& step : roll.earlierSteps)
            steps.push_back(&step.assessment);
        steps.push_back(&roll.assessment);
        if (const Assessment* next = session_->stepToThrow())
            steps.push_back(next);
        const auto withModifiers = std::find_if(steps.rbegin(), steps.rend(), [](const Assessment* a) {
            return !a->modifiers.empty() || !a->totals.empty();
        });
        if (withModifiers != steps.rend())
            shown = *withModifiers;
    }
    w_.ledger->showAssessment(*shown, laterStepModifiers(*session_->game(), *shown));
}

bool PlayView::askFollowUpValues()
{
    for (const InputSpec* input : session_->followUpMissingInputs()) {
        const QString title = tr("Before the follow-up: %1").arg(session_->followUpLabel());
        const QString label = input->rule.empty() ? qs(input->label) : tr("%1 (rule %2)").arg(qs(input->label), qs(input->rule));
        bool ok = false;
        Value value;
        if (input->kind == InputSpec::Kind::Choice) {
            QStringList labels;
            for (const auto& option : input->scalar.options)
                labels << qs(option.label);
            const QString picked = QInputDialog::getItem(w_.card, title, label, labels, 0, false, &ok);
            const auto index = labels.indexOf(picked);
            if (ok && index >= 0)
                value = Value(ChoiceValue{input->scalar.options[static_cast<std::size_t>(index)].id});
        } else {
            const int min = static_cast<int>(input->scalar.min);
            const int max = static_cast<int>(input->scalar.max);
            value = Value(static_cast<std::int64_t>(QInputDialog::getInt(w_.card, title, label, min, min, max, 1, &ok)));
        }
        if (!ok)
            return false;  // not given: the follow-up is not thrown
        session_->setFollowUpValue(qs(input->id), value);
    }
    return true;
}

void PlayView::showStepShownValues()
{
    const Assessment* first = session_->assessment();
    if (!first)
        return;
    // A later step's values (who is advantaged, known once the bombardment is thrown) join
    // the first step's while the roll is under way.
    std::vector<ShownReport> shown = first->shown;
    if (const Assessment* step = session_->stepToThrow(); session_->rollUnderWay() && step && step != first)
        shown.insert(shown.end(), step->shown.begin(), step->shown.end());
    else if (const OutcomeDistribution* chances = session_->distribution(); !session_->rollUnderWay() && chances)
        for (auto& ahead : shownAhead(*chances))
            shown.push_back(std::move(ahead));
    w_.ledger->showShownValues(shown);
}

std::vector<ShownReport> PlayView::shownAhead(const OutcomeDistribution& chances) const
{
    // The nearest later step that shows values, so that a side named by two steps is named once.
    constexpr std::size_t kTextsNamed = 3;  // past these, "it depends on the dice" says it best
    std::vector<ShownReport> shown;
    for (const auto& ahead : chances.shownAhead) {
        if (ahead.stepIndex != chances.shownAhead.front().stepIndex)
            break;
        QStringList texts;
        for (const auto& value : ahead.values)
            texts << (value.code.empty() ? tr("read off the printed chart first") : qs(value.code));
        QString text;
        if (ahead.values.size() == 1) {
            text = texts.front();
        } else if (ahead.values.size() <= kTextsNamed) {
            QStringList withChances;
            for (std::size_t i = 0; i < ahead.values.size(); ++i)
                withChances << tr("%1 (%2)").arg(texts[static_cast<qsizetype>(i)], qs(chances.probabilityText(ahead.values[i])));
            text = withChances.join(tr(" or "));
        } else {
            text = tr("it depends on the dice before it");
        }
        shown.push_back({ahead.id, ahead.label, text.toStdString(), ahead.rule});
    }
    return shown;
}

void PlayView::focusAfterRoll(bool fromDiceField)
{
    // The card asks for something: go there. Else leave the dice field, so that Enter or
    // Ctrl+Z there cannot make a second roll out of the first one's dice. A procedure of
    // several steps goes on the way it started: typed dice to the next step's dice field,
    // the program's dice to the Roll button, where Space throws the next step.
    if (w_.card->chartResultBox()->isVisibleTo(w_.card))
        w_.card->chartResultBox()->setFocus();
    else if (w_.card->retryButton()->isVisibleTo(w_.card))
        w_.card->retryButton()->setFocus();
    else if (session_->rollUnderWay() && fromDiceField && w_.controls->activeDiceField())
        w_.controls->activeDiceField()->setFocus();
    else if (session_->rollUnderWay())
        w_.controls->rollButton()->setFocus();
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
    lastDiceTyped_ = false;
    focusAfterRoll(false);
}

void PlayView::enterNamedDice(const QStringList& faces)
{
    if (!session_->enterNamedDice(faces)) {
        w_.controls->showDiceError(session_->lastRefusal());
        return;
    }
    w_.controls->clearDice();
    lastDiceTyped_ = true;
    focusAfterRoll(true);
}

void PlayView::enterPhysicalDice(const QString& text)
{
    const bool fromDiceField = w_.controls->diceField()->hasFocus();
    if (!session_->enterPhysicalDice(text)) {
        w_.controls->showDiceError(session_->lastRefusal());
        return;
    }
    w_.controls->clearDice();
    lastDiceTyped_ = fromDiceField;
    focusAfterRoll(fromDiceField);
}

}  // namespace umpire
