// SPDX-License-Identifier: GPL-3.0-or-later
#include "chit_cup.h"

#include <algorithm>
#include <set>
#include <stdexcept>

namespace umpire {

namespace {

void addChits(std::vector<CupChit>& chits, std::set<std::string>& seen, std::vector<std::string> ids, CupChit::Kind kind)
{
    const char* what = kind == CupChit::Kind::Activation ? "activation" : "event";
    for (auto& id : ids) {
        if (id.empty())
            throw std::invalid_argument(std::string("an ") + what + " chit needs a name");
        if (!seen.insert(id).second)
            throw std::invalid_argument("chit '" + id + "' is set up twice: every chit in the cup needs its own name");
        chits.push_back(CupChit{std::move(id), kind});
    }
}

}  // namespace

ChitCup::ChitCup(std::vector<std::string> activation, std::vector<std::string> events, std::uint64_t seed)
    : seed_(seed), source_(seed)
{
    if (activation.empty())
        throw std::invalid_argument("a chit cup needs at least one activation chit (one per formation in play)");
    std::set<std::string> seen;
    addChits(chits_, seen, std::move(activation), CupChit::Kind::Activation);
    addChits(chits_, seen, std::move(events), CupChit::Kind::Event);
    inCup_.assign(chits_.size(), true);
}

std::vector<CupChit> ChitCup::remaining() const
{
    std::vector<CupChit> left;
    for (std::size_t i = 0; i < chits_.size(); ++i)
        if (inCup_[i])
            left.push_back(chits_[i]);
    return left;
}

bool ChitCup::activationsOver() const
{
    for (std::size_t i = 0; i < chits_.size(); ++i)
        if (inCup_[i] && chits_[i].kind == CupChit::Kind::Activation)
            return false;
    return true;
}

void ChitCup::refuseAfterActivations() const
{
    if (activationsOver())
        throw std::logic_error("turn " + std::to_string(turn_) +
                               ": the last activation chit has been drawn; start a new turn to return the chits (8.2)");
}

CupChit ChitCup::draw()
{
    return draw(source_).chit;
}

CupDraw ChitCup::draw(DieRoller& dice)
{
    refuseAfterActivations();
    const auto left = static_cast<std::int64_t>(std::count(inCup_.begin(), inCup_.end(), true));
    // The k-th chit still in the cup, k uniform in 1..left: one die of `left` sides.
    const std::int64_t face = dice.roll(left);
    std::int64_t k = face;
    for (std::size_t i = 0; i < chits_.size(); ++i) {
        if (!inCup_[i] || --k > 0)
            continue;
        inCup_[i] = false;
        drawn_.push_back(chits_[i]);
        return CupDraw{chits_[i], face, left};
    }
    throw std::logic_error("chit cup: drew past the chits left");  // unreachable: face <= left
}

void ChitCup::take(const std::string& id)
{
    refuseAfterActivations();
    for (std::size_t i = 0; i < chits_.size(); ++i) {
        if (chits_[i].id != id)
            continue;
        if (!inCup_[i])
            throw std::invalid_argument("chit '" + id + "' was already drawn in turn " + std::to_string(turn_));
        inCup_[i] = false;
        drawn_.push_back(chits_[i]);
        return;
    }
    throw std::invalid_argument("chit '" + id + "' is not in this cup");
}

void ChitCup::setTurn(int turn)
{
    if (turn < 1)
        throw std::invalid_argument("turns start at 1, got " + std::to_string(turn));
    turn_ = turn;
}

void ChitCup::newTurn()
{
    inCup_.assign(chits_.size(), true);
    drawn_.clear();
    ++turn_;
}

}  // namespace umpire
