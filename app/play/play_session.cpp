// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/play_session.h"

#include "play/physical_dice.h"

#include "core/sealed_die_roller.h"
#include "core/refusal_text.h"
#include "core/situation_json.h"
#include "core/std_text.h"
#include "engine/dice_count.h"
#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"

#include <QJsonArray>

#include <algorithm>

namespace umpire {

namespace {

const Game* findGame(const std::vector<Game>* games, const QString& gameId)
{
    if (games)
        for (const auto& g : *games)
            if (qs(g.id) == gameId)
                return &g;
    return nullptr;
}

}  // namespace

PlaySession::PlaySession(QObject* parent) : QObject(parent), turnAndPhase_(new TurnAndPhase(this)) {}

std::optional<Resolver> PlaySession::resolverFor(const std::string& gameId) const
{
    if (const Game* game = findGame(games_, qs(gameId)))
        return Resolver(*game);
    return std::nullopt;
}

QString PlaySession::notLoaded(const std::string& gameId)
{
    return tr("The game of this roll, %1, is no longer loaded").arg(qs(gameId));
}

PlaySession::~PlaySession() = default;

QString PlaySession::gameId() const { return game_ ? qs(game_->id) : QString(); }
QString PlaySession::procedureId() const { return procedure_ ? qs(procedure_->id) : QString(); }

bool PlaySession::setGames(const std::vector<Game>* games)
{
    if (hasUnrecordedRoll())
        return false;
    const QString gameId = this->gameId();
    const QString procedureId = this->procedureId();
    if (procedure_)
        memory_.remember(situation_);
    games_ = games;
    game_ = nullptr;
    procedure_ = nullptr;
    resolver_.reset();
    assessment_.reset();
    distribution_.reset();
    previous_.reset();
    refusals_.clear();
    rolls_.clear();
    situation_ = Situation{};
    emit rollsChanged();
    if (!gameId.isEmpty() && chooseProcedure(gameId, procedureId))
        return true;
    emit procedureChanged();
    emit situationReplaced();
    emit assessed();
    return true;
}

bool PlaySession::chooseProcedure(const QString& gameId, const QString& procedureId)
{
    const Game* game = findGame(games_, gameId);
    const Procedure* procedure = game ? game->procedure(procedureId.toStdString()) : nullptr;
    if (!procedure)
        return false;
    if (procedure_)
        memory_.remember(situation_);
    if (game != game_) {
        resolver_ = std::make_unique<Resolver>(*game);
        // The results of another game mean nothing here, but a roll that waits stays in view.
        if (!hasUnrecordedRoll() && !rolls_.isEmpty()) {
            rolls_.clear();
            emit rollsChanged();
        }
    }
    game_ = game;
    procedure_ = procedure;
    situation_ = situationFromJson(game->id, *procedure, memory_.recall(gameId, procedureId));
    assessment_.reset();
    distribution_.reset();
    previous_.reset();
    emit situationReplaced();
    emit procedureChanged();
    assess();
    return true;
}

void PlaySession::setSituation(const Situation& situation)
{
    if (!procedure_)
        return;
    situation_ = situation;
    situation_.game = game_->id;
    situation_.procedure = procedure_->id;
    assess();
}

QStringList PlaySession::loadSituation(const QJsonObject& values)
{
    if (!procedure_)
        return {tr("no procedure is in play")};
    QStringList problems;
    Situation loaded = situationFromJson(game_->id, *procedure_, values, &problems);
    // Values that do not fit keep what the players had entered.
    for (const auto& [id, value] : situation_.values)
        loaded.values.try_emplace(id, value);
    situation_ = std::move(loaded);
    emit situationReplaced();
    assess();
    return problems;
}

void PlaySession::resetSituation()
{
    if (!procedure_)
        return;
    memory_.forget(gameId(), procedureId());
    situation_.values.clear();
    emit situationReplaced();
    assess();
}

QJsonObject PlaySession::rememberedSituations() const
{
    SituationMemory all = memory_;
    if (procedure_)
        all.remember(situation_);
    return all.toJson();
}

void PlaySession::restoreRememberedSituations(const QJsonObject& json) { memory_.fromJson(json); }

void PlaySession::setGameOptions(const QString& gameId, const std::map<std::string, Value, std::less<>>& options)
{
    options_[gameId] = options;
    if (gameId == this->gameId())
        assess();
}

std::map<std::string, Value, std::less<>> PlaySession::gameOptions(const QString& gameId) const
{
    const auto found = options_.find(gameId);
    return found == options_.end() ? std::map<std::string, Value, std::less<>>{} : found->second;
}

const ChartReadings& PlaySession::chartReadings() const { return readings_.readings(gameId()); }

void PlaySession::forgetChartReadings(const QString& gameId, const QStringList& keys)
{
    bool forgot = false;
    for (const QString& key : keys)
        forgot = readings_.forget(gameId, key) || forgot;
    if (!forgot)
        return;
    emit chartReadingsChanged();
    if (gameId == this->gameId() && procedure_)
        assess();
}

QList<KeptChartReading> PlaySession::readingsUsedBy(const QString& gameId, const QJsonObject& resolution) const
{
    // Every step of the roll: the last step's object holds the earlier ones under "steps".
    std::map<QString, QString> used;
    QList<QJsonObject> steps{resolution};
    for (const QJsonValue& step : resolution.value(QStringLiteral("steps")).toArray())
        steps << step.toObject();
    for (const QJsonObject& step : std::as_const(steps)) {
        const QJsonObject read = step.value(QStringLiteral("chart_readings")).toObject();
        for (auto it = read.begin(); it != read.end(); ++it)
            used[it.key()] = it.value().toString();
    }
    QList<KeptChartReading> still;
    for (const KeptChartReading& kept : readings_.kept(gameId))
        if (const auto found = used.find(kept.key); found != used.end() && found->second == kept.value)
            still << kept;
    return still;
}

QList<KeptChartReading> PlaySession::keptChartReadings() const { return readings_.kept(gameId()); }

bool PlaySession::forgetChartReading(const QString& key)
{
    if (!readings_.forget(gameId(), key))
        return false;
    emit chartReadingsChanged();
    assess();
    return true;
}

void PlaySession::restoreRememberedChartReadings(const QJsonObject& json)
{
    readings_.fromJson(json);
    assess();
}

void PlaySession::assess()
{
    if (!procedure_ || !resolver_)
        return;
    situation_.options = gameOptions(gameId());
    situation_.chartReadings = chartReadings();
    AssessmentResult result = resolver_->assess(situation_);
    // "Before the last change" is the chances as they stood before this assessment.
    if (distribution_)
        previous_ = std::move(distribution_);
    distribution_.reset();
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&result)) {
        refusals_ = std::move(*refusals);
        assessment_.reset();
    } else {
        refusals_.clear();
        assessment_ = std::get<Assessment>(std::move(result));
        distribution_ = resolver_->distribution(*assessment_);
    }
    emit assessed();
}

