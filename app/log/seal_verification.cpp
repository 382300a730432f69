// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/seal_verification.h"

#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/log_task.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>
#include <vector>

namespace umpire {

namespace {

/// One throw of an entry: the sides of each die and the faces logged.
struct Throw {
    std::vector<std::int64_t> sides;
    std::vector<std::int64_t> faces;
};

/// The dice of one step's object (its own dice specification and roll); nullopt when malformed.
std::optional<Throw> throwOf(const QJsonObject& step)
{
    Throw t;
    const QJsonValue roll = step.value(QStringLiteral("roll"));
    if (!roll.isObject())
        return Throw{};  // not thrown (a step waiting for the chart)
    for (const QJsonValue& face : roll.toObject().value(QStringLiteral("dice")).toArray())
        t.faces.push_back(face.toInteger());
    // Dice that could not change the result are not thrown (true: none of the step's; else the
    // ids of the named groups not thrown); players may have given them all the same.
    const QJsonValue notNeeded = step.value(QStringLiteral("dice_not_needed"));
    const QJsonArray notNeededIds = notNeeded.toArray();
    std::vector<std::int64_t> thrownSides;
    const QJsonArray groups = step.value(QStringLiteral("dice_groups")).toArray();
    if (groups.isEmpty()) {
        const qint64 count = step.value(QStringLiteral("dice_count")).toInteger(-1);
        const qint64 sides = step.value(QStringLiteral("dice_sides")).toInteger(-1);
        if (count < 0 || sides < 1)
            return std::nullopt;
        t.sides.assign(static_cast<std::size_t>(count), sides);
        if (!notNeeded.isBool())
            thrownSides = t.sides;
    } else {
        for (const QJsonValue& group : groups) {
            const qint64 count = group.toObject().value(QStringLiteral("count")).toInteger(-1);
            const qint64 sides = group.toObject().value(QStringLiteral("sides")).toInteger(-1);
            if (count < 0 || sides < 1)
                return std::nullopt;
            t.sides.insert(t.sides.end(), static_cast<std::size_t>(count), sides);
            if (!notNeeded.isBool() && !notNeededIds.contains(group.toObject().value(QStringLiteral("id"))))
                thrownSides.insert(thrownSides.end(), static_cast<std::size_t>(count), sides);
        }
    }
    if (t.sides.size() != t.faces.size())
        t.sides = std::move(thrownSides);
    if (t.sides.size() != t.faces.size())
        return std::nullopt;
    return t;
}

/// Checks one sealed roll's dice against the recipe; appends problems.
void checkDice(const LogEntry& entry, const QString& secret, const DiceSeal::RollSeal& rollSeal, QStringList& problems)
{
    const QJsonObject resolution = entry.resolution();
    // A procedure's earlier steps come first, in order; the entry's own roll is the last step.
    std::vector<QJsonObject> steps;
    for (const QJsonValue& step : resolution.value(QStringLiteral("steps")).toArray())
        steps.push_back(step.toObject());
    steps.push_back(resolution);
    qint64 die = 0;
    for (const QJsonObject& step : steps) {
        const auto thrown = throwOf(step);
        if (!thrown) {
            problems << QStringLiteral("entry %1: its dice do not match its dice count and sides").arg(entry.id);
            return;
        }
        for (std::size_t i = 0; i < thrown->faces.size(); ++i) {
            ++die;
            const std::int64_t expected = DiceSeal::face(secret, rollSeal.position, die, thrown->sides[i], rollSeal.phrase);
            if (thrown->faces[i] != expected)
                problems << QStringLiteral("entry %1: die %2 (d%3) is %4, the seed gives %5")
                                .arg(entry.id)
                                .arg(die)
                                .arg(thrown->sides[i])
                                .arg(thrown->faces[i])
                                .arg(expected);
        }
    }
}

/// The checks of one sealed session's program rolls, fed one entry at a time, oldest first, so
/// that a session of any size is checked without holding its rolls.
class SessionSealChecker {
public:
    SessionSealChecker(qint64 sessionId, const SessionSeal& seal)
        : seal_(seal),
          revealed_(seal.isRevealed() && seal.secret)
    {
        check_.sessionId = sessionId;
        check_.commitment = seal.commitment;
        if (revealed_ && DiceSeal::commitment(*seal.secret) != seal.commitment)
            check_.problems << QStringLiteral("the revealed seed does not match the commitment %1").arg(seal.commitment);
    }

    void add(const LogEntry& entry)
    {
        if (entry.kind != LogEntryKind::Roll || entry.diceOrigin != DiceOrigin::Rolled)
            return;
        ++check_.programRolls;
        const auto rollSeal = DiceSeal::rollSealOf(entry.resolution());
        if (!rollSeal) {
            check_.problems << QStringLiteral("entry %1: program dice from a seed of their own (%2), not from the "
                                              "session's seal")
                                   .arg(entry.id)
                                   .arg(entry.seed ? QString::number(*entry.seed) : QStringLiteral("none"));
            return;
        }
        ++check_.sealedRolls;
        if (rollSeal->commitment != seal_.commitment)
            check_.problems << QStringLiteral("entry %1: names commitment %2, the session's is %3")
                                   .arg(entry.id)
                                   .arg(rollSeal->commitment, seal_.commitment);
        if (rollSeal->phrase != seal_.phrase)
            check_.problems << QStringLiteral("entry %1: names the phrase \"%2\", the session's is \"%3\"")
                                   .arg(entry.id)
                                   .arg(rollSeal->phrase, seal_.phrase);
        if (rollSeal->position != expectedPosition_)
            check_.problems << QStringLiteral("entry %1: sealed roll %2 where roll %3 was due (a roll missing or "
                                              "repeated)")
                                   .arg(entry.id)
                                   .arg(rollSeal->position)
                                   .arg(expectedPosition_);
        expectedPosition_ = rollSeal->position + 1;
        if (revealed_)
            checkDice(entry, *seal_.secret, *rollSeal, check_.problems);
    }

