// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "assessment.h"
#include "chart_question.h"
#include "outcome_distribution.h"
#include "refusal.h"
#include "resolution.h"

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace umpire {

struct Game;
struct Procedure;
class DieRoller;

/// Either an assessment or the reasons the situation was refused.
using AssessmentResult = std::variant<Assessment, std::vector<Refusal>>;

/// Applies a procedure's rules to situations. Pure: no I/O, no hidden state.
class Resolver {
public:
    explicit Resolver(const Game& game) : game_(game) {}

    /// Checks every input and option, evaluates derived values, constraints, modifiers, caps,
    /// totals, the column and the target of the first step. An assessment may instead carry a
    /// chart question: a value our sources lack, needed before the dice.
    AssessmentResult assess(const Situation& situation) const;

    /// The step after `previous`, which was thrown as `thrown`; nullopt after the last step.
    /// Refusals as for assess().
    std::optional<AssessmentResult> assessNext(const Assessment& previous, const Resolution& thrown) const;

    /// Exact probability of every final result, output value and trigger, counted over every
    /// outcome of the dice of this step and of all later steps. Throws ArithmeticError only if
    /// a module's own arithmetic overflows 64 bits; past the counting limit it says so in
    /// `notCounted` instead of taking unbounded time.
    /// `counting`: each set of faces of interchangeable named dice once (see
    /// InterchangeableDice), or every throw one by one, which the tests check it against.
    enum class ThrowCounting { SetsOfInterchangeableDice, EveryThrow };
    OutcomeDistribution distribution(const Assessment& assessment,
                                     ThrowCounting counting = ThrowCounting::SetsOfInterchangeableDice) const;

    /// Resolves one throw of this step. `dice` holds every die thrown (diceToThrow): the unnamed
    /// dice, or each needed named group's dice in the procedure's order; a die that cannot
    /// change anything is not thrown. Wrong counts or faces are refused.
    /// Chart readings of the situation answer missing cells; `readings` adds more (a result
    /// read off the printed chart after this roll).
    std::variant<Resolution, Refusal> resolve(const Assessment& assessment, const std::vector<std::int64_t>& dice,
                                              const ChartReadings& readings = {}) const;

    /// Throws the dice from `source` (only those that can matter) and resolves (a refusal only
    /// when the arithmetic overflows).
    std::variant<Resolution, Refusal> roll(const Assessment& assessment, DieRoller& source) const;

    const Game& game() const { return game_; }

private:
    /// Assesses step `index` of `chain` with `values` holding the inputs, options, shared
    /// derived values and everything the earlier steps published.
    /// `forPlay`: also mark the dice that cannot matter, which counting the chances never needs.
    AssessmentResult assessStep(const Procedure& chain, std::size_t index, const Situation& situation, Bindings values,
                                bool forPlay = true) const;

    const Game& game_;
};

}  // namespace umpire