QString PlaySession::rollBlocker() const
{
    if (!rolls_.isEmpty()) {
        switch (rolls_.last().state) {
        case RecordState::AwaitingStep: return {};  // the dice go to the roll's next step
        case RecordState::AwaitingChart: {
            const ChartQuestion* question = rolls_.last().pendingQuestion();
            if (question && question->codes.empty())
                return tr("First enter the value of %1 read on the printed chart").arg(qs(question->tableLabel));
            return tr("First enter the result read on the printed chart");
        }
        case RecordState::Writing: return tr("The last roll is being written to the log");
        case RecordState::Failed: return tr("The last roll is not in the log: write it again or discard it first");
        case RecordState::Logged:
        case RecordState::Discarded:
        case RecordState::Voided:
        case RecordState::NotLogged: break;
        }
    }
    if (!procedure_)
        return tr("Pick a procedure");
    if (!refusals_.empty()) {
        QStringList why;
        for (const auto& r : refusals_)
            why << refusalText(r);
        return why.join(QLatin1Char('\n'));
    }
    if (!assessment_ || !distribution_)
        return tr("The situation is not assessed");
    if (assessment_->question)
        return tr("First read %1 on the printed chart").arg(qs(assessment_->question->tableLabel));
    return {};
}

bool PlaySession::refuse(const QString& message)
{
    lastRefusal_ = message;
    emit rollRefused(message);
    return false;
}

