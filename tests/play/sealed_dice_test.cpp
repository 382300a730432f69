// SPDX-License-Identifier: GPL-3.0-or-later
// Program dice of a log session with sealed dice: every die of a play session's roll (each step
// of a procedure of several steps, follow-ups) is what the seal gives, the entry is a sealed
// roll that `log verify` checks, and dice from the table are unaffected.
#include "play_test_support.h"
#include "../log/log_test_support.h"

#include "play/log_writer.h"

#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/seal_verification.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonObject>

using namespace umpire;

namespace {

/// A play session writing on the test's thread to a log session whose dice are sealed.
struct SealedSession {
    test::TempLog temp;
    GameLog log;
    std::unique_ptr<DirectLogWriter> writer;
    PlaySession session;
    qint64 sessionId = 0;
    QString secret;

    explicit SealedSession(const QString& game, const QString& phrase = {})
    {
        GameLog::OpenOptions options;
        options.busyTimeoutMs = 100;  // a lock another program holds fails the write soon
        REQUIRE(log.open(temp.path, options).ok());
        writer = std::make_unique<DirectLogWriter>(log);
        session.setLogWriter(writer.get());
        session.setSealSource(&log);
        REQUIRE(session.setGames(&test::testModules().games));
        const auto created = log.newSession(game, QString(), {});
        REQUIRE(created.ok());
        sessionId = *created;
        REQUIRE(sealSession(log, sessionId).ok());
        if (!phrase.isEmpty())
            REQUIRE(setSealPhrase(log, sessionId, phrase).ok());
        // The test reads the secret as the program does; players see it only at the reveal.
        const auto next = nextSealedRoll(log, sessionId);
        REQUIRE(next.ok());
        secret = next->secret;
    }
    QList<LogEntry> entries() const
    {
        LogFilter all;
        all.withResolution = true;
        const auto list = log.entries(all);
        REQUIRE(list.ok());
        return *list;
    }
    SealCheck check() const
    {
        const auto checks = verifySeals(log);
        REQUIRE(checks.ok());
        for (const SealCheck& c : *checks)
            if (c.sessionId == sessionId)
                return c;
        FAIL("no check of the sealed session");
        return {};
    }
};

/// The sides of each die of a step, in throwing order.
std::vector<std::int64_t> sidesOf(const Assessment& step)
{
    std::vector<std::int64_t> sides;
    if (!step.diceNeeded)
        return sides;  // no die can change the result: none is thrown
    if (step.diceGroups.empty())
        sides.assign(static_cast<std::size_t>(step.diceCount), step.diceSides);
    for (const auto& group : step.diceGroups)
        if (group.needed)
            sides.insert(sides.end(), static_cast<std::size_t>(group.count), group.sides);
    return sides;
}

/// The dice thrown last: a step with no die to throw after them was resolved at once, so they
/// may be an earlier step's.
const ThrownDice& lastThrown(const PlayedRoll& roll)
{
    const ThrownDice* last = &roll.throws.front();
    for (auto it = roll.earlierSteps.rbegin(); last->faces.empty() && it != roll.earlierSteps.rend(); ++it)
        last = &it->dice;
    return *last;
}

}  // namespace

TEST_CASE("a sealed roll under way keeps its session's seal after the players pick another game", "[play][seal]")
{
    // Before, the steps thrown after the switch asked the game now in play for its session:
    // none, so they came from a seed, and the entry mixed the seal's dice with others.
    SealedSession s(QStringLiteral("test-three-steps"));
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-three-steps"), QStringLiteral("battle")));
    s.session.setLogSession(s.sessionId);
    std::int64_t die = 0;
    for (int step = 0; step == 0 || s.session.rollUnderWay(); ++step) {
        if (step > 0)
            REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
        const std::vector<std::int64_t> sides = sidesOf(*s.session.stepToThrow());
        REQUIRE(s.session.rollProgramDice());
        const ThrownDice& thrown = lastThrown(s.session.rolls().last());
        REQUIRE(thrown.seal);
        CHECK(thrown.seal->position == 1);
        REQUIRE(thrown.faces.size() == sides.size());
        for (std::size_t i = 0; i < sides.size(); ++i)
            CHECK(thrown.faces[i] == DiceSeal::face(s.secret, 1, ++die, sides[i], QString()));
    }
    REQUIRE(s.session.rolls().last().state == RecordState::Logged);
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().sessionId == s.sessionId);
    CHECK(s.check().state == SealCheck::State::Kept);
}

