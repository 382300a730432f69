// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_names.h"

#include "procedure.h"

namespace umpire {

namespace {

void add(const Expression& e, std::set<std::string>& names)
{
    for (auto& name : e.namesUsed())
        names.insert(std::move(name));
}

void add(const std::optional<Expression>& e, std::set<std::string>& names)
{
    if (e)
        add(*e, names);
}

void addMethod(const ResolutionMethod& method, std::set<std::string>& names)
{
    if (const auto* table = std::get_if<TableMethod>(&method))
        add(table->row, names);
    if (const auto* grid = std::get_if<GridMethod>(&method)) {
        add(grid->row, names);
        add(grid->scale.attacker, names);
        add(grid->scale.defender, names);
        add(grid->scale.value, names);
        for (const auto* cases : {&grid->scale.beyondFirstCases, &grid->scale.beyondLastCases})
            for (const auto& conditional : *cases)
                add(conditional.when, names);
    }
    if (const auto* test = std::get_if<TestMethod>(&method)) {
        add(test->target, names);
        for (const auto& outcome : test->outcomes)
            add(outcome.when, names);
    }
    if (const auto* count = std::get_if<CountMethod>(&method))
        add(count->hit, names);
}

}  // namespace

void collectNamesRead(const Procedure& step, std::set<std::string>& names)
{
    for (const auto& d : step.derived)
        add(d.value, names);
    for (const auto& c : step.constraints)
        add(c.require, names);
    for (const auto& m : step.modifiers) {
        add(m.when, names);
        add(m.value, names);
        add(m.factor, names);
    }
    for (const auto& cap : step.caps) {
        add(cap.min, names);
        add(cap.max, names);
    }
    add(step.dice.countExpression, names);
    for (const auto& group : step.namedDice)
        add(group.spec.countExpression, names);
    addMethod(step.method, names);
    for (const auto& result : step.results) {
        for (const auto& note : result.notes)
            add(note.when, names);
        if (result.followUp)
            for (const auto& [input, expression] : result.followUp->inputs)
                add(expression, names);
    }
    for (const auto& legend : step.countLegends)
        add(legend.when, names);
    for (const auto& conversion : step.conversions)
        add(conversion.when, names);
    for (const auto& output : step.outputs) {
        add(output.when, names);
        add(output.value, names);
    }
    for (const auto& trigger : step.triggers)
        add(trigger.when, names);
    for (const auto& interpretation : step.interpretations)
        add(interpretation.when, names);
}

}  // namespace umpire