std::optional<ThrownDice> PlaySession::programThrow(const Assessment& step, bool continuesRoll)
{
    ThrownDice dice;
    if (diceToThrow(step) == 0) {
        dice.origin = DiceOrigin::None;  // a decision, or dice that cannot matter: nothing to throw, no seed to keep
        return dice;
    }
    std::optional<SealedDieRoller> sealed;
    if (!sealedDice(step, continuesRoll, sealed))
        return std::nullopt;
    std::optional<DiceSource> source;
    if (sealed) {
        dice.seal = sealed->rollSeal();
    } else {
        source.emplace(nextSeed_ ? DiceSource(*nextSeed_) : DiceSource::fromEntropy());
        if (nextSeed_)
            ++*nextSeed_;
        dice.seed = source->seed();
    }
    DieRoller& roller = sealed ? static_cast<DieRoller&>(*sealed) : static_cast<DieRoller&>(*source);
    dice.origin = DiceOrigin::Rolled;
    dice.faces = umpire::throwDice(step, roller);
    return dice;
}

std::optional<ThrownDice> PlaySession::readDice(const Assessment& step, const QString& text, const QStringList* perDie)
{
    if (diceToThrow(step) == 0) {
        refuse(tr("%1 throws no dice: record the decision instead").arg(qs(step.procedure->label)));
        return std::nullopt;
    }
    QString problem;
    const auto faces = readStepDice(step, text, perDie, problem);
    if (!faces) {
        refuse(problem);
        return std::nullopt;
    }
    return ThrownDice{*faces, DiceOrigin::Physical, std::nullopt, std::nullopt};
}

bool PlaySession::rollProgramDice()
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    const auto dice = programThrow(*stepToThrow(), rollUnderWay());
    return dice && throwDice(*dice);
}

bool PlaySession::enterPhysicalDice(const QString& text)
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    const auto dice = readDice(*stepToThrow(), text, nullptr);
    return dice && throwDice(*dice);
}

bool PlaySession::enterNamedDice(const QStringList& facesPerDie)
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    const auto dice = readDice(*stepToThrow(), {}, &facesPerDie);
    return dice && throwDice(*dice);
}

bool PlaySession::throwDice(const ThrownDice& dice)
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    if (rollUnderWay()) {
        if (const QString why = sealMixBlocker(dice); !why.isEmpty())
            return refuse(why);
        return throwNextStep(dice);
    }
    return resolveThrow(*assessment_, *distribution_, dice, false);
}

qsizetype PlaySession::followUpParent() const
{
    qsizetype index = rolls_.size() - 1;
    while (index > 0 && rolls_[index].isFollowUp && rolls_[index].state == RecordState::Voided)
        --index;
    return index;
}

QString PlaySession::followUpBlocker() const
{
    const qsizetype index = followUpParent();
    if (index < 0 || !rolls_[index].resolution.followUp || rolls_[index].state == RecordState::AwaitingStep)
        return tr("No follow-up roll is called for");
    switch (rolls_[index].state) {
    case RecordState::Logged:
    case RecordState::NotLogged: return {};
    case RecordState::Discarded: return tr("The roll that called for the follow-up was discarded");
    case RecordState::Voided: return tr("The roll that called for the follow-up was voided");
    case RecordState::AwaitingStep:
    case RecordState::AwaitingChart:
    case RecordState::Writing:
    case RecordState::Failed: return rollBlocker();
    }
    return {};
}

