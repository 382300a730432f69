// SPDX-License-Identifier: GPL-3.0-or-later
#include "interchangeable_dice.h"

#include "assessment.h"
#include "expression.h"
#include "expression_parser.h"
#include "procedure.h"
#include "step_expressions.h"

#include <algorithm>
#include <map>

namespace umpire {

namespace {

using Op = ExpressionNode::Op;

bool additive(const ExpressionNode& node)
{
    return node.op == Op::Add || node.op == Op::Subtract || node.op == Op::Negate;
}

/// Walks the syntax trees of a step's expressions and records how each named die is read.
/// The parser keeps every tree within kMaxExpressionDepth, so the recursion is bounded.
class DiceReadings {
public:
    explicit DiceReadings(const std::vector<std::string>& dice) : dice_(dice), readings_(dice.size()), other_(dice.size(), false) {}

    void scan(const ExpressionNode& node)
    {
        if (additive(node)) {
            scanSum(node);
            return;
        }
        if (node.op == Op::Name) {
            if (const auto die = dieIndex(node.name))
                other_[*die] = true;
            return;
        }
        for (const auto& arg : node.args)
            scan(*arg);
    }

    std::vector<std::optional<std::vector<std::tuple<std::size_t, std::string, int>>>> result()
    {
        std::vector<std::optional<std::vector<std::tuple<std::size_t, std::string, int>>>> out(dice_.size());
        for (std::size_t i = 0; i < dice_.size(); ++i) {
            if (other_[i])
                continue;
            std::sort(readings_[i].begin(), readings_[i].end());
            out[i] = std::move(readings_[i]);
        }
        return out;
    }

private:
    std::optional<std::size_t> dieIndex(const std::string& name) const
    {
        const auto it = std::find(dice_.begin(), dice_.end(), name);
        if (it == dice_.end())
            return std::nullopt;
        return static_cast<std::size_t>(it - dice_.begin());
    }

    /// A sum and its terms, each with its sign: a term that reads one die is recorded as a
    /// reading of it; a term that reads several is walked for sums of its own.
    void scanSum(const ExpressionNode& root)
    {
        const std::size_t sum = sums_++;
        std::vector<std::pair<const ExpressionNode*, int>> terms;
        std::vector<std::pair<const ExpressionNode*, int>> pending{{&root, 1}};
        while (!pending.empty()) {
            const auto [node, sign] = pending.back();
            pending.pop_back();
            if (!additive(*node)) {
                terms.emplace_back(node, sign);
                continue;
            }
            if (node->op == Op::Negate) {
                pending.emplace_back(node->args.at(0).get(), -sign);
            } else {
                pending.emplace_back(node->args.at(0).get(), sign);
                pending.emplace_back(node->args.at(1).get(), node->op == Op::Subtract ? -sign : sign);
            }
        }
        for (const auto& [term, sign] : terms) {
            std::set<std::size_t> read;
            collectDice(*term, read);
            if (read.size() == 1) {
                const std::size_t die = *read.begin();
                readings_[die].emplace_back(sum, shape(*term, die), sign);
            } else if (read.size() > 1) {
                scan(*term);
            }
        }
    }

    void collectDice(const ExpressionNode& node, std::set<std::size_t>& read) const
    {
        if (node.op == Op::Name)
            if (const auto die = dieIndex(node.name))
                read.insert(*die);
        for (const auto& arg : node.args)
            collectDice(*arg, read);
    }

    /// The term as text, the die written as `#`: two terms of one shape read their dice alike.
    std::string shape(const ExpressionNode& node, std::size_t die) const
    {
        std::string text = std::to_string(static_cast<int>(node.op));
        if (node.op == Op::Literal || node.op == Op::ChoiceLiteral)
            text += ":" + node.literal.toString();
        if (node.op == Op::Name)
            text += ":" + (dieIndex(node.name) == die ? std::string("#") : node.name);
        if (node.op == Op::Call || node.op == Op::Lookup)
            text += ":" + node.name;
        text += "(";
        for (const auto& arg : node.args)
            text += shape(*arg, die) + ",";
        return text + ")";
    }

    const std::vector<std::string>& dice_;
    std::vector<std::vector<std::tuple<std::size_t, std::string, int>>> readings_;
    std::vector<bool> other_;
    std::size_t sums_ = 0;
};

}  // namespace

InterchangeableDice::InterchangeableDice(const Procedure& step, const std::set<std::string>& readLater)
{
    std::vector<std::string> dice;
    for (const auto& group : step.namedDice)
        dice.push_back(group.id);
    if (dice.size() < 2)
        return;
    DiceReadings readings(dice);
    bool readable = true;
    forEachStepExpression(step, [&](const Expression& e) {
        if (!e.isValid())
            return;
        std::vector<ExpressionError> errors;
        const auto tree = parseExpressionTree(e.text(), errors);
        if (!tree) {
            readable = false;  // cannot tell how it reads the dice: every die keeps its place
            return;
        }
        readings.scan(*tree);
    });
    if (!readable)
        return;
    readings_ = readings.result();
    for (std::size_t i = 0; i < dice.size(); ++i)
        if (readLater.count(dice[i]))
            readings_[i].reset();
}

std::vector<std::size_t> InterchangeableDice::classes(const Assessment& a) const
{
    std::vector<std::size_t> classOf(a.diceGroups.size());
    for (std::size_t i = 0; i < classOf.size(); ++i) {
        classOf[i] = i;
        if (readings_.size() != classOf.size() || !readings_[i])
            continue;
        for (std::size_t j = 0; j < i; ++j) {
            if (classOf[j] == j && readings_[j] && *readings_[j] == *readings_[i] &&
                a.diceGroups[j].count == a.diceGroups[i].count && a.diceGroups[j].sides == a.diceGroups[i].sides) {
                classOf[i] = j;
                break;
            }
        }
    }
    return classOf;
}

}  // namespace umpire
