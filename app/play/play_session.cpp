// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/play_session.h"

#include "play/physical_dice.h"

#include "core/situation_json.h"
#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"

namespace umpire {

namespace {

QString qs(const std::string& text) { return QString::fromStdString(text); }

const Game* findGame(const std::vector<Game>* games, const QString& gameId)
{
    if (games)
        for (const auto& g : *games)
            if (qs(g.id) == gameId)
                return &g;
    return nullptr;
}

}  // namespace

PlaySession::PlaySession(QObject* parent) : QObject(parent) {}

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

void PlaySession::assess()
{
    if (!procedure_ || !resolver_)
        return;
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
        case RecordState::AwaitingChart: return tr("First enter the result read on the printed chart");
        case RecordState::Writing: return tr("The last roll is being written to the log");
        case RecordState::Failed: return tr("The last roll is not in the log: write it again or discard it first");
        case RecordState::Logged:
        case RecordState::Discarded:
        case RecordState::NotLogged: break;
        }
    }
    if (!procedure_)
        return tr("Pick a procedure");
    if (!refusals_.empty()) {
        QStringList why;
        for (const auto& r : refusals_)
            why << qs(r.message);
        return why.join(QLatin1Char('\n'));
    }
    if (!assessment_ || !distribution_)
        return tr("The situation is not assessed");
    return {};
}

bool PlaySession::refuse(const QString& message)
{
    lastRefusal_ = message;
    emit rollRefused(message);
    return false;
}

ThrownDice PlaySession::programThrow(std::int64_t count, std::int64_t sides)
{
    DiceSource source = nextSeed_ ? DiceSource(*nextSeed_) : DiceSource::fromEntropy();
    if (nextSeed_)
        ++*nextSeed_;
    ThrownDice dice;
    dice.origin = DiceOrigin::Rolled;
    dice.seed = source.seed();
    for (std::int64_t i = 0; i < count; ++i)
        dice.faces.push_back(source.roll(sides));
    return dice;
}

bool PlaySession::rollProgramDice()
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    return throwDice(programThrow(assessment_->diceCount, assessment_->diceSides));
}

bool PlaySession::enterPhysicalDice(const QString& text)
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    QString problem;
    const auto faces = readPhysicalDice(text, assessment_->diceCount, assessment_->diceSides, problem);
    if (!faces)
        return refuse(problem);
    return throwDice(ThrownDice{*faces, DiceOrigin::Physical, std::nullopt});
}

bool PlaySession::throwDice(const ThrownDice& dice)
{
    if (const QString why = rollBlocker(); !why.isEmpty())
        return refuse(why);
    return resolveThrow(*assessment_, *distribution_, dice, false);
}

QString PlaySession::followUpBlocker() const
{
    if (rolls_.isEmpty() || !rolls_.last().resolution.followUp)
        return tr("No follow-up roll is called for");
    switch (rolls_.last().state) {
    case RecordState::Logged:
    case RecordState::NotLogged: return {};
    case RecordState::Discarded: return tr("The roll that called for the follow-up was discarded");
    case RecordState::AwaitingChart:
    case RecordState::Writing:
    case RecordState::Failed: return rollBlocker();
    }
    return {};
}

bool PlaySession::followUpOffered() const { return followUpBlocker().isEmpty(); }

QString PlaySession::followUpLabel() const
{
    return followUpOffered() ? qs(rolls_.last().resolution.followUp->label) : QString();
}

bool PlaySession::rollFollowUp()
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    const PlayedRoll& parent = rolls_.last();
    const FollowUpRequest& request = *parent.resolution.followUp;
    AssessmentResult assessed = resolver_->assess(request.situation);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed))
        return refuse(tr("The follow-up cannot be resolved: %1").arg(qs(refusals->front().message)));
    const Assessment& a = std::get<Assessment>(assessed);
    return throwFollowUpDice(programThrow(a.diceCount, a.diceSides));
}

bool PlaySession::enterFollowUpDice(const QString& text)
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    AssessmentResult assessed = resolver_->assess(rolls_.last().resolution.followUp->situation);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed))
        return refuse(tr("The follow-up cannot be resolved: %1").arg(qs(refusals->front().message)));
    const Assessment& a = std::get<Assessment>(assessed);
    QString problem;
    const auto faces = readPhysicalDice(text, a.diceCount, a.diceSides, problem);
    if (!faces)
        return refuse(problem);
    return throwFollowUpDice(ThrownDice{*faces, DiceOrigin::Physical, std::nullopt});
}

bool PlaySession::throwFollowUpDice(const ThrownDice& dice)
{
    if (const QString why = followUpBlocker(); !why.isEmpty())
        return refuse(why);
    AssessmentResult assessed = resolver_->assess(rolls_.last().resolution.followUp->situation);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed))
        return refuse(tr("The follow-up cannot be resolved: %1").arg(qs(refusals->front().message)));
    const Assessment a = std::get<Assessment>(std::move(assessed));
    return resolveThrow(a, resolver_->distribution(a), dice, true);
}

bool PlaySession::resolveThrow(const Assessment& assessment, const OutcomeDistribution& distribution, const ThrownDice& dice,
                               bool followUp)
{
    auto resolved = resolver_->resolve(assessment, dice.faces);
    if (auto* refusal = std::get_if<Refusal>(&resolved))
        return refuse(qs(refusal->message));
    PlayedRoll roll;
    roll.assessment = assessment;
    roll.distribution = distribution;
    roll.resolution = std::get<Resolution>(std::move(resolved));
    roll.throws = {dice};
    roll.isFollowUp = followUp;
    roll.time = QDateTime::currentDateTimeUtc();
    roll.turn = turn_;
    roll.phase = phase_;
    roll.note = note_;
    roll.player = player_;
    note_.clear();
    if (followUp) {
        const PlayedRoll& parent = rolls_.last();
        if (parent.state == RecordState::Logged)
            roll.parentEntry = parent.entryId;
    } else {
        rolls_.clear();
    }
    const bool chartNeeded = roll.resolution.outcome.chartNeeded;
    roll.state = chartNeeded ? RecordState::AwaitingChart : RecordState::Writing;
    rolls_ << std::move(roll);
    if (chartNeeded) {
        // Not in the log yet: the entry must carry the result read off the chart.
        emit rollsChanged();
        return true;
    }
    record(rolls_.size() - 1);
    return true;
}

bool PlaySession::enterChartResult(const QString& text)
{
    const QString code = text.trimmed();
    if (rolls_.isEmpty() || rolls_.last().state != RecordState::AwaitingChart)
        return refuse(tr("No roll is waiting for a result read off the printed chart"));
    const Procedure* p = rolls_.last().assessment.procedure;
    if (code.isEmpty())
        return refuse(tr("Enter the result read on the printed chart"));
    if (!p->results.empty() && !p->result(code.toStdString())) {
        QStringList codes;
        for (const auto& r : p->results)
            codes << qs(r.code);
        return refuse(tr("'%1' is not a result of %2; the results are %3").arg(code, qs(p->label), codes.join(QStringLiteral(", "))));
    }
    rolls_.last().chartResult = code;
    record(rolls_.size() - 1);
    return true;
}

bool PlaySession::hasUnrecordedRoll() const { return !rolls_.isEmpty() && rolls_.last().blocks(); }

bool PlaySession::isWriting() const { return !rolls_.isEmpty() && rolls_.last().state == RecordState::Writing; }

}  // namespace umpire