bool PlaySession::followUpOffered() const { return followUpBlocker().isEmpty(); }

QString PlaySession::followUpLabel() const
{
    return followUpOffered() ? qs(rolls_[followUpParent()].resolution.followUp->label) : QString();
}

bool PlaySession::rollFollowUp()
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    const PlayedRoll& parent = rolls_[followUpParent()];
    const FollowUpRequest& request = *parent.resolution.followUp;
    const auto resolver = resolverFor(request.situation.game);
    if (!resolver)
        return refuse(notLoaded(request.situation.game));
    AssessmentResult assessed = resolver->assess(request.situation);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed))
        return refuse(tr("The follow-up cannot be resolved: %1").arg(refusalText(refusals->front())));
    const Assessment& a = std::get<Assessment>(assessed);
    const auto dice = programThrow(a, false);
    return dice && throwFollowUpDice(*dice);
}

bool PlaySession::enterFollowUpDice(const QString& text)
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    const Situation& followUp = rolls_[followUpParent()].resolution.followUp->situation;
    const auto resolver = resolverFor(followUp.game);
    if (!resolver)
        return refuse(notLoaded(followUp.game));
    AssessmentResult assessed = resolver->assess(followUp);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed))
        return refuse(tr("The follow-up cannot be resolved: %1").arg(refusalText(refusals->front())));
    const auto dice = readDice(std::get<Assessment>(assessed), text, nullptr);
    return dice && throwFollowUpDice(*dice);
}

bool PlaySession::throwFollowUpDice(const ThrownDice& dice)
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    const Situation& followUp = rolls_[followUpParent()].resolution.followUp->situation;
    const auto resolver = resolverFor(followUp.game);
    if (!resolver)
        return refuse(notLoaded(followUp.game));
    AssessmentResult assessed = resolver->assess(followUp);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed))
        return refuse(tr("The follow-up cannot be resolved: %1").arg(refusalText(refusals->front())));
    const Assessment a = std::get<Assessment>(std::move(assessed));
    return resolveThrow(a, resolver->distribution(a), dice, true);
}

std::vector<const InputSpec*> PlaySession::followUpMissingInputs() const
{
    std::vector<const InputSpec*> missing;
    if (!followUpOffered())
        return missing;
    const Situation& followUp = rolls_[followUpParent()].resolution.followUp->situation;
    const auto resolver = resolverFor(followUp.game);
    const Procedure* procedure = resolver ? resolver->game().procedure(followUp.procedure) : nullptr;
    if (!procedure)
        return missing;
    // An input needed only where the situation reads it is asked for when the follow-up, as
    // it stands, is refused for the want of it.
    std::vector<Refusal> refusals;
    if (std::any_of(procedure->inputs.begin(), procedure->inputs.end(), [](const InputSpec& i) { return i.requiredWhenRead; })) {
        AssessmentResult assessed = resolver->assess(followUp);
        if (auto* refused = std::get_if<std::vector<Refusal>>(&assessed))
            refusals = std::move(*refused);
    }
    const auto refusedFor = [&](const InputSpec& input) {
        return std::any_of(refusals.begin(), refusals.end(), [&](const Refusal& r) { return r.subject == input.id; });
    };
    for (const auto& input : procedure->inputs)
        if (input.required && followUp.values.find(input.id) == followUp.values.end() &&
            (!input.requiredWhenRead || refusedFor(input)))
            missing.push_back(&input);
    return missing;
}

bool PlaySession::setFollowUpValue(const QString& inputId, const Value& value)
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    rolls_[followUpParent()].resolution.followUp->situation.values.insert_or_assign(inputId.toStdString(), value);
    return true;
}

bool PlaySession::hasUnrecordedRoll() const { return !rolls_.isEmpty() && rolls_.last().blocks(); }

bool PlaySession::isWriting() const { return !rolls_.isEmpty() && rolls_.last().state == RecordState::Writing; }

}  // namespace umpire
