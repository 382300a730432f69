// SPDX-License-Identifier: GPL-3.0-or-later
#include "situation_check.h"

#include "name_scope.h"
#include "procedure.h"
#include "situation.h"

namespace umpire {

namespace {

std::string inputNames(const Procedure& procedure)
{
    std::string out;
    for (const auto& input : procedure.inputs)
        out += (out.empty() ? "" : ", ") + input.id;
    return out;
}

void checkUnits(const InputSpec& input, const Value& value, std::vector<Refusal>& refusals, Value& bound)
{
    if (!value.isUnitList()) {
        refusals.push_back({input.id, input.id + " must be a list of units", input.rule});
        return;
    }
    const UnitList& units = value.asUnitList();
    const auto n = static_cast<std::int64_t>(units.size());
    if (n < input.minUnits || n > input.maxUnits) {
        refusals.push_back({input.id,
                            input.id + " must hold between " + std::to_string(input.minUnits) + " and " +
                                std::to_string(input.maxUnits) + " units, not " + std::to_string(n),
                            input.rule});
        return;
    }
    UnitList filled;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const std::string where = input.id + " unit " + std::to_string(i + 1);
        UnitRecord unit;
        for (const auto& [field, fieldValue] : units[i]) {
            bool known = false;
            for (const auto& spec : *input.fields)
                known = known || spec.id == field;
            if (!known) {
                std::string fields;
                for (const auto& spec : *input.fields)
                    fields += (fields.empty() ? "" : ", ") + spec.id;
                refusals.push_back({input.id, where + ": unknown field '" + field + "'; the fields are " + fields, input.rule});
            }
        }
        for (const auto& spec : *input.fields) {
            const auto it = units[i].find(spec.id);
            const Value fieldValue = it == units[i].end() ? spec.spec.defaultValue : it->second;
            if (const std::string problem = spec.spec.check(fieldValue); !problem.empty())
                refusals.push_back({input.id, where + ": " + spec.id + " " + problem, input.rule});
            unit.emplace(spec.id, fieldValue);
        }
        filled.push_back(std::move(unit));
    }
    bound = std::move(filled);
}

}  // namespace

std::vector<Refusal> bindSituationInputs(const Procedure& procedure, const Situation& situation, Bindings& bindings)
{
    std::vector<Refusal> refusals;
    for (const auto& [name, value] : situation.values)
        if (!procedure.input(name))
            refusals.push_back({name, "unknown input '" + name + "' for " + procedure.id + "; the inputs are " + inputNames(procedure), ""});

    for (const auto& input : procedure.inputs) {
        const auto it = situation.values.find(input.id);
        if (it == situation.values.end() && input.requiredWhenRead) {
            bindings.withhold(input.id, input.id);
            continue;
        }
        if (it == situation.values.end() && input.required) {
            const std::string name = input.label.empty() ? input.id : input.label + " (" + input.id + ")";
            refusals.push_back({input.id, name + " must be given: it has no default", input.rule, Refusal::Kind::InputMissing,
                                input.label});
            continue;
        }
        const Value value = it == situation.values.end() ? input.defaultValue() : it->second;
        Value bound = value;
        if (input.kind == InputSpec::Kind::Units) {
            checkUnits(input, value, refusals, bound);
        } else if (const std::string problem = input.scalar.check(value); !problem.empty()) {
            refusals.push_back({input.id, input.id + " " + problem, input.rule});
        }
        bindings.bind(input.id, std::move(bound));
    }
    return refusals;
}

}  // namespace umpire
