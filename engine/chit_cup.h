// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice_source.h"

#include <cstdint>
#include <string>
#include <vector>

namespace umpire {

/// One chit in a cup: an activation chit (one per formation, named by the players from their
/// scenario sheet) or an event chit (an id from the module's chits list).
struct CupChit {
    enum class Kind { Activation, Event };
    std::string id;
    Kind kind = Kind::Activation;

    bool operator==(const CupChit&) const = default;
};

/// One draw: the chit, and the die that picked it (the face-th of the `sides` chits left, in
/// set-up order), so that a log can keep the raw random number beside the chit.
struct CupDraw {
    CupChit chit;
    std::int64_t face = 0;
    std::int64_t sides = 0;
};

/// The chit cup of a chit-pull game (Duel of Eagles 8-9): chits are drawn uniformly at random
/// without replacement from a seeded DiceSource, so the seed and the list of draws replay a game.
/// The turn's activation phases end when the last activation chit is drawn, even with event
/// chits still in the cup (8.2); a new turn returns every chit to the cup.
class ChitCup {
public:
    /// Throws std::invalid_argument on no activation chit, an empty name, or a name given twice
    /// (activation and event chits share one namespace: a draw is recorded by name).
    ChitCup(std::vector<std::string> activation, std::vector<std::string> events, std::uint64_t seed);

    std::uint64_t seed() const { return seed_; }
    int turn() const { return turn_; }
    /// Every chit set up for a turn, activation chits first, in the order given.
    const std::vector<CupChit>& chits() const { return chits_; }
    /// Chits still in the cup this turn, in set-up order.
    std::vector<CupChit> remaining() const;
    /// Chits drawn this turn, in draw order.
    const std::vector<CupChit>& drawnThisTurn() const { return drawn_; }
    /// True once the turn's last activation chit has been drawn: no more draws this turn.
    bool activationsOver() const;

    /// Draws one chit uniformly from those left. Throws std::logic_error when the turn's
    /// activation phases are over (start a new turn first).
    CupChit draw();
    /// The same with dice from elsewhere (a sealed session's dice): one die with as many sides
    /// as chits left.
    CupDraw draw(DieRoller& dice);
    /// Takes a named chit out of the cup, as a recorded draw says: rebuilding a cup from its
    /// log. Throws std::invalid_argument when the chit is not in the cup, std::logic_error when
    /// the turn's activation phases are over.
    void take(const std::string& id);
    /// The turn counted from here (a cup set up for turn 3 of a scenario). Turns start at 1.
    void setTurn(int turn);
    /// Returns every chit to the cup and counts the next turn.
    void newTurn();

private:
    void refuseAfterActivations() const;

    std::vector<CupChit> chits_;
    std::vector<bool> inCup_;
    std::vector<CupChit> drawn_;
    std::uint64_t seed_;
    DiceSource source_;
    int turn_ = 1;
};

}  // namespace umpire
