// SPDX-License-Identifier: GPL-3.0-or-later
#include "example_situation.h"

#include "game.h"
#include "worked_example.h"

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

Situation exampleSituation(const Game& game, const Procedure& procedure, const WorkedExample& example)
{
    Situation situation{game.id, procedure.id, {}};
    for (const auto& [name, text] : example.inputs)
        if (const InputSpec* input = procedure.input(name); input && input->kind != InputSpec::Kind::Units)
            if (const auto v = input->scalar.parse(text))
                situation.values[name] = *v;
    for (const auto& [name, units] : example.unitInputs) {
        const InputSpec* input = procedure.input(name);
        if (!input || input->kind != InputSpec::Kind::Units)
            continue;
        UnitList list;
        for (const auto& unitText : units) {
            UnitRecord unit;
            for (const auto& [field, text] : unitText)
                for (const auto& spec : *input->fields)
                    if (spec.id == field)
                        if (const auto v = spec.spec.parse(text))
                            unit.emplace(field, *v);
            list.push_back(std::move(unit));
        }
        situation.values[name] = Value(std::move(list));
    }
    for (const auto& [name, text] : example.options)
        if (const GameOption* option = game.option(name))
            if (const auto v = option->spec.parse(text))
                situation.options[name] = *v;
    for (const auto& [key, text] : example.chart)
        situation.chartReadings[key] = text;
    return situation;
}

}  // namespace umpire
