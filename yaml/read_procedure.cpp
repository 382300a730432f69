// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/first_match_list.h"
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"
#include "yaml/unique_ids.h"

#include "engine/assessment_names.h"

#include <algorithm>
#include <array>

namespace umpire {

namespace {

// Names the resolution scopes add (roll, natural, target, die, hits, and the assessment names
// of interpretations) and the words of the expression language: an input or derived value of
// that name would be shadowed or unusable.
constexpr std::array<std::string_view, 10> reservedNames = {"roll", "natural", "target", "die", "hits",
                                                            "and",  "or",      "not",    "true", "false"};

bool isReserved(std::string_view name)
{
    return std::find(reservedNames.begin(), reservedNames.end(), name) != reservedNames.end() ||
           std::find(assessmentNames.begin(), assessmentNames.end(), name) != assessmentNames.end();
}

void refuseReservedNames(const MappingReader& procedure, std::string_view listKey, std::string_view noun)
{
    const YAML::Node list = procedure.value(listKey);
    if (!list.IsDefined())
        return;
    std::size_t index = 0;
    for (const YAML::Node& item : list) {
        const YAML::Node id = item.IsMap() ? item["id"] : YAML::Node(YAML::NodeType::Undefined);
        if (id.IsDefined() && id.IsScalar() && isReserved(id.Scalar())) {
            const std::string path = std::string(listKey) + "[" + std::to_string(index) + "].id";
            procedure.context().reservedName(positionOf(id), path, id.Scalar(),
                                             std::string(noun) + " '" + id.Scalar() + "'");
        }
        ++index;
    }
}

ValueType inputValueType(const InputSpec& input)
{
    switch (input.kind) {
    case InputSpec::Kind::Boolean: return ValueType::boolean();
    case InputSpec::Kind::Integer: return ValueType::integer();
    case InputSpec::Kind::Choice: return ValueType::choice(input.scalar.choices);
    case InputSpec::Kind::Units: return ValueType::unitList(input.fields);
    }
    return ValueType::integer();
}

// The kind is needed before the resolution is read, to know whether results or legends apply.
std::string resolutionKind(const MappingReader& procedure)
{
    const YAML::Node resolution = procedure.value("resolution");
    if (!resolution.IsDefined() || !resolution.IsMap())
        return "";
    const YAML::Node kind = resolution["kind"];
    return kind.IsDefined() && kind.IsScalar() ? kind.Scalar() : "";
}

}  // namespace

Procedure readProcedure(const YAML::Node& node, ReadContext& context)
{
    Procedure procedure;
    const MappingReader reader(node, MappingKind::Procedure, context);
    if (!reader.isMapping())
        return procedure;
    procedure.id = reader.text("id").value_or("");
    procedure.label = reader.text("label").value_or("");
    procedure.rule = reader.text("rule").value_or("");
    procedure.summary = reader.text("summary").value_or("");
    procedure.followUpOnly = reader.boolean("follow_up_only").value_or(false);

    UniqueIds groupIds;
    groupIds.checkList(reader, "groups", "id", "group");
    forEachItem(reader, "groups", [&](const YAML::Node& item) { procedure.groups.push_back(readInputGroup(item, context)); });
    std::vector<std::string> groups;
    for (const auto& group : procedure.groups)
        groups.push_back(group.id);

    // Inputs and derived values share one set of names: the names expressions use.
    UniqueIds valueIds;
    valueIds.checkList(reader, "inputs", "id", "input");
    valueIds.checkList(reader, "derived", "id", "value name");
    refuseReservedNames(reader, "inputs", "input");
    refuseReservedNames(reader, "derived", "derived value");

    ProcedureNames names;
    forEachItem(reader, "inputs", [&](const YAML::Node& item) {
        InputSpec input = readInput(item, context, groups);
        if (!input.id.empty()) {
            names.scope.declare(input.id, inputValueType(input));
            names.valueNames.push_back(input.id);
        }
        procedure.inputs.push_back(std::move(input));
    });
    if (reader.value("inputs").IsDefined() && procedure.inputs.empty())
        context.emptyList(reader.positionOf("inputs"), "inputs", reader.place());

    // Each derived value sees only the inputs and the derived values before it.
    forEachItem(reader, "derived", [&](const YAML::Node& item) {
        DerivedValue derived = readDerivedValue(item, context, names.scope);
        if (!derived.id.empty() && derived.value.isValid()) {
            names.scope.declare(derived.id, derived.value.type());
            names.valueNames.push_back(derived.id);
        }
        procedure.derived.push_back(std::move(derived));
    });

    UniqueIds constraintIds;
    constraintIds.checkList(reader, "constraints", "id", "constraint");
    forEachItem(reader, "constraints",
                [&](const YAML::Node& item) { procedure.constraints.push_back(readConstraint(item, context, names)); });

    UniqueIds modifierIds;
    modifierIds.checkList(reader, "modifiers", "id", "modifier");
    forEachItem(reader, "modifiers",
                [&](const YAML::Node& item) { procedure.modifiers.push_back(readModifier(item, context, names)); });
    std::vector<std::string> modifierGroups;
    for (const auto& modifier : procedure.modifiers) {
        if (!modifier.group.empty()
            && std::find(modifierGroups.begin(), modifierGroups.end(), modifier.group) == modifierGroups.end())
            modifierGroups.push_back(modifier.group);
    }

    UniqueIds capIds;
    capIds.checkList(reader, "caps", "id", "cap");
    forEachItem(reader, "caps", [&](const YAML::Node& item) {
        procedure.caps.push_back(readModifierCap(item, context, names, modifierGroups));
    });

    if (reader.value("dice").IsDefined())
        procedure.dice = readDice(reader.value("dice"), context, names);

    // Results come before the resolution so every cell and outcome is checked against them.
    const std::string kind = resolutionKind(reader);
    const bool counting = kind == "count";
    UniqueIds resultCodes;
    resultCodes.checkList(reader, "results", "code", "result code");
    forEachItem(reader, "results",
                [&](const YAML::Node& item) { procedure.results.push_back(readResultDefinition(item, context, names)); });
    std::set<std::string, std::less<>> codes;
    for (const auto& result : procedure.results)
        codes.insert(result.code);
    if (!counting && !kind.empty())
        reader.require("results");

    if (counting) {
        reader.require("legends");
        forEachItem(reader, "legends", [&](const YAML::Node& item) {
            procedure.countLegends.push_back(readCountLegend(item, context, names));
        });
        if (reader.value("legends").IsDefined() && procedure.countLegends.empty())
            context.emptyList(reader.positionOf("legends"), "legends", reader.place());
        checkFirstMatchList(reader, "legends", "legend");
    } else if (!kind.empty()) {
        reader.refuse("legends", "legends word the hits of a count resolution; use 'results'");
    }

    withKey(reader, "resolution", [&](const YAML::Node& value) {
        procedure.method = readResolution(value, context, names, codes);
    });

    UniqueIds interpretationIds;
    interpretationIds.checkList(reader, "interpretations", "id", "interpretation");
    forEachItem(reader, "interpretations", [&](const YAML::Node& item) {
        procedure.interpretations.push_back(readInterpretation(item, context, names));
    });

    forEachItem(reader, "examples",
                [&](const YAML::Node& item) { procedure.examples.push_back(readWorkedExample(item, context, procedure)); });
    return procedure;
}

}  // namespace umpire

