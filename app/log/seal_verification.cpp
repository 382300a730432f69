// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/seal_verification.h"

#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/sql_fault.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

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
    const QJsonArray groups = step.value(QStringLiteral("dice_groups")).toArray();
    if (groups.isEmpty()) {
        const qint64 count = step.value(QStringLiteral("dice_count")).toInteger(-1);
        const qint64 sides = step.value(QStringLiteral("dice_sides")).toInteger(-1);
        if (count < 0 || sides < 1)
            return std::nullopt;
        t.sides.assign(static_cast<std::size_t>(count), sides);
    } else {
        for (const QJsonValue& group : groups) {
            const qint64 count = group.toObject().value(QStringLiteral("count")).toInteger(-1);
            const qint64 sides = group.toObject().value(QStringLiteral("sides")).toInteger(-1);
            if (count < 0 || sides < 1)
                return std::nullopt;
            t.sides.insert(t.sides.end(), static_cast<std::size_t>(count), sides);
        }
    }
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

SealCheck checkSession(qint64 sessionId, const std::optional<SessionSeal>& seal,
                       const QList<LogEntry>& entries)
{
    SealCheck check;
    check.sessionId = sessionId;
    if (seal)
        check.commitment = seal->commitment;
    const bool revealed = seal && seal->isRevealed() && seal->secret;
    if (revealed && DiceSeal::commitment(*seal->secret) != seal->commitment)
        check.problems << QStringLiteral("the revealed seed does not match the commitment %1").arg(seal->commitment);
    qint64 expectedPosition = 1;
    for (const LogEntry& entry : entries) {
        if (entry.kind != LogEntryKind::Roll || entry.diceOrigin != DiceOrigin::Rolled)
            continue;
        ++check.programRolls;
        const auto rollSeal = DiceSeal::rollSealOf(entry.resolution());
        if (!rollSeal) {
            if (seal)
                check.problems << QStringLiteral("entry %1: program dice from a seed of their own (%2), not from "
                                                 "the session's seal")
                                      .arg(entry.id)
                                      .arg(entry.seed ? QString::number(*entry.seed) : QStringLiteral("none"));
            continue;
        }
        ++check.sealedRolls;
        if (!seal) {
            check.problems << QStringLiteral("entry %1: a sealed roll in a session without a seal").arg(entry.id);
            continue;
        }
        if (rollSeal->commitment != seal->commitment)
            check.problems << QStringLiteral("entry %1: names commitment %2, the session's is %3")
                                  .arg(entry.id)
                                  .arg(rollSeal->commitment, seal->commitment);
        if (rollSeal->phrase != seal->phrase)
            check.problems << QStringLiteral("entry %1: names the phrase \"%2\", the session's is \"%3\"")
                                  .arg(entry.id)
                                  .arg(rollSeal->phrase, seal->phrase);
        if (rollSeal->position != expectedPosition)
            check.problems << QStringLiteral("entry %1: sealed roll %2 where roll %3 was due (a roll missing or "
                                             "repeated)")
                                  .arg(entry.id)
                                  .arg(rollSeal->position)
                                  .arg(expectedPosition);
        expectedPosition = rollSeal->position + 1;
        if (revealed)
            checkDice(entry, *seal->secret, *rollSeal, check.problems);
    }
    if (seal && seal->rolls != check.sealedRolls)
        check.problems << QStringLiteral("the seal counts %1 sealed roll(s), the log holds %2")
                              .arg(seal->rolls)
                              .arg(check.sealedRolls);
    if (!check.problems.isEmpty())
        check.state = SealCheck::State::Failed;
    else if (!seal)
        check.state = SealCheck::State::Unsealed;
    else
        check.state = revealed ? SealCheck::State::Verified : SealCheck::State::Kept;
    return check;
}

/// An unsealed session: its program rolls are counted by SQLite, and only the rare ones whose
/// resolution names a seal anyway are read, so a session of a million rolls is checked without
/// reading them all into memory. The same verdict as checkSession() gives without a seal.
LogResult<SealCheck> checkUnsealedSession(const GameLog& log, qint64 sessionId)
{
    QSqlDatabase db = QSqlDatabase::database(log.connectionName(), false);
    const auto fault = [&](const QSqlQuery& query) {
        return sqlFault(log.path(), QStringLiteral("cannot check the dice of session %1").arg(sessionId), query.lastError(),
                        log.busyTimeoutMs());
    };
    SealCheck check;
    check.sessionId = sessionId;
    QSqlQuery count(db);
    count.prepare(QStringLiteral("SELECT count(*) FROM entries WHERE session_id = ? AND kind = 'roll' AND dice_origin = 'rolled'"));
    count.addBindValue(sessionId);
    if (!count.exec() || !count.next())
        return fault(count);
    check.programRolls = count.value(0).toLongLong();
    QSqlQuery named(db);
    named.prepare(QStringLiteral("SELECT e.id, r.resolution FROM entries e JOIN entry_resolutions r ON r.entry_id = e.id"
                                 " WHERE e.session_id = ? AND e.kind = 'roll' AND e.dice_origin = 'rolled'"
                                 " AND json_type(r.resolution, '$.sealed_dice') = 'object' ORDER BY e.id"));
    named.addBindValue(sessionId);
    if (!named.exec())
        return fault(named);
    while (named.next()) {
        const QJsonObject resolution = QJsonDocument::fromJson(named.value(1).toString().toUtf8()).object();
        if (!DiceSeal::rollSealOf(resolution))
            continue;
        ++check.sealedRolls;
        check.problems << QStringLiteral("entry %1: a sealed roll in a session without a seal").arg(named.value(0).toLongLong());
    }
    check.state = check.problems.isEmpty() ? SealCheck::State::Unsealed : SealCheck::State::Failed;
    return check;
}

/// The same check from what the verification's walk saw: no pass over the session, only the
/// entries whose resolution may name a seal are read and parsed.
LogResult<SealCheck> checkUnsealedSession(const GameLog& log, qint64 sessionId, const ProgramDiceSeen& seen)
{
    SealCheck check;
    check.sessionId = sessionId;
    check.programRolls = seen.programRolls.value(sessionId);
    for (const ProgramDiceSeen::Entry& mention : seen.sealMentions) {
        if (mention.sessionId != sessionId)
            continue;
        auto entry = log.entry(mention.id);
        if (!entry)
            return entry.failure();
        const QJsonObject resolution = QJsonDocument::fromJson(entry->resolutionJson).object();
        if (!resolution.value(QStringLiteral("sealed_dice")).isObject() || !DiceSeal::rollSealOf(resolution))
            continue;
        ++check.sealedRolls;
        check.problems << QStringLiteral("entry %1: a sealed roll in a session without a seal").arg(mention.id);
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

LogResult<QList<SealCheck>> verifySeals(const GameLog& log, const ProgramDiceSeen* seen)
{
    auto sessions = log.sessions();
    if (!sessions)
        return sessions.failure();
    QList<SealCheck> checks;
    for (const LogSession& session : *sessions) {
        auto seal = sessionSeal(log, session.id);
        if (!seal)
            return seal.failure();
        if (!seal->has_value()) {
            auto check = seen ? checkUnsealedSession(log, session.id, *seen) : checkUnsealedSession(log, session.id);
            if (!check)
                return check.failure();
            checks << *check;
            continue;
        }
        LogFilter filter;
        filter.sessionId = session.id;
        filter.withResolution = true;
        auto entries = log.entries(filter);
        if (!entries)
            return entries.failure();
        checks << checkSession(session.id, *seal, *entries);
    }
    return checks;
}

}  // namespace umpire
