// SPDX-License-Identifier: GPL-3.0-or-later
// PlaySession: a roll from its first throw to the log, through the steps of a procedure of
// several steps, the values read off the printed chart before or after the dice (kept for the
// game), and decisions.
#include "play/play_session.h"

#include "core/refusal_text.h"
#include "core/std_text.h"
#include "engine/dice_count.h"
#include "engine/procedure.h"
#include "engine/resolver.h"

#include <algorithm>

namespace umpire {

namespace {

bool throwsDice(const Assessment& step) { return diceToThrow(step) > 0; }

/// A result cell read off the chart for an earlier roll and kept for the game resolved this
/// throw: its log names the cell, as it does for a cell read for this throw alone.
void noteKeptResultReading(PlayedRoll& roll)
{
    const Outcome& outcome = roll.resolution.outcome;
    if (!outcome.fromChart || outcome.chartKey.empty() || roll.readings.count(outcome.chartKey) > 0)
        return;
    const ChartReadings& kept = roll.assessment.situation.chartReadings;
    if (const auto found = kept.find(outcome.chartKey); found != kept.end()) {
        roll.readings[found->first] = found->second;
        roll.keptReadings.insert(found->first);
    }
}

/// The roll goes on to its next step, thrown with `dice` and resolved as `resolution`; the step
/// thrown last joins the earlier ones.
void moveToNextStep(PlayedRoll& roll, Resolution resolution, ThrownDice dice)
{
    roll.earlierSteps.push_back(roll.lastStep());
    roll.assessment = *roll.nextStep;
    roll.distribution = roll.nextDistribution;
    roll.resolution = std::move(resolution);
    roll.throws = {std::move(dice)};
    roll.readings.clear();
    roll.keptReadings.clear();
    noteKeptResultReading(roll);
    roll.nextStep.reset();
}

}  // namespace

bool PlaySession::rollUnderWay() const { return !rolls_.isEmpty() && rolls_.last().state == RecordState::AwaitingStep; }

const Assessment* PlaySession::stepToThrow() const
{
    if (!rolls_.isEmpty()) {
        const PlayedRoll& last = rolls_.last();
        if (last.state == RecordState::AwaitingStep)
            return last.nextStep ? &*last.nextStep : nullptr;
        if (last.blocks())
            return nullptr;
    }
    return assessment();
}

const OutcomeDistribution* PlaySession::stepDistribution() const
{
    if (rollUnderWay())
        return &rolls_.last().nextDistribution;
    if (!rolls_.isEmpty() && rolls_.last().blocks())
        return nullptr;
    return distribution();
}

const ChartQuestion* PlaySession::pendingQuestion() const
{
    if (!rolls_.isEmpty() && rolls_.last().blocks())
        return rolls_.last().pendingQuestion();
    return assessment_ && assessment_->question ? &*assessment_->question : nullptr;
}

std::optional<Resolution> PlaySession::decisionPreview() const
{
    const Assessment* step = stepToThrow();
    if (!step || step->question || throwsDice(*step))
        return std::nullopt;
    const auto resolver = resolverFor(step->situation.game);
    if (!resolver)
        return std::nullopt;
    auto resolved = resolver->resolve(*step, {});
    if (auto* resolution = std::get_if<Resolution>(&resolved))
        return std::move(*resolution);
    return std::nullopt;
}

bool PlaySession::resolveThrow(const Assessment& assessment, const OutcomeDistribution& distribution, const ThrownDice& dice,
                               bool followUp)
{
    const auto resolver = resolverFor(assessment.situation.game);
    if (!resolver)
        return refuse(notLoaded(assessment.situation.game));
    auto resolved = resolver->resolve(assessment, dice.faces);
    if (auto* refusal = std::get_if<Refusal>(&resolved))
        return refuse(qs(refusal->message));
    PlayedRoll roll;
    roll.assessment = assessment;
    roll.distribution = distribution;
    roll.resolution = std::get<Resolution>(std::move(resolved));
    roll.throws = {dice};
    noteKeptResultReading(roll);
    roll.isFollowUp = followUp;
    roll.time = QDateTime::currentDateTimeUtc();
    roll.serial = ++rollSerial_;
    roll.turn = turn();
    roll.phase = phase();
    roll.note = note_;
    roll.player = player_;
    note_.clear();
    if (followUp) {
        const PlayedRoll& parent = rolls_[followUpParent()];
        if (parent.state == RecordState::Logged)
            roll.parentEntry = parent.entryId;
    } else {
        rolls_.clear();
    }
    rolls_ << std::move(roll);
    advance(rolls_.size() - 1);
    return true;
}

bool PlaySession::throwNextStep(const ThrownDice& dice)
{
    PlayedRoll& roll = rolls_.last();
    const Assessment& step = *roll.nextStep;
    // Its own game's rules, whatever game is in play now (resolverFor says why).
    const auto resolver = resolverFor(step.situation.game);
    if (!resolver)
        return refuse(notLoaded(step.situation.game));
    auto resolved = resolver->resolve(step, dice.faces);
    if (auto* refusal = std::get_if<Refusal>(&resolved))
        return refuse(qs(refusal->message));
    moveToNextStep(roll, std::get<Resolution>(std::move(resolved)), dice);
    roll.nextDistribution = {};
    advance(rolls_.size() - 1);
    return true;
}

void PlaySession::advance(qsizetype index)
{
    PlayedRoll& roll = rolls_[index];
    const auto resolver = resolverFor(roll.assessment.situation.game);
    while (true) {
        if (roll.resolution.outcome.chartNeeded) {
            // Not in the log yet: the entry must carry what the chart shows.
            roll.state = RecordState::AwaitingChart;
            emit rollsChanged();
            return;
        }
        if (!resolver) {
            lastRefusal_ = tr("The next step cannot be resolved: %1").arg(notLoaded(roll.assessment.situation.game));
            roll.logMessage = lastRefusal_;
            emit rollRefused(lastRefusal_);
            break;
        }
        std::optional<AssessmentResult> next = resolver->assessNext(roll.assessment, roll.resolution);
        if (!next)
            break;
        if (auto* refusals = std::get_if<std::vector<Refusal>>(&*next)) {
            // The steps thrown so far are what happened at the table: they are kept in the log.
            lastRefusal_ = tr("The next step cannot be resolved: %1").arg(refusalText(refusals->front()));
            roll.logMessage = lastRefusal_;
            emit rollRefused(lastRefusal_);
            break;
        }
        Assessment step = std::get<Assessment>(std::move(*next));
        roll.nextDistribution = step.question ? OutcomeDistribution{} : resolver->distribution(step);
        roll.nextStep = std::move(step);
        if (roll.nextStep->question) {
            roll.state = RecordState::AwaitingChart;
            emit rollsChanged();
            return;
        }
        if (throwsDice(*roll.nextStep)) {
            roll.state = RecordState::AwaitingStep;
            emit rollsChanged();
            return;
        }
        // A step without dice follows from what came before: it is resolved at once.
        auto resolved = resolver->resolve(*roll.nextStep, {});
        if (auto* refusal = std::get_if<Refusal>(&resolved)) {
            lastRefusal_ = tr("The next step cannot be resolved: %1").arg(qs(refusal->message));
            roll.logMessage = lastRefusal_;
            roll.nextStep.reset();
            emit rollRefused(lastRefusal_);
            break;
        }
        moveToNextStep(roll, std::get<Resolution>(std::move(resolved)), ThrownDice{{}, DiceOrigin::None, std::nullopt, std::nullopt});
    }
    roll.nextStep.reset();
    roll.nextDistribution = {};
    if (roll.resolution.outcome.fromChart)
        roll.chartResult = qs(roll.resolution.outcome.code);
    record(index);
}

bool PlaySession::answerBeforeDice(const ChartQuestion& question, const QString& value)
{
    Situation answered = situation_;
    answered.options = gameOptions(gameId());
    answered.chartReadings = chartReadings();
    answered.chartReadings[question.key] = value.toStdString();
    AssessmentResult result = resolver_->assess(answered);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&result))
        for (const auto& refusal : *refusals)
            if (refusal.subject == "chart" || refusal.subject == "arithmetic")
                return refuse(refusalText(refusal));
    readings_.keep(gameId(), question, value.toStdString());
    emit chartReadingsChanged();
    assess();
    return true;
}