TEST_CASE("each step of a sealed session's roll takes the seal's dice, numbered on across the steps", "[play][seal]")
{
    SealedSession s(QStringLiteral("test-three-steps"), QStringLiteral("rain on the Meuse"));
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-three-steps"), QStringLiteral("battle")));
    s.session.setLogSession(s.sessionId);
    s.session.setFirstSeed(40);  // ignored: the seal decides
    std::int64_t die = 0;
    // Three steps, the rounding die only when it can change the advantage: a step with no die
    // to throw is gone through by itself.
    int steps = 0;
    do {
        ++steps;
        const std::vector<std::int64_t> sides = sidesOf(*s.session.stepToThrow());
        REQUIRE(s.session.rollProgramDice());
        const ThrownDice& thrown = lastThrown(s.session.rolls().last());
        REQUIRE(thrown.seal);
        CHECK(thrown.seal->position == 1);
        CHECK_FALSE(thrown.seed);
        REQUIRE(thrown.faces.size() == sides.size());
        for (std::size_t i = 0; i < sides.size(); ++i)
            CHECK(thrown.faces[i] == DiceSeal::face(s.secret, 1, ++die, sides[i], QStringLiteral("rain on the Meuse")));
    } while (s.session.rollUnderWay());
    CHECK(steps >= 2);
    REQUIRE(s.session.rolls().last().state == RecordState::Logged);
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().diceOrigin == DiceOrigin::Rolled);
    CHECK_FALSE(entries.first().seed);
    const auto rollSeal = DiceSeal::rollSealOf(entries.first().resolution());
    REQUIRE(rollSeal);
    CHECK(rollSeal->position == 1);
    CHECK(rollSeal->phrase == QStringLiteral("rain on the Meuse"));

    const auto next = nextSealedRoll(s.log, s.sessionId);
    REQUIRE(next.ok());
    CHECK(next->position == 2);

    CHECK(s.check().state == SealCheck::State::Kept);
    REQUIRE(revealSeal(s.log, s.sessionId).ok());
    const SealCheck check = s.check();
    INFO(check.summary().toStdString());
    CHECK(check.state == SealCheck::State::Verified);
    CHECK(check.sealedRolls == 1);

    // After the reveal the program's dice are known: it no longer rolls; the table still can.
    CHECK_FALSE(s.session.rollProgramDice());
    CHECK(s.session.lastRefusal().contains(QStringLiteral("revealed its dice seal")));
    REQUIRE(s.session.enterNamedDice({QStringLiteral("6"), QStringLiteral("1")}));
}

TEST_CASE("a sealed session's follow-up is the seal's next roll, and physical dice stay as they were", "[play][seal]")
{
    SealedSession s(QStringLiteral("umpire-test"));
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    s.session.setLogSession(s.sessionId);
    // Dice typed in are not sealed rolls.
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("3")));
    CHECK_FALSE(s.session.rolls().last().throws.front().seal);
    // Program rolls until one calls for a follow-up (a 5 on the 1-2 column: one in six).
    qint64 position = 0;
    for (int i = 0; i < 400 && !s.session.followUpOffered(); ++i) {
        REQUIRE(s.session.rollProgramDice());
        const ThrownDice& thrown = s.session.rolls().last().throws.front();
        REQUIRE(thrown.seal);
        CHECK(thrown.seal->position == ++position);
        CHECK(thrown.faces == std::vector<std::int64_t>{DiceSeal::face(s.secret, position, 1, 6, QString())});
    }
    REQUIRE(s.session.followUpOffered());
    REQUIRE(s.session.rollFollowUp());
    const PlayedRoll& followUp = s.session.rolls().last();
    REQUIRE(followUp.throws.front().seal);
    CHECK(followUp.throws.front().seal->position == position + 1);
    CHECK(followUp.state == RecordState::Logged);

    REQUIRE(revealSeal(s.log, s.sessionId).ok());
    const SealCheck check = s.check();
    INFO(check.summary().toStdString());
    CHECK(check.state == SealCheck::State::Verified);
    CHECK(check.sealedRolls == position + 1);
    CHECK(check.programRolls == position + 1);
}

