// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "value.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

struct Procedure;

/// The names one throw of a step binds, each given a fixed slot when the module loads: the
/// named dice, natural, roll, target, hits, the results' effects and the outputs. Expressions
/// compiled against these slots read a throw's values by index instead of searching by name
/// (the exact odds evaluate every distinct throw, thousands of times per assessment).
class ThrowSlots {
public:
    /// Gives a slot to every name a throw of `step` binds.
    explicit ThrowSlots(const Procedure& step);

    std::size_t size() const { return names_.size(); }
    const std::string& name(std::size_t slot) const { return names_[slot]; }
    std::optional<std::size_t> slotOf(std::string_view name) const;

    std::size_t dieSlot(std::size_t group) const { return dice_[group]; }
    std::size_t natural() const { return natural_; }
    std::size_t roll() const { return roll_; }
    std::size_t target() const { return target_; }
    std::size_t hits() const { return hits_; }
    std::size_t outputSlot(std::size_t output) const { return outputs_[output]; }
    /// Slots of one result's effects, in the order of its `effects` map.
    const std::vector<std::size_t>& effectSlots(std::size_t result) const { return effects_[result]; }

private:
    std::size_t add(const std::string& name);

    std::vector<std::string> names_;
    std::vector<std::size_t> dice_;
    std::size_t natural_ = 0;
    std::size_t roll_ = 0;
    std::size_t target_ = 0;
    std::size_t hits_ = 0;
    std::vector<std::size_t> outputs_;
    std::vector<std::vector<std::size_t>> effects_;
};

/// The values of one throw, by slot. Kept between throws so that counting the odds allocates
/// nothing per throw: reset() only marks every slot unbound. Whole numbers (dice, rolls, most
/// outputs) are kept as plain integers and boxed into a Value only when one is asked for.
class ThrowFrame {
public:
    void reset(const ThrowSlots& slots);
    void set(std::size_t slot, Value value)
    {
        if (value.isInteger()) {
            setWhole(slot, value.asInteger());
            return;
        }
        values_[slot] = std::move(value);
        state_[slot] = Boxed;
    }
    void setWhole(std::size_t slot, std::int64_t value)
    {
        whole_[slot] = value;
        state_[slot] = Whole;
    }
    /// The slot's value, or null while the throw has not bound it (a name it shadows is then read).
    const Value* get(std::size_t slot) const
    {
        if (state_[slot] == Whole) {
            values_[slot] = whole_[slot];
            state_[slot] = Boxed;
        }
        return state_[slot] == Boxed ? &values_[slot] : nullptr;
    }
    /// True, with the value, when the slot holds a whole number.
    bool whole(std::size_t slot, std::int64_t& out) const
    {
        if (state_[slot] == Whole || (state_[slot] == Boxed && values_[slot].isInteger())) {
            out = state_[slot] == Whole ? whole_[slot] : values_[slot].asInteger();
            return true;
        }
        return false;
    }
    bool bound(std::size_t slot) const { return state_[slot] != Unbound; }
    /// The bound value of a name, for texts and expressions not compiled against these slots.
    const Value* find(std::string_view name) const;
    const ThrowSlots* slots() const { return slots_; }

private:
    enum State : char { Unbound, Whole, Boxed };

    const ThrowSlots* slots_ = nullptr;
    // Boxed lazily by get(), which is logically const.
    mutable std::vector<Value> values_;
    std::vector<std::int64_t> whole_;
    mutable std::vector<char> state_;
};

/// Gives `step` its throw slots and compiles the expressions a throw evaluates against them.
/// Called once when the module loads; a step never compiled is evaluated by name, the same way.
void compileThrowSlots(Procedure& step);

}  // namespace umpire
