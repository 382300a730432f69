// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to example_check*.cpp: runs one worked example and collects its disagreements.

#include "example_check.h"
#include "resolver.h"
#include "worked_example.h"

#include <optional>
#include <string>
#include <vector>

namespace umpire {

class ExampleChecker {
public:
    ExampleChecker(const Game& game, const Procedure& procedure, const WorkedExample& example)
        : game_(game), procedure_(procedure), example_(example), resolver_(game) {}

    std::vector<ExampleMismatch> run();

private:
    void fail(std::string message);
    /// "5/2" for "2.5": probabilities and values compare as numbers.
    static std::string normalized(const std::string& text);
    bool buildSituation(Situation& situation);
    /// False when the assessment stops on a chart question (expected or not).
    bool checkQuestion(const Assessment& a);
    void checkAssessment(const Assessment& a);
    void checkTotals(const Assessment& a);
    void checkDistribution(const Assessment& a);
    void checkOutputChances(const OutcomeDistribution& d);
    void checkTriggerChances(const OutcomeDistribution& d);

    // Rolls (example_roll_check.cpp).
    void checkRolls(const Assessment& a);
    /// Resolves one throw of the step `a` assesses and checks what it gives; nullopt when refused.
    std::optional<Resolution> checkThrow(const Assessment& a, const ExpectedThrow& expected, const std::string& what);
    void checkNotes(const std::vector<std::string>& inForce, const std::vector<std::string>& wanted, const std::string& what);
    void checkChain(const Assessment& first, const ExpectedRoll& roll, const std::string& what);
    std::optional<std::vector<std::int64_t>> diceOf(const Assessment& a, const ExpectedThrow& expected, const std::string& what);

    const Game& game_;
    const Procedure& procedure_;
    const WorkedExample& example_;
    const Resolver resolver_;
    std::vector<ExampleMismatch> mismatches_;
    std::vector<std::string> totalsSeen_;
    std::vector<std::string> shownSeen_;
};

}  // namespace umpire
