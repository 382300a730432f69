// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace umpire {

struct Game;
struct Procedure;
struct WorkedExample;

/// One way a worked example disagrees with what the engine computes.
struct ExampleMismatch {
    std::string procedure;
    std::string example;
    int line = 0;
    std::string message;
};

/// Runs every worked example of a game through the resolver and lists each disagreement.
std::vector<ExampleMismatch> checkExamples(const Game& game);

/// Runs one example of one procedure.
std::vector<ExampleMismatch> checkExample(const Game& game, const Procedure& procedure, const WorkedExample& example);

}  // namespace umpire
