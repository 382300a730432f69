// SPDX-License-Identifier: GPL-3.0-or-later
#include "step_expressions.h"

#include "procedure.h"

namespace umpire {

namespace {

using Visit = std::function<void(const Expression&)>;

void visitOptional(const std::optional<Expression>& e, const Visit& visit)
{
    if (e)
        visit(*e);
}

void visitMethod(const ResolutionMethod& method, const Visit& visit)
{
    if (const auto* table = std::get_if<TableMethod>(&method))
        visitOptional(table->row, visit);
    if (const auto* grid = std::get_if<GridMethod>(&method)) {
        visitOptional(grid->row, visit);
        visitOptional(grid->scale.attacker, visit);
        visitOptional(grid->scale.defender, visit);
        visitOptional(grid->scale.value, visit);
        for (const auto* cases : {&grid->scale.beyondFirstCases, &grid->scale.beyondLastCases})
            for (const auto& conditional : *cases)
                visit(conditional.when);
    }
    if (const auto* test = std::get_if<TestMethod>(&method)) {
        visitOptional(test->target, visit);
        for (const auto& outcome : test->outcomes)
            visitOptional(outcome.when, visit);
    }
    if (const auto* count = std::get_if<CountMethod>(&method))
        visit(count->hit);
}

}  // namespace

void forEachStepExpression(const Procedure& step, const Visit& visit)
{
    for (const auto& d : step.derived)
        visit(d.value);
    for (const auto& c : step.constraints)
        visit(c.require);
    for (const auto& m : step.modifiers) {
        visitOptional(m.when, visit);
        visit(m.value);
        visitOptional(m.factor, visit);
    }
    for (const auto& cap : step.caps) {
        visitOptional(cap.min, visit);
        visitOptional(cap.max, visit);
    }
    visitOptional(step.dice.countExpression, visit);
    for (const auto& group : step.namedDice)
        visitOptional(group.spec.countExpression, visit);
    visitMethod(step.method, visit);
    for (const auto& result : step.results) {
        for (const auto& note : result.notes)
            visitOptional(note.when, visit);
        if (result.followUp)
            for (const auto& [input, expression] : result.followUp->inputs)
                visit(expression);
    }
    for (const auto& legend : step.countLegends)
        visitOptional(legend.when, visit);
    for (const auto& conversion : step.conversions)
        visitOptional(conversion.when, visit);
    for (const auto& output : step.outputs) {
        visitOptional(output.when, visit);
        visit(output.value);
    }
    for (const auto& trigger : step.triggers)
        visit(trigger.when);
    for (const auto& interpretation : step.interpretations)
        visitOptional(interpretation.when, visit);
}

}  // namespace umpire
