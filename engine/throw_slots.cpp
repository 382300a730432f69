// SPDX-License-Identifier: GPL-3.0-or-later
#include "throw_slots.h"

#include "procedure.h"

#include <algorithm>

namespace umpire {

ThrowSlots::ThrowSlots(const Procedure& step)
{
    for (const auto& group : step.namedDice)
        dice_.push_back(add(group.id));
    natural_ = add("natural");
    roll_ = add("roll");
    target_ = add("target");
    hits_ = add("hits");
    for (const auto& result : step.results) {
        std::vector<std::size_t> slots;
        for (const auto& [name, amount] : result.effects)
            slots.push_back(add(name));
        effects_.push_back(std::move(slots));
    }
    for (const auto& output : step.outputs)
        outputs_.push_back(add(output.id));
}

std::size_t ThrowSlots::add(const std::string& name)
{
    // A name bound twice (an effect of several results) keeps one slot: the later binding wins, as by name.
    if (const auto slot = slotOf(name))
        return *slot;
    names_.push_back(name);
    return names_.size() - 1;
}

std::optional<std::size_t> ThrowSlots::slotOf(std::string_view name) const
{
    const auto it = std::find(names_.begin(), names_.end(), name);
    if (it == names_.end())
        return std::nullopt;
    return static_cast<std::size_t>(it - names_.begin());
}

void ThrowFrame::reset(const ThrowSlots& slots)
{
    slots_ = &slots;
    values_.resize(slots.size());
    whole_.resize(slots.size());
    state_.assign(slots.size(), Unbound);
}

const Value* ThrowFrame::find(std::string_view name) const
{
    if (!slots_)
        return nullptr;
    for (std::size_t slot = 0; slot < slots_->size(); ++slot)
        if (bound(slot) && slots_->name(slot) == name)
            return get(slot);
    return nullptr;
}

namespace {

void compile(Expression& e, const std::shared_ptr<const ThrowSlots>& slots)
{
    e = e.withSlots(slots);
}

void compile(std::optional<Expression>& e, const std::shared_ptr<const ThrowSlots>& slots)
{
    if (e)
        compile(*e, slots);
}

}  // namespace

void compileThrowSlots(Procedure& step)
{
    auto slots = std::make_shared<const ThrowSlots>(step);
    // The expressions evaluateThrow() reads; the rest are evaluated once per assessment or roll.
    if (auto* table = std::get_if<TableMethod>(&step.method))
        compile(table->row, slots);
    if (auto* grid = std::get_if<GridMethod>(&step.method)) {
        compile(grid->row, slots);
        compile(grid->scale.attacker, slots);
        compile(grid->scale.defender, slots);
        compile(grid->scale.value, slots);
    }
    if (auto* test = std::get_if<TestMethod>(&step.method))
        for (auto& outcome : test->outcomes)
            compile(outcome.when, slots);
    for (auto& conversion : step.conversions)
        compile(conversion.when, slots);
    for (auto& output : step.outputs) {
        compile(output.when, slots);
        compile(output.value, slots);
        for (auto& explainCase : output.explain)
            compile(explainCase.when, slots);
    }
    for (auto& trigger : step.triggers)
        compile(trigger.when, slots);
    step.throwSlots = std::move(slots);
}

}  // namespace umpire
