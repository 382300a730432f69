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

CupChit ChitCup::draw()
{
    if (activationsOver())
        throw std::logic_error("turn " + std::to_string(turn_) +
                               ": the last activation chit has been drawn; start a new turn to return the chits (8.2)");
    const auto left = static_cast<std::int64_t>(std::count(inCup_.begin(), inCup_.end(), true));
    // The k-th chit still in the cup, k uniform in 1..left: one die of `left` sides.
    std::int64_t k = source_.roll(left);
    for (std::size_t i = 0; i < chits_.size(); ++i) {
        if (!inCup_[i] || --k > 0)
            continue;
        inCup_[i] = false;
        drawn_.push_back(chits_[i]);
        return chits_[i];
    }
    throw std::logic_error("chit cup: drew past the chits left");  // unreachable: k <= left
}

void ChitCup::newTurn()
{
    inCup_.assign(chits_.size(), true);
    drawn_.clear();
    ++turn_;
}

}  // namespace umpire
