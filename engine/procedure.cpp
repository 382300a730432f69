// SPDX-License-Identifier: GPL-3.0-or-later
#include "procedure.h"

namespace umpire {

const InputSpec* Procedure::input(std::string_view inputId) const
{
    for (const auto& candidate : inputs)
        if (candidate.id == inputId)
            return &candidate;
    return nullptr;
}

const ResultDefinition* Procedure::result(std::string_view code) const
{
    for (const auto& candidate : results)
        if (candidate.code == code)
            return &candidate;
    return nullptr;
}

const TriggerDefinition* Procedure::trigger(std::string_view triggerId) const
{
    for (const auto& candidate : triggers)
        if (candidate.id == triggerId)
            return &candidate;
    return nullptr;
}

bool Procedure::throwsNoDice() const
{
    for (std::size_t i = 0; i < stepCount(); ++i) {
        const Procedure& s = step(i);
        if (!s.namedDice.empty() || s.dice.countExpression || s.dice.count != 0)
            return false;
    }
    return true;
}

bool Procedure::readsDiceAsOneSum() const
{
    return namedDice.empty() && !std::holds_alternative<CountMethod>(method);
}

}  // namespace umpire
