// SPDX-License-Identifier: GPL-3.0-or-later
// One step of a procedure: what it reads before its dice, its dice, its resolution and what it
// gives. The names each part may read follow the order resolution computes them in
// (docs/expressions.md, "Names available where").
#include "yaml/first_match_list.h"
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/read_expression.h"
#include "yaml/read_shown_case.h"
#include "yaml/readers.h"
#include "yaml/reserved_names.h"
#include "yaml/unique_ids.h"

#include "engine/throw_slots.h"

#include <algorithm>

namespace umpire {

namespace {

// The kind is needed before the resolution is read, to know whether results or legends apply.
std::string resolutionKind(const MappingReader& reader)
{
    const YAML::Node resolution = reader.value("resolution");
    if (!resolution.IsDefined() || !resolution.IsMap())
        return "";
    const YAML::Node kind = resolution["kind"];
    return kind.IsDefined() && kind.IsScalar() ? kind.Scalar() : "";
}

SourcePosition kindPosition(const MappingReader& reader)
{
    const YAML::Node resolution = reader.value("resolution");
    return positionOf(resolution["kind"]);
}

SourcePosition idPosition(const YAML::Node& item)
{
    return item.IsMap() && item["id"].IsDefined() ? positionOf(item["id"]) : positionOf(item);
}

// A cap on a group moves its members' common total: every member must add to the same one.
void checkGroupKinds(const MappingReader& reader, const std::vector<Modifier>& modifiers)
{
    const YAML::Node list = reader.value("modifiers");
    for (std::size_t j = 0; j < modifiers.size(); ++j) {
        const Modifier& m = modifiers[j];
        if (m.group.empty())
            continue;
        for (std::size_t i = 0; i < j; ++i) {
            const Modifier& first = modifiers[i];
            if (first.group != m.group)
                continue;
            if (first.kind != m.kind || first.side != m.side || first.total != m.total) {
                ReadContext::PathScope path(reader.context(), "modifiers");
                ReadContext::PathScope item(reader.context(), j);
                const YAML::Node group = list[j]["group"];
                reader.context().doesNotFit(positionOf(group), "group", m.group, "modifier '" + m.id + "'",
                                            "a group is capped as one sum, so its modifiers must all change the same "
                                            "thing as modifier '" + first.id + "'");
            }
            break;
        }
    }
}

std::string named(std::string_view noun, const std::string& id)
{
    return std::string(noun) + " '" + id + "'";
}

// How the step throws: a list of named dice, `none`, or unnamed dice ("2d6", {count, sides}).
struct StepDice {
    bool none = false;
    bool named = false;
};

StepDice readStepDice(const MappingReader& reader, Procedure& step, const ProcedureNames& names, NameRegistry& registry)
{
    StepDice read;
    const YAML::Node dice = reader.value("dice");
    if (!dice.IsDefined())
        return read;
    ReadContext& context = reader.context();
    if (dice.IsScalar() && dice.Scalar() == "none") {
        read.none = true;
        step.dice = DiceSpec{0, std::nullopt, 6};
        return read;
    }
    if (!dice.IsSequence()) {
        step.dice = readDice(dice, context, names);
        return read;
    }
    read.named = true;
    if (!withinLimit(reader, "dice", maxNamedDice))
        return read;
    refuseReservedNames(reader, "dice", "named dice");
    forEachItem(reader, "dice", [&](const YAML::Node& item) {
        NamedDice group = readNamedDice(item, context, names);
        registry.claim(context, idPosition(item), "id", group.id, named("named dice", group.id));
        step.namedDice.push_back(std::move(group));
    });
    if (step.namedDice.empty())
        context.emptyList(reader.positionOf("dice"), "dice", reader.place());
    return read;
}

// Each effect name is read as an integer when every result gives it a whole number.
std::map<std::string, ValueType> effectTypes(const std::vector<ResultDefinition>& results)
{
    std::map<std::string, ValueType> types;
    for (const auto& result : results) {
        for (const auto& [name, amount] : result.effects) {
            const auto [it, inserted] = types.emplace(name, ValueType::integer());
            if (!amount.isWhole())
                it->second = ValueType::fraction();
        }
    }
    return types;
}

// Effect names may repeat from result to result, but must not shadow a name of the procedure
// (`effects` nests in the procedure's registry and keeps them for the step's outputs).
void claimEffectNames(const MappingReader& reader, NameRegistry& effects)
{
    const YAML::Node results = reader.value("results");
    if (!results.IsDefined())
        return;
    std::size_t index = 0;
    for (const YAML::Node& result : results) {
        const YAML::Node map = result.IsMap() ? result["effects"] : YAML::Node(YAML::NodeType::Undefined);
        if (map.IsDefined() && map.IsMap()) {
            ReadContext::PathScope path(reader.context(), "results");
            ReadContext::PathScope item(reader.context(), index);
            for (const auto& pair : map) {
                if (pair.first.IsScalar() && !effects.holdsHere(pair.first.Scalar()))
                    effects.claim(reader.context(), positionOf(pair.first), "effects." + pair.first.Scalar(),
                                  pair.first.Scalar(), named("effect", pair.first.Scalar()));
            }
        }
        ++index;
    }
}

void readResults(const MappingReader& reader, Procedure& step, const std::string& kind, const ProcedureNames& thrown,
                 NameRegistry& effects)
{
    ReadContext& context = reader.context();
    UniqueIds resultCodes;
    resultCodes.checkList(reader, "results", "code", "result code");
    if (withinLimit(reader, "results", maxResults))
        forEachItem(reader, "results",
                    [&](const YAML::Node& item) { step.results.push_back(readResultDefinition(item, context, thrown)); });
    claimEffectNames(reader, effects);
    if (kind == "table" || kind == "grid" || kind == "test" || kind == "decision")
        reader.require("results");

    if (kind == "count") {
        reader.require("legends");
        forEachItem(reader, "legends",
                    [&](const YAML::Node& item) { step.countLegends.push_back(readCountLegend(item, context, thrown)); });
        if (reader.value("legends").IsDefined() && step.countLegends.empty())
            context.emptyList(reader.positionOf("legends"), "legends", reader.place());
        checkFirstMatchList(reader, "legends", "legend");
    } else if (!kind.empty()) {
        reader.refuse("legends", "legends word the hits of a count resolution; use 'results'");
    }
}

void readConversions(const MappingReader& reader, Procedure& step, const std::string& kind, const ProcedureNames& thrown,
                     const std::set<std::string, std::less<>>& codes)
{
    if (kind == "count" || kind == "outputs") {
        reader.refuse("conversions", "a conversion turns one result code into another, and this resolution gives none");
        return;
    }
    if (!withinLimit(reader, "conversions", maxConversions))
        return;
    UniqueIds conversionIds;
    conversionIds.checkList(reader, "conversions", "id", "conversion");
    forEachItem(reader, "conversions", [&](const YAML::Node& item) {
        step.conversions.push_back(readConversion(item, reader.context(), thrown, codes));
    });
}

// An output or a trigger must not take the name of one of the step's effects, nor any name of
// the procedure; it is recorded in both registries.
bool claimAfterResult(ReadContext& context, const YAML::Node& item, const std::string& id, const std::string& what,
                      NameRegistry& effects, NameRegistry& registry)
{
    return effects.claim(context, idPosition(item), "id", id, what) && registry.claim(context, idPosition(item), "id", id, what);
}

// Outputs and triggers read everything the step knows after its result, and the outputs
// before them. Returns the outputs, which later steps read.
void readOutputsAndTriggers(const MappingReader& reader, Procedure& step, const std::string& kind,
                            const ProcedureNames& thrown, NameRegistry& effects, NameRegistry& registry,
                            std::vector<std::pair<std::string, ValueType>>& published)
{
    ReadContext& context = reader.context();
    if (kind == "outputs" && !reader.has("outputs") && !reader.has("triggers"))
        context.missingKey(reader.position(), "outputs' or 'triggers", reader.place());
    NameScope after(&thrown.scope);
    for (const auto& [name, type] : effectTypes(step.results))
        after.declare(name, type);
    if (withinLimit(reader, "outputs", maxOutputs)) {
        refuseReservedNames(reader, "outputs", "output");
        forEachItem(reader, "outputs", [&](const YAML::Node& item) {
            OutputDefinition output = readOutput(item, context, after, step.results);
            const bool fresh = claimAfterResult(context, item, output.id, named("output", output.id), effects, registry);
            if (fresh && output.value.isValid()) {
                after.declare(output.id, output.value.type());
                published.emplace_back(output.id, output.value.type());
                if (output.when)
                    context.markConditional(output.id, named("output", output.id));
            }
            step.outputs.push_back(std::move(output));
        });
    }
    if (withinLimit(reader, "triggers", maxTriggers)) {
        refuseReservedNames(reader, "triggers", "trigger");
        forEachItem(reader, "triggers", [&](const YAML::Node& item) {
            TriggerDefinition trigger = readTrigger(item, context, after, step.results);
            claimAfterResult(context, item, trigger.id, named("trigger", trigger.id), effects, registry);
            step.triggers.push_back(std::move(trigger));
        });
    }
    // The headline reads the throw's outputs and effects: the result in the players' words.
    forEachItem(reader, "headline", [&](const YAML::Node& item) {
        const MappingReader headlineCase(item, MappingKind::ShownCase, context);
        step.headline.push_back(readShownCase(headlineCase, after));
        checkTextPlaceholders(headlineCase, "text", after);
    });
    if (reader.value("headline").IsDefined() && step.headline.empty())
        context.emptyList(reader.positionOf("headline"), "headline", reader.place());
    checkFirstMatchList(reader, "headline", "case");
}

}  // namespace

void readStepBody(const MappingReader& reader, Procedure& step, ProcedureNames& chain, NameRegistry& registry,
                  bool ownDerived)
{
    ReadContext& context = reader.context();
    const std::string kind = resolutionKind(reader);
    std::vector<std::pair<std::string, ValueType>> published;

    // Before the dice: the chain's names and the step's own derived values.
    ProcedureNames before{NameScope(&chain.scope), chain.valueNames};
    if (ownDerived) {
        refuseReservedNames(reader, "derived", "derived value");
        forEachItem(reader, "derived", [&](const YAML::Node& item) {
            DerivedValue derived = readDerivedValue(item, context, before.scope);
            const bool fresh = registry.claim(context, idPosition(item), "id", derived.id, named("derived value", derived.id));
            if (fresh && derived.value.isValid()) {
                before.scope.declare(derived.id, derived.value.type());
                before.valueNames.push_back(derived.id);
                published.emplace_back(derived.id, derived.value.type());
            }
            step.derived.push_back(std::move(derived));
        });
    }

    refuseReservedNames(reader, "totals", "total");
    std::vector<std::string> totalIds;
    forEachItem(reader, "totals", [&](const YAML::Node& item) {
        SideTotal total = readSideTotal(item, context);
        if (registry.claim(context, idPosition(item), "id", total.id, named("total", total.id)))
            totalIds.push_back(total.id);
        step.totals.push_back(std::move(total));
    });

    UniqueIds modifierIds;
    modifierIds.checkList(reader, "modifiers", "id", "modifier");
    if (withinLimit(reader, "modifiers", maxModifiers))
        forEachItem(reader, "modifiers", [&](const YAML::Node& item) {
            step.modifiers.push_back(readModifier(item, context, before, totalIds, kind));
        });
    checkGroupKinds(reader, step.modifiers);
    std::vector<std::string> modifierGroups;
    for (const auto& modifier : step.modifiers) {
        if (!modifier.group.empty()
            && std::find(modifierGroups.begin(), modifierGroups.end(), modifier.group) == modifierGroups.end())
            modifierGroups.push_back(modifier.group);
    }
    UniqueIds capIds;
    capIds.checkList(reader, "caps", "id", "cap");
    forEachItem(reader, "caps", [&](const YAML::Node& item) {
        step.caps.push_back(readModifierCap(item, context, before, modifierGroups));
    });

    // Once the modifiers are summed, the totals are known.
    ProcedureNames found{NameScope(&before.scope), before.valueNames};
    for (const auto& id : totalIds)
        found.scope.declare(id, ValueType::integer());

    const StepDice dice = readStepDice(reader, step, found, registry);
    if (kind == "decision" && reader.has("dice") && !dice.none) {
        const YAML::Node written = reader.value("dice");
        context.doesNotFit(reader.positionOf("dice"), "dice", written.IsScalar() ? written.Scalar() : "named dice",
                           reader.place(), "a decision throws no dice (write 'dice: none')");
    }
    if (kind == "count" && dice.named)
        context.doesNotFit(kindPosition(reader), "kind", kind, "resolution of " + reader.place(),
                           "a count resolution counts unnamed dice (write dice like 3d6)");

    // After the dice: the step's named dice, the roll, and the target or the hits.
    NameScope withDice(&found.scope);
    std::vector<std::string> diceIds;
    for (const auto& group : step.namedDice) {
        if (group.id.empty())
            continue;
        withDice.declare(group.id, ValueType::integer());
        diceIds.push_back(group.id);
    }
    ProcedureNames thrown{NameScope(&withDice), found.valueNames};
    if (!dice.none) {
        thrown.scope.declare("natural", ValueType::integer());
        thrown.scope.declare("roll", ValueType::integer());
    }
    if (kind == "test")
        thrown.scope.declare("target", ValueType::integer());
    if (kind == "count")
        thrown.scope.declare("hits", ValueType::integer());

    NameRegistry effects(&registry);
    readResults(reader, step, kind, thrown, effects);
    std::set<std::string, std::less<>> codes;
    for (const auto& result : step.results)
        codes.insert(result.code);

    const StepNames stepNames{found, thrown, withDice, diceIds};
    withKey(reader, "resolution",
            [&](const YAML::Node& value) { step.method = readResolution(value, context, stepNames, codes); });
    readConversions(reader, step, kind, thrown, codes);
    readOutputsAndTriggers(reader, step, kind, thrown, effects, registry, published);

    // Interpretations may read what the assessment found, the totals and the target among them.
    ProcedureNames assessed{NameScope(&found.scope), found.valueNames};
    if (kind == "test")
        assessed.scope.declare("target", ValueType::integer());
    UniqueIds interpretationIds;
    interpretationIds.checkList(reader, "interpretations", "id", "interpretation");
    forEachItem(reader, "interpretations", [&](const YAML::Node& item) {
        step.interpretations.push_back(readInterpretation(item, context, assessed));
    });
    UniqueIds shownIds;
    shownIds.checkList(reader, "shown", "id", "shown value");
    forEachItem(reader, "shown", [&](const YAML::Node& item) {
        step.shown.push_back(readShownValue(item, context, assessed, kind == "grid"));
    });
    // A named die's label may name whom it stands for ("{advantaged_name} die"): it is filled in
    // before the dice, from what the assessment knows and the step's shown values.
    if (const YAML::Node namedDice = reader.value("dice"); namedDice.IsSequence() && namedDice.size() <= maxNamedDice) {
        std::vector<std::string> labelNames = assessed.scope.visibleNames();
        for (const auto& shown : step.shown)
            labelNames.push_back(shown.id);
        for (const auto& item : namedDice)
            if (item.IsMap() && item["label"].IsScalar())
                checkPlaceholders(item["label"], "label", reader.place(), labelNames, context);
    }

    // What later steps read: the step's derived values, totals, named dice and outputs.
    for (const auto& id : totalIds)
        published.emplace_back(id, ValueType::integer());
    for (const auto& id : diceIds)
        published.emplace_back(id, ValueType::integer());
    for (const auto& [name, type] : published) {
        chain.scope.declare(name, type);
        chain.valueNames.push_back(name);
    }
    // Every expression of the step is read: give the throw its slots.
    compileThrowSlots(step);
}

Procedure readStep(const YAML::Node& node, ReadContext& context, ProcedureNames& chain, NameRegistry& registry)
{
    Procedure step;
    const MappingReader reader(node, MappingKind::Step, context);
    if (!reader.isMapping())
        return step;
    step.id = reader.text("id").value_or("");
    step.label = reader.text("label").value_or("");
    step.rule = reader.text("rule").value_or("");
    step.summary = reader.text("summary").value_or("");
    readStepBody(reader, step, chain, registry, true);
    return step;
}

}  // namespace umpire
