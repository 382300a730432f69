// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice_relevance.h"

#include "assessment.h"
#include "procedure.h"
#include "step_names.h"
#include "throw_evaluation.h"
#include "throw_odometer.h"
#include "throw_slots.h"

#include <algorithm>
#include <map>
#include <set>

namespace umpire {

namespace {

/// Past this many throws the dice are all asked for: comparing them would slow every change
/// of the form, and a step of that many throws seldom has a die that cannot matter.
constexpr std::uint64_t kMaxCompared = 1296;

constexpr char kSeparator = '\x1f';

/// Adds the names in a text's {placeholders}.
void addPlaceholders(const std::string& text, std::set<std::string>& names)
{
    for (std::size_t open = text.find('{'); open != std::string::npos; open = text.find('{', open + 1)) {
        const auto close = text.find('}', open);
        if (close == std::string::npos)
            return;
        names.insert(text.substr(open + 1, close - open - 1));
    }
}

/// The names a step's words and follow-ups read after the throw: the result texts and notes,
/// the count legends, the triggers' texts and the follow-ups' inputs. Whatever they read of the
/// dice is shown to the players, so those dice are kept.
std::set<std::string> namesReadByWords(const Procedure& step)
{
    std::set<std::string> names;
    const auto add = [&names](const std::optional<Expression>& e) {
        if (e)
            names.insert(e->namesUsed().begin(), e->namesUsed().end());
    };
    for (const auto& result : step.results) {
        addPlaceholders(result.text, names);
        for (const auto& note : result.notes) {
            add(note.when);
            addPlaceholders(note.text, names);
        }
        if (result.followUp)
            for (const auto& [input, expression] : result.followUp->inputs)
                add(expression);
    }
    for (const auto& legend : step.countLegends) {
        add(legend.when);
        addPlaceholders(legend.label, names);
        addPlaceholders(legend.text, names);
    }
    for (const auto& trigger : step.triggers)
        addPlaceholders(trigger.text, names);
    for (const auto& output : step.outputs)
        for (const auto& explained : output.explain) {
            add(explained.when);
            addPlaceholders(explained.text, names);
        }
    return names;
}

/// What the players act on after one throw, as one comparable text.
std::string signatureOf(const ThrowEvaluation& e, const std::vector<std::string>& readLater)
{
    std::string s = e.outcome.code;
    s += kSeparator;
    s += e.outcome.chartNeeded ? "?" : "";
    if (e.outcome.question)
        s += e.outcome.question->key;
    for (const auto& output : e.outputs)
        s += kSeparator + output.id + '=' + output.value.toString();
    for (const auto& id : e.unknown)
        s += kSeparator + id + "=?";
    for (const auto& trigger : e.triggers)
        s += kSeparator + ("!" + trigger.id);
    for (const auto& name : readLater) {
        const auto it = e.published.find(name);
        s += kSeparator + name + '=' + (it == e.published.end() ? std::string("-") : it->second.toString());
    }
    return s;
}

}  // namespace

void markDiceNotNeeded(const Game& game, Assessment& a)
{
    if (a.question || a.diceCount == 0 || ThrowOdometer::count(a, kMaxCompared) > kMaxCompared)
        return;
    const Procedure& step = *a.procedure;
    const std::set<std::string> words = namesReadByWords(step);
    for (const char* whole : {"natural", "roll", "hits"})
        if (words.count(whole) != 0)
            return;

    std::vector<std::string> readLater;
    if (a.chain) {
        std::set<std::string> later;
        for (std::size_t i = a.stepIndex + 1; i < a.chain->stepCount(); ++i)
            collectNamesRead(a.chain->step(i), later);
        readLater.assign(later.begin(), later.end());
    }

    // One entry per group (one for unnamed dice or hits): for each throw of the other groups,
    // the signature every total of this group gave, or "" once two differed.
    const std::size_t groups = a.diceGroups.empty() ? 1 : a.diceGroups.size();
    std::vector<std::map<std::string, std::string>> seen(groups);
    std::vector<bool> matters(groups, false);
    for (std::size_t g = 0; g < a.diceGroups.size(); ++g)
        matters[g] = words.count(a.diceGroups[g].id) != 0;
    ThrowFrame frame;
    for (ThrowOdometer throws(a); throws.next();) {
        const ThrowDice& dice = throws.dice();
        const ThrowEvaluation e = evaluateThrow(game, a, dice, a.situation.chartReadings, frame, ThrowDetail::Published);
        if (e.refusal)
            return;
        const std::string signature = signatureOf(e, readLater);
        for (std::size_t g = 0; g < groups; ++g) {
            if (matters[g])
                continue;
            std::string others;  // Unnamed dice or hits: one group, compared over every throw.
            if (!a.diceGroups.empty())
                for (std::size_t k = 0; k < dice.totals.size(); ++k)
                    if (k != g)
                        others += std::to_string(dice.totals[k]) + ',';
            const auto [it, inserted] = seen[g].emplace(others, signature);
            if (!inserted && it->second != signature)
                matters[g] = true;
        }
    }
    if (a.diceGroups.empty()) {
        a.diceNeeded = matters.front();
        return;
    }
    for (std::size_t g = 0; g < groups; ++g)
        a.diceGroups[g].needed = matters[g];
    // False exactly when no group is needed: a group's `needed` alone says whether it is thrown.
    a.diceNeeded = std::any_of(matters.begin(), matters.end(), [](bool m) { return m; });
}

}  // namespace umpire
