// SPDX-License-Identifier: GPL-3.0-or-later
#include "example_situation.h"

#include "game.h"

namespace umpire {

Situation firstExampleSituation(const Game& game, const Procedure& procedure)
{
    Situation situation{game.id, procedure.id, {}};
    if (procedure.examples.empty())
        return situation;
    for (const auto& [name, text] : procedure.examples.front().inputs)
        if (const InputSpec* input = procedure.input(name); input && input->kind != InputSpec::Kind::Units)
            if (const auto v = input->scalar.parse(text))
                situation.values[name] = *v;
    return situation;
}

}  // namespace umpire
