// SPDX-License-Identifier: GPL-3.0-or-later
// The situation of a play session: assessed on every change, kept per procedure, reset, and
// remembered across runs.
#include "play_test_support.h"

#include <catch2/catch.hpp>

#include <QJsonObject>

using namespace umpire;
using umpire::test::integerValue;

TEST_CASE("choosing a procedure assesses it and every change assesses again", "[play][situation]")
{
    PlaySession session;
    test::SessionWatch watch(session);
    REQUIRE(session.setGames(&test::testModules().games));
    CHECK_FALSE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("no-such-procedure")));
    CHECK_FALSE(session.chooseProcedure(QStringLiteral("no-such-game"), QStringLiteral("combat")));
    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    REQUIRE(session.assessment());
    REQUIRE(session.distribution());
    CHECK_FALSE(session.previousDistribution());
    CHECK(session.canRoll());

    Situation s = session.situation();
    s.values.insert_or_assign("attacking_units", Value(std::int64_t{3}));
    const int before = watch.assessed;
    session.setSituation(s);
    CHECK(watch.assessed == before + 1);
    CHECK(session.previousDistribution());  // the "what if" of the last change
    CHECK(integerValue(session.assessment()->situation, "attacking_units") == 3);
}

TEST_CASE("a refused situation cannot be rolled and says why", "[play][situation]")
{
    PlaySession session;
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    // Rule 7.4: the adjacent batteries cannot exceed the supporting ones.
    const QStringList problems = session.loadSituation(QJsonObject{{"artillery_support", 0}, {"artillery_adjacent", 1}});
    CHECK(problems.isEmpty());
    CHECK_FALSE(session.assessment());
    REQUIRE_FALSE(session.refusals().empty());
    CHECK_FALSE(session.canRoll());
    CHECK(session.rollBlocker() == QString::fromStdString(session.refusals().front().message));
    test::SessionWatch watch(session);
    CHECK_FALSE(session.rollProgramDice());
    CHECK(watch.refusals.size() == 1);
    CHECK(session.rolls().isEmpty());
}

TEST_CASE("the situation is kept per procedure and game, and can be reset", "[play][situation]")
{
    PlaySession session;
    test::SessionWatch watch(session);
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const std::int64_t defaultUnits = integerValue(session.situation(), "attacking_units");
    session.loadSituation(QJsonObject{{"attacking_units", 4}, {"defender_terrain", "forest"}});
    REQUIRE(integerValue(session.situation(), "attacking_units") == 4);

    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("rally")));
    session.loadSituation(QJsonObject{{"units", 3}});
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    session.loadSituation(QJsonObject{{"morale", 9}});

    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    CHECK(integerValue(session.situation(), "attacking_units") == 4);
    CHECK(session.situation().values.at("defender_terrain").asChoice() == "forest");
    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("rally")));
    CHECK(integerValue(session.situation(), "units") == 3);

    // Reset puts the defaults back and forgets the procedure's values.
    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const int replaced = watch.situationsReplaced;
    session.resetSituation();
    CHECK(watch.situationsReplaced == replaced + 1);
    CHECK(session.situation().values.empty());
    CHECK(integerValue(session.assessment()->situation, "attacking_units") == defaultUnits);
    REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    CHECK(session.situation().values.empty());
}

TEST_CASE("remembered situations survive a restart - values that no longer fit are dropped", "[play][situation]")
{
    QJsonObject saved;
    {
        PlaySession session;
        REQUIRE(session.setGames(&test::testModules().games));
        REQUIRE(session.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
        session.loadSituation(QJsonObject{{"morale", 9}, {"shaken", true}});
        saved = session.rememberedSituations();
    }
    // A module may have changed since: a bound that is now broken, an input that is gone.
    QJsonObject morale = saved.value(QStringLiteral("umpire-test/morale")).toObject();
    REQUIRE(morale.value(QStringLiteral("morale")).toInt() == 9);
    morale.insert(QStringLiteral("gone"), 1);
    QJsonObject edited = saved;
    edited.insert(QStringLiteral("umpire-test/morale"), morale);

    PlaySession again;
    again.restoreRememberedSituations(edited);
    REQUIRE(again.setGames(&test::testModules().games));
    REQUIRE(again.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("morale")));
    CHECK(integerValue(again.situation(), "morale") == 9);
    CHECK(again.situation().values.at("shaken").asBoolean());
    CHECK(again.situation().values.count("gone") == 0);
    REQUIRE(again.assessment());

    // Out of bounds: refused with the input named, the players' value kept.
    const QStringList problems = again.loadSituation(QJsonObject{{"morale", 13}});
    REQUIRE(problems.size() == 1);
    CHECK(problems.front().startsWith(QStringLiteral("morale: ")));
    CHECK(integerValue(again.situation(), "morale") == 9);
}
