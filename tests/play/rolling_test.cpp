// SPDX-License-Identifier: GPL-3.0-or-later
// Rolling in a play session: physical and program dice, printed-chart readings, follow-ups,
// and what is written to the log for each.
#include "play_test_support.h"
#include "../log/log_test_support.h"

#include "play/log_writer.h"

#include "engine/dice_source.h"
#include "log/game_log.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonObject>

using namespace umpire;

namespace {

/// A session on a fresh log, writing on the test's thread.
struct RollingSession {
    test::TempLog temp;
    GameLog log;
    std::unique_ptr<DirectLogWriter> writer;
    PlaySession session;

    RollingSession()
    {
        REQUIRE(log.open(temp.path).ok());
        writer = std::make_unique<DirectLogWriter>(log);
        session.setLogWriter(writer.get());
        REQUIRE(session.setGames(&test::testModules().games));
    }
    QList<LogEntry> entries() const
    {
        LogFilter all;
        all.withResolution = true;
        const auto list = log.entries(all);
        REQUIRE(list.ok());
        return *list;
    }
};

}  // namespace

TEST_CASE("physical dice are read, resolved and logged with the whole situation", "[play][roll]")
{
    RollingSession s;
    test::SessionWatch watch(s.session);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    s.session.loadSituation(test::example78Situation());
    s.session.setTurn(QStringLiteral(" 3 "));
    s.session.setPhase(QStringLiteral("Combat"));
    s.session.setNote(QStringLiteral("hex 1207"));

    for (const char* bad : {"7", "3,4", "four", ""}) {
        CHECK_FALSE(s.session.enterPhysicalDice(QString::fromLatin1(bad)));
        CHECK(s.session.rolls().isEmpty());
    }
    REQUIRE(watch.refusals.size() == 4);
    CHECK(watch.refusals[0] == QStringLiteral("A d6 shows 1 to 6, not 7"));
    CHECK(watch.refusals[1].contains(QStringLiteral("'3,4' has 2")));
    CHECK(watch.refusals[2].contains(QStringLiteral("'four' is not a list of dice")));

    REQUIRE(s.session.enterPhysicalDice(QStringLiteral(" 4 ")));
    REQUIRE(s.session.rolls().size() == 1);
    const PlayedRoll& roll = s.session.rolls().first();
    CHECK(roll.state == RecordState::Logged);
    CHECK(roll.resolution.modified == 5);
    CHECK(roll.resolution.outcome.code == "DR");
    REQUIRE(roll.throws.size() == 1);
    CHECK(roll.throws.front().faces == std::vector<std::int64_t>{4});
    CHECK(roll.throws.front().origin == DiceOrigin::Physical);
    CHECK(s.session.note().isEmpty());  // a note goes with one roll only

    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    const LogEntry& e = entries.first();
    CHECK(e.id == roll.entryId);
    CHECK(e.sessionId == roll.logSession);
    CHECK(watch.startedSessions == QList<qint64>{e.sessionId});
    CHECK(watch.recordedEntries == QList<qint64>{e.id});
    CHECK(s.session.logSession() == e.sessionId);
    CHECK(e.resultCode.value_or(QString()) == QStringLiteral("DR"));
    CHECK(e.dice == QList<int>{4});
    CHECK(e.turn == QStringLiteral("3"));
    CHECK(e.phase == QStringLiteral("Combat"));
    CHECK(e.note == QStringLiteral("hex 1207"));
    CHECK(e.resolution().value("situation").toObject().value("defender_terrain").toString() == QStringLiteral("forest"));

    // The next roll goes to the same log session.
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("1")));
    CHECK(s.entries().last().sessionId == e.sessionId);
    CHECK(watch.startedSessions.size() == 1);
}

TEST_CASE("program dice follow the seed and the seed is logged", "[play][roll]")
{
    RollingSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    s.session.setFirstSeed(20240822);
    REQUIRE(s.session.rollProgramDice());
    REQUIRE(s.session.rollProgramDice());
    DiceSource first(20240822);
    DiceSource second(20240823);
    const std::int64_t a = first.roll(6), b = first.roll(6);
    const std::int64_t c = second.roll(6), d = second.roll(6);
    const auto entries = s.entries();
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].dice == QList<int>{static_cast<int>(a), static_cast<int>(b)});
    CHECK(entries[0].seed.value_or(0) == 20240822u);
    CHECK(entries[0].diceOrigin == DiceOrigin::Rolled);
    CHECK(entries[1].dice == QList<int>{static_cast<int>(c), static_cast<int>(d)});
    CHECK(entries[1].seed.value_or(0) == 20240823u);
}

