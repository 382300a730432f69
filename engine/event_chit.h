// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace umpire {

/// A two-sided event chit of a chit-pull game, as the counter sheet prints it: which side owns
/// it and the event on each face. Data for a chit cup; the engine itself never draws chits.
struct EventChit {
    /// One face: the event's name and what it does, in our words.
    struct Face {
        std::string label;
        std::string text;
    };
    std::string id;
    std::string side;  ///< The owning side's id: the player who chooses a face when it is drawn.
    std::string rule;
    Face front;
    /// nullopt when our sources do not say what the back shows.
    std::optional<Face> back;
};

}  // namespace umpire
