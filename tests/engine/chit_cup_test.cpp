// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chit_cup.h"

#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <stdexcept>

using umpire::ChitCup;
using umpire::CupChit;
using umpire::CupDraw;
using umpire::DieRoller;

namespace {

std::vector<std::string> ids(const std::vector<CupChit>& chits)
{
    std::vector<std::string> out;
    for (const auto& c : chits)
        out.push_back(c.id);
    return out;
}

}  // namespace

TEST_CASE("a cup refuses a set-up it cannot draw from", "[chit-cup]")
{
    CHECK_THROWS_AS(ChitCup({}, {"ev"}, 1), std::invalid_argument);
    CHECK_THROWS_AS(ChitCup({"I Corps", ""}, {}, 1), std::invalid_argument);
    CHECK_THROWS_AS(ChitCup({"I Corps", "I Corps"}, {}, 1), std::invalid_argument);
    CHECK_THROWS_AS(ChitCup({"I Corps"}, {"I Corps"}, 1), std::invalid_argument);
}

TEST_CASE("a turn never draws a chit twice and ends at the last activation chit", "[chit-cup]")
{
    ChitCup cup({"A", "B", "C"}, {"e1", "e2", "e3"}, 99);
    for (int turn = 1; turn <= 500; ++turn) {
        REQUIRE(cup.turn() == turn);
        REQUIRE(cup.remaining().size() == 6);
        std::set<std::string> seen;
        int activations = 0;
        while (!cup.activationsOver()) {
            const CupChit chit = cup.draw();
            REQUIRE(seen.insert(chit.id).second);
            if (chit.kind == CupChit::Kind::Activation)
                ++activations;
            REQUIRE(cup.remaining().size() == 6 - seen.size());
        }
        // The turn ends exactly when the third activation chit comes out (8.2).
        REQUIRE(activations == 3);
        REQUIRE(cup.drawnThisTurn().back().kind == CupChit::Kind::Activation);
        REQUIRE(cup.drawnThisTurn().size() == seen.size());
        REQUIRE_THROWS_AS(cup.draw(), std::logic_error);
        cup.newTurn();
        REQUIRE(cup.drawnThisTurn().empty());
    }
}

TEST_CASE("event chits may be left in the cup when the turn ends", "[chit-cup]")
{
    // One activation chit and three events: over many turns the activation chit sometimes comes
    // out first, and then the three events stay in the cup until the new turn returns them.
    ChitCup cup({"Only corps"}, {"e1", "e2", "e3"}, 5);
    int endedWithThreeLeft = 0;
    for (int turn = 0; turn < 200; ++turn) {
        cup.draw();
        if (cup.activationsOver() && cup.remaining().size() == 3) {
            ++endedWithThreeLeft;
            CHECK(ids(cup.remaining()) == std::vector<std::string>{"e1", "e2", "e3"});
            CHECK_THROWS_AS(cup.draw(), std::logic_error);
        }
        cup.newTurn();
    }
    CHECK(endedWithThreeLeft > 0);
}

TEST_CASE("draws are uniform (chi-square of ordered first two draws)", "[chit-cup]")
{
    // 5 chits give 20 ordered (first, second) pairs, each of probability 1/20 when every draw is
    // uniform over the chits left. 19 degrees of freedom: 43.8 is the 0.999 quantile.
    ChitCup cup({"A", "B", "C"}, {"e1", "e2"}, 2026);
    std::map<std::pair<std::string, std::string>, double> counts;
    constexpr int turns = 100000;
    for (int t = 0; t < turns; ++t) {
        const std::string first = cup.draw().id;
        const std::string second = cup.draw().id;
        counts[{first, second}] += 1;
        cup.newTurn();
    }
    REQUIRE(counts.size() == 20);
    const double expected = turns / 20.0;
    double chiSquare = 0;
    for (const auto& [pair, c] : counts)
        chiSquare += (c - expected) * (c - expected) / expected;
    CHECK(chiSquare < 43.8);
}

TEST_CASE("the seed and the list of actions replay every draw", "[chit-cup]")
{
    ChitCup first({"A", "B", "C", "D"}, {"e1", "e2"}, 424242);
    std::vector<std::vector<std::string>> turns;
    for (int t = 0; t < 20; ++t) {
        while (!first.activationsOver())
            first.draw();
        turns.push_back(ids(first.drawnThisTurn()));
        first.newTurn();
    }
    ChitCup replay({"A", "B", "C", "D"}, {"e1", "e2"}, first.seed());
    for (const auto& drawn : turns) {
        for (const auto& id : drawn)
            REQUIRE(replay.draw().id == id);
        REQUIRE(replay.activationsOver());
        replay.newTurn();
    }
    // A different seed gives a different game.
    ChitCup other({"A", "B", "C", "D"}, {"e1", "e2"}, 424243);
    std::vector<std::vector<std::string>> otherTurns;
    for (int t = 0; t < 20; ++t) {
        while (!other.activationsOver())
            other.draw();
        otherTurns.push_back(ids(other.drawnThisTurn()));
        other.newTurn();
    }
    CHECK(otherTurns != turns);
}

namespace {

/// Dice that give the faces asked for, in order: a draw's chit from a known face.
class ListedDice : public DieRoller {
public:
    explicit ListedDice(std::vector<std::int64_t> faces) : faces_(std::move(faces)) {}
    std::int64_t roll(std::int64_t sides) override
    {
        sidesSeen.push_back(sides);
        return faces_.at(next_++);
    }
    std::vector<std::int64_t> sidesSeen;

private:
    std::vector<std::int64_t> faces_;
    std::size_t next_ = 0;
};

}  // namespace

TEST_CASE("a draw with other dice takes the face-th chit left and says so", "[chit-cup]")
{
    ChitCup cup({"I", "II", "III"}, {"ev"}, 1);
    ListedDice dice({4, 1, 2});
    const CupDraw first = cup.draw(dice);
    CHECK(first.chit.id == "ev");
    CHECK(first.face == 4);
    CHECK(first.sides == 4);
    CHECK(cup.draw(dice).chit.id == "I");
    const CupDraw third = cup.draw(dice);
    CHECK(third.chit.id == "III");  // the second of II, III
    CHECK(dice.sidesSeen == std::vector<std::int64_t>{4, 3, 2});
}

TEST_CASE("taking named chits rebuilds a cup - a chit cannot be taken twice", "[chit-cup]")
{
    ChitCup cup({"I", "II"}, {"ev"}, 1);
    cup.setTurn(3);
    CHECK(cup.turn() == 3);
    cup.take("ev");
    CHECK_THROWS_WITH(cup.take("ev"), Catch::Contains("already drawn in turn 3"));
    CHECK_THROWS_WITH(cup.take("IV"), Catch::Contains("'IV' is not in this cup"));
    cup.take("II");
    cup.take("I");
    CHECK(cup.activationsOver());
    CHECK_THROWS_AS(cup.take("I"), std::logic_error);
    CHECK_THROWS_AS(cup.setTurn(0), std::invalid_argument);
    cup.newTurn();
    CHECK(cup.turn() == 4);
    CHECK(cup.remaining().size() == 3);
}