TEST_CASE("a result our sources lack waits for the chart reading and blocks new rolls", "[play][roll][chart]")
{
    RollingSession s;
    test::SessionWatch watch(s.session);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    // Three guns of 2 fire points: column 6+, where row 5 is not in our sources.
    s.session.loadSituation(QJsonObject{{"guns", QJsonArray{QJsonObject{{"points", 2}}, QJsonObject{{"points", 2}}, QJsonObject{{"points", 2}}}}});
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));
    REQUIRE(s.session.rolls().size() == 1);
    CHECK(s.session.rolls().first().state == RecordState::AwaitingChart);
    CHECK(s.session.hasUnrecordedRoll());
    CHECK(s.entries().isEmpty());

    CHECK_FALSE(s.session.canRoll());
    CHECK_FALSE(s.session.rollProgramDice());
    CHECK(watch.refusals.last() == QStringLiteral("First enter the result read on the printed chart"));
    CHECK_FALSE(s.session.setGames(&test::testModules().games));  // the roll refers to these rules

    CHECK_FALSE(s.session.enterChartResult(QStringLiteral("X")));
    CHECK(watch.refusals.last().startsWith(QStringLiteral("'X' is not a result of Barrage; the results are -, N, 1, E")));
    CHECK(s.entries().isEmpty());

    REQUIRE(s.session.enterChartResult(QStringLiteral("1")));
    CHECK(s.session.rolls().first().state == RecordState::Logged);
    CHECK(s.session.canRoll());
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().chartResult.value_or(QString()) == QStringLiteral("1"));
    // Resolved again through the definition of what was read: the entry has its code.
    CHECK(entries.first().resultCode.value_or(QString()) == QStringLiteral("1"));
}

TEST_CASE("a follow-up is offered once its parent is logged and is logged with it", "[play][roll][follow-up]")
{
    RollingSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    CHECK_FALSE(s.session.followUpOffered());
    // One gun of 2 fire points: column 1-2, where a 5 gives N (neutralisation check).
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));
    REQUIRE(s.session.followUpOffered());
    CHECK(s.session.followUpLabel() == QStringLiteral("Neutralisation check"));

    CHECK_FALSE(s.session.enterFollowUpDice(QStringLiteral("7")));
    REQUIRE(s.session.enterFollowUpDice(QStringLiteral("4")));
    REQUIRE(s.session.rolls().size() == 2);
    const PlayedRoll& followUp = s.session.rolls().last();
    CHECK(followUp.isFollowUp);
    CHECK(followUp.resolution.outcome.code == "NEUT");
    CHECK(followUp.parentEntry == s.session.rolls().first().entryId);
    CHECK_FALSE(s.session.followUpOffered());

    const auto entries = s.entries();
    REQUIRE(entries.size() == 2);
    CHECK(entries[1].procedure == QStringLiteral("neutralisation"));
    CHECK(entries[1].parentId.value_or(0) == entries[0].id);

    // A new roll replaces the card: the follow-up of the last one is no longer offered.
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));
    REQUIRE(s.session.followUpOffered());
    REQUIRE(s.session.rollFollowUp());
    const auto more = s.entries();
    REQUIRE(more.size() == 4);
    CHECK(more[3].diceOrigin == DiceOrigin::Rolled);
    CHECK(more[3].parentId.value_or(0) == more[2].id);
}

TEST_CASE("without a log, rolls say they are not recorded and do not block", "[play][roll]")
{
    PlaySession session;
    session.setLogWriter(nullptr, QStringLiteral("/nowhere/log.sqlite: is a folder"));
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    REQUIRE(session.enterPhysicalDice(QStringLiteral("5")));
    const PlayedRoll& roll = session.rolls().first();
    CHECK(roll.state == RecordState::NotLogged);
    CHECK(roll.logMessage.contains(QStringLiteral("is a folder")));
    CHECK_FALSE(session.hasUnrecordedRoll());
    // The follow-up is still offered, without a parent entry.
    REQUIRE(session.followUpOffered());
    REQUIRE(session.enterFollowUpDice(QStringLiteral("2")));
    CHECK_FALSE(session.rolls().last().parentEntry);
    CHECK(session.canRoll());
}

TEST_CASE("switching game clears the results - switching procedure keeps them", "[play][roll]")
{
    RollingSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("1")));
    REQUIRE(s.session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    CHECK(s.session.rolls().size() == 1);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    CHECK(s.session.rolls().isEmpty());
    // Each game has its own log session: a roll of another game starts one.
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("3")));
    const auto entries = s.entries();
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].sessionId != entries[1].sessionId);
}