TEST_CASE("a sealed session's roll takes all its dice from the seal or all from the table", "[play][seal]")
{
    SealedSession s(QStringLiteral("test-three-steps"));
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-three-steps"), QStringLiteral("battle")));
    s.session.setLogSession(s.sessionId);
    REQUIRE(s.session.enterNamedDice({QStringLiteral("6"), QStringLiteral("1")}));
    CHECK_FALSE(s.session.rollProgramDice());
    CHECK(s.session.lastRefusal().contains(QStringLiteral("began with dice thrown on the table")));
    // 6 and 1 leave an advantage of 1 whatever the rounding die: it is not thrown.
    REQUIRE(s.session.enterNamedDice({QStringLiteral("6"), QStringLiteral("2")}));
    CHECK(s.session.rolls().last().state == RecordState::Logged);

    REQUIRE(s.session.rollProgramDice());
    REQUIRE(s.session.rollUnderWay());
    QStringList twos;
    for (std::size_t i = 0; i < sidesOf(*s.session.stepToThrow()).size(); ++i)
        twos << QStringLiteral("2");
    CHECK_FALSE(s.session.enterPhysicalDice(twos.join(QLatin1Char(','))));
    CHECK(s.session.lastRefusal().contains(QStringLiteral("began with the session's sealed dice")));
    while (s.session.rollUnderWay())
        REQUIRE(s.session.rollProgramDice());
    CHECK(s.session.rolls().last().state == RecordState::Logged);
    REQUIRE(revealSeal(s.log, s.sessionId).ok());
    CHECK(s.check().state == SealCheck::State::Verified);
}

TEST_CASE("an unsealed log session keeps program dice from seeds", "[play][seal]")
{
    test::TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    DirectLogWriter writer(log);
    PlaySession session;
    session.setLogWriter(&writer);
    session.setSealSource(&log);
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    session.setFirstSeed(7);
    REQUIRE(session.rollProgramDice());  // no session yet: the roll starts an unsealed one
    CHECK(session.rolls().last().throws.front().seed.value_or(0) == 7u);
    REQUIRE(session.logSession());
    REQUIRE(session.rollProgramDice());
    CHECK(session.rolls().last().throws.front().seed.value_or(0) == 8u);
    CHECK_FALSE(session.rolls().last().throws.front().seal);
}

TEST_CASE("a sealed roll the log refuses keeps its result back until it is written", "[play][seal][log]")
{
    SealedSession s(QStringLiteral("umpire-test"));
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    s.session.setLogSession(s.sessionId);
    {
        test::RawDatabase other(s.temp.path);
        REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());  // another program holds the lock
        REQUIRE(s.session.rollProgramDice());
        const PlayedRoll& refused = s.session.rolls().last();
        CHECK(refused.state == RecordState::Failed);
        CHECK(refused.withholdsResult());
        REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    }
    REQUIRE(s.session.retryRecording());
    const PlayedRoll& written = s.session.rolls().last();
    CHECK(written.state == RecordState::Logged);
    CHECK_FALSE(written.withholdsResult());
    REQUIRE(written.throws.front().seal);
    CHECK(written.throws.front().seal->position == 1);
    CHECK(written.throws.front().faces == std::vector<std::int64_t>{DiceSeal::face(s.secret, 1, 1, 6, QString())});
    // Dice typed in are no secret of the seal's.
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("3")));
    CHECK_FALSE(s.session.rolls().last().withholdsResult());
}
