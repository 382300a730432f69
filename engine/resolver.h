#pragma once

#include "assessment.h"
#include "outcome_distribution.h"
#include "refusal.h"
#include "resolution.h"

#include <cstdint>
#include <variant>
#include <vector>

namespace umpire {

struct Game;
struct Procedure;
class DiceSource;

/// Either an assessment or the reasons the situation was refused.
using AssessmentResult = std::variant<Assessment, std::vector<Refusal>>;

/// Applies a procedure's rules to situations. Pure: no I/O, no hidden state.
class Resolver {
public:
    explicit Resolver(const Game& game) : game_(game) {}

    /// Checks every input, evaluates derived values, constraints, modifiers, caps and the column.
    AssessmentResult assess(const Situation& situation) const;

    /// Exact probability of every result, counted over all sides^count dice outcomes.
    /// Throws ArithmeticError only if a module's own arithmetic overflows 64 bits for some roll.
    OutcomeDistribution distribution(const Assessment& assessment) const;

    /// Resolves one throw. `dice` must hold diceCount faces each in 1..sides, else a refusal.
    std::variant<Resolution, Refusal> resolve(const Assessment& assessment, const std::vector<std::int64_t>& dice) const;

    /// Throws the dice from `source` and resolves (a refusal only when the arithmetic overflows).
    std::variant<Resolution, Refusal> roll(const Assessment& assessment, DiceSource& source) const;

    /// The code a single throw gives, without building a full Resolution ("" if the chart is needed).
    std::string codeFor(const Assessment& assessment, const std::vector<std::int64_t>& dice) const;

    const Game& game() const { return game_; }

private:
    const Game& game_;
};

}  // namespace umpire