bool PlaySession::enterChartResult(const QString& text)
{
    const QString value = text.trimmed();
    const ChartQuestion* question = pendingQuestion();
    if (!question)
        return refuse(tr("No roll is waiting for a result read off the printed chart"));
    if (value.isEmpty())
        return refuse(question->codes.empty() ? tr("Enter the value read on the printed chart")
                                              : tr("Enter the result read on the printed chart"));
    if (!question->codes.empty() && std::find(question->codes.begin(), question->codes.end(), value.toStdString()) == question->codes.end()) {
        QStringList codes;
        for (const auto& code : question->codes)
            codes << qs(code);
        return refuse(tr("'%1' is not a result of %2; the results are %3").arg(value, qs(question->tableLabel), codes.join(QStringLiteral(", "))));
    }
    if (rolls_.isEmpty() || !rolls_.last().blocks())
        return answerBeforeDice(*question, value);

    PlayedRoll& roll = rolls_.last();
    const auto resolver = resolverFor(roll.assessment.situation.game);
    if (!resolver)
        return refuse(notLoaded(roll.assessment.situation.game));
    const ChartQuestion asked = *question;  // the roll changes below, and the question with it
    const std::string& key = asked.key;
    if (roll.nextStep) {
        // Needed before the next step's dice: that step is assessed again with the value.
        Assessment previous = roll.assessment;
        previous.situation.chartReadings[key] = value.toStdString();
        std::optional<AssessmentResult> next = resolver->assessNext(previous, roll.resolution);
        if (next)
            if (auto* refusals = std::get_if<std::vector<Refusal>>(&*next))
                return refuse(refusalText(refusals->front()));
        roll.assessment.situation.chartReadings[key] = value.toStdString();
        readings_.keep(qs(roll.assessment.situation.game), asked, value.toStdString());
        emit chartReadingsChanged();
        roll.nextStep.reset();
        advance(rolls_.size() - 1);
        return true;
    }
    // After the dice: the throw is resolved again, through the definition of what was read.
    ChartReadings readings = roll.readings;
    readings[key] = value.toStdString();
    auto resolved = resolver->resolve(roll.assessment, roll.throws.front().faces, readings);
    if (auto* refusal = std::get_if<Refusal>(&resolved))
        return refuse(qs(refusal->message));
    roll.readings = std::move(readings);
    roll.resolution = std::get<Resolution>(std::move(resolved));
    // A printed cell does not change: the next throw that lands on it is resolved from it, and
    // the chances count it.
    const QString game = qs(roll.assessment.situation.game);
    readings_.keep(game, asked, value.toStdString());
    emit chartReadingsChanged();
    advance(rolls_.size() - 1);
    if (game == gameId())
        assess();
    return true;
}

}  // namespace umpire
