// SPDX-License-Identifier: GPL-3.0-or-later
// PlaySession: how its rolls reach the game log (writing, refusals, retries, discards).
#include "play/play_session.h"

#include "play/log_writer.h"

#include "core/roll_json.h"
#include "core/std_text.h"

namespace umpire {

namespace {

/// What the log keeps of a roll: every step it threw, with its dice, chart values, outputs and
/// triggers, the last step's object holding the earlier ones under "steps".
LogEntryDraft draftOf(const PlayedRoll& roll)
{
    LogEntryDraft draft;
    draft.time = roll.time;
    draft.turn = roll.turn;
    draft.phase = roll.phase;
    draft.note = roll.note;
    const std::vector<PlayedStep> steps = roll.allSteps();
    QList<QJsonObject> objects;
    draft.diceOrigin = DiceOrigin::None;  // a decision throws nothing
    std::optional<DiceSeal::RollSeal> seal;  // a roll of a sealed session's seal: no seed
    for (const PlayedStep& step : steps) {
        QJsonObject o = thrownStepJson(step.assessment, step.distribution, step.resolution, step.dice.seed, step.readings, step.keptReadings);
        if (steps.size() > 1)
            o[QStringLiteral("dice_origin")] = diceOriginName(step.dice.origin);
        if (step.dice.seal) {
            o[QStringLiteral("sealed_dice")] = DiceSeal::rollSealJson(*step.dice.seal);
            seal = step.dice.seal;
        }
        objects << o;
        // The entry's origin is the program's when it threw any step: its first seed replays it.
        if (step.dice.origin == DiceOrigin::Rolled && draft.diceOrigin != DiceOrigin::Rolled) {
            draft.diceOrigin = DiceOrigin::Rolled;
            draft.seed = step.dice.seed;
        } else if (step.dice.origin == DiceOrigin::Physical && draft.diceOrigin == DiceOrigin::None) {
            draft.diceOrigin = DiceOrigin::Physical;
        }
    }
    draft.resolution = nestSteps(objects);
    if (seal)  // as `resolve --record` writes it; the last step may be a decision without dice
        draft.resolution[QStringLiteral("sealed_dice")] = DiceSeal::rollSealJson(*seal);
    if (roll.chartResult)
        draft.resolution[QStringLiteral("chart_result")] = *roll.chartResult;
    if (!roll.player.isEmpty())
        draft.resolution[QStringLiteral("player")] = roll.player;
    draft.chartResult = roll.chartResult;
    draft.parentId = roll.parentEntry;
    return draft;
}

}  // namespace

bool PlaySession::setLogWriter(LogWriter* writer, const QString& problem)
{
    // The roll being written may or may not reach the old log: it must be known first.
    if (isWriting())
        return false;
    if (writer_)
        disconnect(writer_, nullptr, this, nullptr);
    writer_ = writer;
    logProblem_ = writer ? QString() : problem;
    logSessions_.clear();
    if (writer_)
        connect(writer_, &LogWriter::finished, this, &PlaySession::onWritten);
    return true;
}

void PlaySession::setLogSession(std::optional<qint64> sessionId)
{
    if (!game_)
        return;
    if (sessionId)
        logSessions_[gameId()] = *sessionId;
    else
        logSessions_.erase(gameId());
}

std::optional<qint64> PlaySession::logSession() const
{
    const auto found = logSessions_.find(gameId());
    return found == logSessions_.end() ? std::nullopt : std::optional<qint64>(found->second);
}

void PlaySession::record(qsizetype index, const QString& discardReason)
{
    PlayedRoll& roll = rolls_[index];
    if (!writer_) {
        roll.state = RecordState::NotLogged;
        roll.logMessage = logProblem_.isEmpty() ? tr("no game log is open") : tr("no game log is open (%1)").arg(logProblem_);
        emit rollsChanged();
        return;
    }
    LogWriteJob job;
    job.id = ++lastJob_;
    const QString game = qs(roll.assessment.situation.game);
    job.game = game;
    if (const auto found = logSessions_.find(game); found != logSessions_.end())
        job.sessionId = found->second;
    job.draft = draftOf(roll);
    job.discardReason = discardReason;
    roll.state = RecordState::Writing;
    roll.logMessage = discardReason;
    writing_ = index;
    emit rollsChanged();
    writer_->submit(job);
}

void PlaySession::onWritten(const LogWriteOutcome& outcome)
{
    if (outcome.jobId != lastJob_ || writing_ < 0 || writing_ >= rolls_.size())
        return;
    PlayedRoll& roll = rolls_[writing_];
    writing_ = -1;
    const QString game = qs(roll.assessment.situation.game);
    if (outcome.startedSession) {
        logSessions_[game] = *outcome.startedSession;
        if (game == gameId())
            emit logSessionStarted(*outcome.startedSession);
    }
    if (!outcome.ok()) {
        roll.state = RecordState::Failed;
        roll.logMessage = outcome.error;
        const QString message = outcome.error;
        emit rollsChanged();
        emit recordingFailed(message);
        return;
    }
    roll.entryId = outcome.entryId;
    roll.logSession = outcome.sessionId;
    if (outcome.voidEntryId != 0) {
        roll.state = RecordState::Discarded;
        roll.voidEntryId = outcome.voidEntryId;
    } else {
        roll.state = RecordState::Logged;
        roll.logMessage.clear();
    }
    const qint64 entry = outcome.voidEntryId != 0 ? outcome.voidEntryId : outcome.entryId;
    emit rollsChanged();
    emit entryRecorded(entry);
}

bool PlaySession::retryRecording()
{
    if (rolls_.isEmpty() || rolls_.last().state != RecordState::Failed)
        return refuse(tr("No roll is waiting to be written to the log"));
    record(rolls_.size() - 1);
    return true;
}

void PlaySession::noteVoided(qint64 entryId, qint64 voidEntryId, const QString& reason)
{
    bool shown = false;
    for (PlayedRoll& roll : rolls_) {
        if (roll.state != RecordState::Logged || roll.entryId != entryId)
            continue;
        roll.state = RecordState::Voided;
        roll.voidEntryId = voidEntryId;
        roll.logMessage = reason;
        shown = true;
    }
    emit entryVoided(entryId);
    if (shown)
        emit rollsChanged();
}

bool PlaySession::discardRoll(const QString& reason)
{
    if (rolls_.isEmpty() || rolls_.last().state != RecordState::Failed)
        return refuse(tr("No roll is waiting to be written to the log"));
    if (reason.trimmed().isEmpty())
        return refuse(tr("Say why the roll is discarded: the reason goes to the log"));
    record(rolls_.size() - 1, reason.trimmed());
    return true;
}

}  // namespace umpire