    SealCheck finish()
    {
        if (seal_.rolls != check_.sealedRolls)
            check_.problems << QStringLiteral("the seal counts %1 sealed roll(s), the log holds %2")
                                   .arg(seal_.rolls)
                                   .arg(check_.sealedRolls);
        if (!check_.problems.isEmpty())
            check_.state = SealCheck::State::Failed;
        else
            check_.state = revealed_ ? SealCheck::State::Verified : SealCheck::State::Kept;
        return check_;
    }

private:
    SealCheck check_;
    SessionSeal seal_;
    bool revealed_ = false;
    qint64 expectedPosition_ = 1;
};

/// An unsealed session, from what a walk of the chain (or the store, for this session) saw of
/// its program dice: no pass over the session, only the entries whose resolution may name a seal
/// are read and parsed, so a session of a million rolls is checked without holding them.
LogResult<SealCheck> checkUnsealedSession(const GameLog& log, qint64 sessionId, const ProgramDiceSeen& seen)
{
    SealCheck check;
    check.sessionId = sessionId;
    check.programRolls = seen.programRolls.value(sessionId);
    QList<qint64> mentions = seen.sealMentions.value(sessionId);
    std::sort(mentions.begin(), mentions.end());  // the walk's threads noted them in any order
    for (const qint64 id : mentions) {
        auto entry = log.entry(id);
        if (!entry)
            return entry.failure();
        const QJsonObject resolution = QJsonDocument::fromJson(entry->resolutionJson).object();
        if (!resolution.value(QStringLiteral("sealed_dice")).isObject() || !DiceSeal::rollSealOf(resolution))
            continue;
        ++check.sealedRolls;
        check.problems << QStringLiteral("entry %1: a sealed roll in a session without a seal").arg(id);
    }
    check.state = check.problems.isEmpty() ? SealCheck::State::Unsealed : SealCheck::State::Failed;
    return check;
}

}  // namespace

QString SealCheck::summary() const
{
    const QString head = QStringLiteral("session %1: ").arg(sessionId);
    switch (state) {
    case State::Unsealed:
        return head + QStringLiteral("no dice commitment (%1 program roll(s) from their own seeds)").arg(programRolls);
    case State::Kept:
        return head + QStringLiteral("sealed dice, commitment %1, %2 sealed roll(s); not revealed yet, so not "
                                     "checked (umpire-cli log reveal)")
                          .arg(commitment)
                          .arg(sealedRolls);
    case State::Verified:
        return head + QStringLiteral("sealed dice verified: all %1 sealed roll(s) are what the seed of commitment "
                                     "%2 gives")
                          .arg(sealedRolls)
                          .arg(commitment);
    case State::Failed:
        return head + QStringLiteral("sealed dice do NOT verify: ") + problems.join(QStringLiteral("; "));
    }
    return head;
}

LogResult<QList<SealCheck>> verifySeals(const GameLog& log, const ProgramDiceSeen* seen, LogTask* task)
{
    auto sessions = log.sessions();
    if (!sessions)
        return sessions.failure();
    // Progress counts the entries of the sealed sessions, the only ones read one by one.
    qint64 total = 0;
    qint64 done = 0;
    QList<std::optional<SessionSeal>> seals;
    for (const LogSession& session : *sessions) {
        auto seal = sessionSeal(log, session.id);
        if (!seal)
            return seal.failure();
        if (seal->has_value())
            total += session.entryCount;
        seals << *seal;
    }
    // A log without a sealed session has nothing to show for this stage: the last stage reported
    // (the chain's count, for a verification) stays.
    const bool progress = task && total > 0;
    if (progress)
        task->report(LogTask::Stage::CheckingSeals, 0, total);
    QList<SealCheck> checks;
    for (qsizetype i = 0; i < sessions->size(); ++i) {
        const qint64 sessionId = sessions->at(i).id;
        if (cancelRequested(task))
            return LogError::cancelled(QStringLiteral("%1: checking the dice seals cancelled").arg(log.path()));
        if (!seals[i]) {
            // Without a walk's tally, the store counts this session's program rolls on its own.
            std::optional<ProgramDiceSeen> counted;
            if (!seen) {
                auto tally = log.programDiceOf(sessionId);
                if (!tally)
                    return tally.failure();
                counted = std::move(tally.value());
            }
            auto check = checkUnsealedSession(log, sessionId, seen ? *seen : *counted);
            if (!check)
                return check.failure();
            checks << *check;
            continue;
        }
        SessionSealChecker checker(sessionId, *seals[i]);
        LogFilter filter;
        filter.sessionId = sessionId;
        filter.withResolution = true;
        const auto read = log.forEachEntry(
            filter,
            [&](const LogEntry& entry) {
                checker.add(entry);
                if (progress && ++done % 500 == 0)
                    task->report(LogTask::Stage::CheckingSeals, done, std::max(total, done));
                return true;
            },
            task);
        if (!read.ok())
            return read.failure();
        checks << checker.finish();
    }
    if (progress)
        task->report(LogTask::Stage::CheckingSeals, total, total);
    return checks;
}

}  // namespace umpire
