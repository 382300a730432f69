// SPDX-License-Identifier: GPL-3.0-or-later
// The table's turn and phase: Next turn, Next phase, and the chit cup's turn taken in.
#include "play/turn_and_phase.h"

#include <catch2/catch.hpp>

using namespace umpire;

TEST_CASE("Next turn adds one to the turn label's last number and goes back to the first phase", "[play][turn]")
{
    TurnAndPhase clock;
    clock.nextTurn();
    CHECK(clock.turn() == QStringLiteral("1"));
    clock.replace(QStringLiteral("Turn 3 (PM)"), QStringLiteral("Combat"), {QStringLiteral("Movement"), QStringLiteral("Combat")});
    clock.nextTurn();
    CHECK(clock.turn() == QStringLiteral("Turn 4 (PM)"));
    CHECK(clock.phase() == QStringLiteral("Movement"));
    clock.setTurn(QStringLiteral("Dawn"));
    clock.nextTurn();
    CHECK(clock.turn() == QStringLiteral("Dawn 2"));
}

TEST_CASE("Next phase learns a typed phase and starts the next turn after the last one", "[play][turn]")
{
    TurnAndPhase clock;
    clock.setTurn(QStringLiteral("2"));
    clock.setPhase(QStringLiteral("Movement"));
    clock.nextPhase();
    CHECK(clock.phases() == QStringList{QStringLiteral("Movement")});
    CHECK(clock.turn() == QStringLiteral("3"));
    clock.setPhase(QStringLiteral("Combat"));
    clock.nextPhase();
    CHECK(clock.phases() == QStringList{QStringLiteral("Movement"), QStringLiteral("Combat")});
    CHECK(clock.turn() == QStringLiteral("4"));
    CHECK(clock.phase() == QStringLiteral("Movement"));
    clock.nextPhase();
    CHECK(clock.phase() == QStringLiteral("Combat"));
    CHECK(clock.turn() == QStringLiteral("4"));
}

TEST_CASE("The chit cup's turn becomes the turn's number", "[play][turn]")
{
    TurnAndPhase clock;
    int turnsStarted = 0;
    QObject::connect(&clock, &TurnAndPhase::turnStarted, [&turnsStarted] { ++turnsStarted; });
    clock.replace(QStringLiteral("Turn 3"), QStringLiteral("Rally"), {QStringLiteral("Activation"), QStringLiteral("Rally")});
    CHECK(clock.turnNumber() == 3);
    clock.followCupTurn(3);  // already there: nothing moves
    CHECK(clock.phase() == QStringLiteral("Rally"));
    CHECK(turnsStarted == 0);
    clock.followCupTurn(4);
    CHECK(clock.turn() == QStringLiteral("Turn 4"));
    CHECK(clock.phase() == QStringLiteral("Activation"));
    CHECK(turnsStarted == 1);
    clock.setTurn({});
    CHECK(!clock.turnNumber());
    clock.followCupTurn(2);
    CHECK(clock.turn() == QStringLiteral("2"));
}
