// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"
#include "yaml/reserved_names.h"
#include "yaml/unique_ids.h"

#include "engine/assessment_names.h"
#include "engine/later_reads.h"

#include <array>
#include <map>
#include <utility>

namespace umpire {

namespace {

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

SourcePosition idPosition(const YAML::Node& item)
{
    return item.IsMap() && item["id"].IsDefined() ? positionOf(item["id"]) : positionOf(item);
}

// The keys of a step: with `steps`, each step has them and the procedure must not.
constexpr std::array<std::string_view, 11> stepKeys = {"modifiers",   "caps",    "totals",   "dice",
                                                       "resolution",  "results", "legends",  "conversions",
                                                       "outputs",     "triggers", "interpretations"};

void refuseStepKeys(const MappingReader& reader)
{
    for (const auto key : stepKeys) {
        if (reader.has(key))
            reader.context().keyDoesNotApply(reader.keyPosition(key), key, reader.place(),
                                             "it has steps: move '" + std::string(key) + "' into a step");
    }
}

void readSteps(const MappingReader& reader, Procedure& procedure, ProcedureNames& names, NameRegistry& registry)
{
    ReadContext& context = reader.context();
    refuseStepKeys(reader);
    if (!withinLimit(reader, "steps", maxSteps))
        return;
    UniqueIds stepIds;
    stepIds.checkList(reader, "steps", "id", "step");
    forEachItem(reader, "steps",
                [&](const YAML::Node& item) { procedure.steps.push_back(readStep(item, context, names, registry)); });
    if (reader.value("steps").IsDefined() && procedure.steps.empty())
        context.emptyList(reader.positionOf("steps"), "steps", reader.place());
}

using NameReasons = std::map<std::string, std::string, std::less<>>;

void addIds(const YAML::Node& list, std::string_view noun, std::string_view when, NameReasons& names)
{
    if (!list.IsDefined() || !list.IsSequence())
        return;
    for (const YAML::Node& item : list) {
        const YAML::Node id = item.IsMap() ? item["id"] : YAML::Node(YAML::NodeType::Undefined);
        if (id.IsDefined() && id.IsScalar())
            names.emplace(id.Scalar(), std::string(noun) + " '" + id.Scalar() + "' " + std::string(when));
    }
}

void addStepNames(const YAML::Node& step, bool ownDerived, NameReasons& names)
{
    if (!step.IsMap())
        return;
    addIds(step["dice"], "named dice", "is known only once its step is thrown", names);
    addIds(step["totals"], "total", "is known only once its step's modifiers are summed", names);
    addIds(step["outputs"], "output", "is known only once its step's result is found", names);
    if (ownDerived)
        addIds(step["derived"], "derived value", "is known only from its step on", names);
    const YAML::Node results = step["results"];
    if (!results.IsDefined() || !results.IsSequence())
        return;
    for (const YAML::Node& result : results) {
        const YAML::Node effects = result.IsMap() ? result["effects"] : YAML::Node(YAML::NodeType::Undefined);
        if (!effects.IsDefined() || !effects.IsMap())
            continue;
        for (const auto& pair : effects)
            if (pair.first.IsScalar())
                names.emplace(pair.first.Scalar(), "effect '" + pair.first.Scalar() +
                                                       "' is read only by outputs, triggers, and the notes and follow-up of its result");
    }
}

// The names a procedure declares for later in its resolution, with when they become known,
// so that an expression reading one too early is told why rather than offered a typo.
NameReasons laterNames(const YAML::Node& procedure)
{
    NameReasons names = {
        {"roll", "'roll' is known only after the dice are thrown"},
        {"natural", "'natural' is known only after the dice are thrown"},
        {"target", "'target' is known only in a test, once the modifiers are summed"},
        {"hits", "'hits' is known only in a count, after the dice are thrown"},
        {"die", "'die' is known only in the 'hit' of a count"},
    };
    addStepNames(procedure, false, names);
    const YAML::Node steps = procedure["steps"];
    if (steps.IsDefined() && steps.IsSequence())
        for (const YAML::Node& step : steps)
            addStepNames(step, true, names);
    return names;
}

// What a constraint may read besides the inputs and derived values: the assessment's findings
// (the column, the odds, the strengths) and the numeric shown values, by id. A constraint that
// reads them is checked once the column is found.
ProcedureNames constraintNames(const MappingReader& reader, const ProcedureNames& names)
{
    ProcedureNames out{NameScope(&names.scope), names.valueNames};
    declareAssessmentNames(out.scope);
    for (const auto name : assessmentNames)
        out.valueNames.emplace_back(name);
    const YAML::Node shown = reader.value("shown");
    if (!shown.IsSequence() || shown.size() > maxInputs)
        return out;  // The shown list itself reports what is wrong with it.
    for (const auto& item : shown) {
        if (!item.IsMap())
            continue;
        const YAML::Node id = item["id"];
        const YAML::Node text = item["value"];
        if (!id.IsDefined() || !id.IsScalar() || !text.IsDefined() || !text.IsScalar())
            continue;
        std::vector<ExpressionError> errors;  // Reported where the shown value is read.
        const Expression value = Expression::parse(text.Scalar(), out.scope, errors);
        if (value.isValid() && value.type().isNumber()) {
            out.scope.declare(id.Scalar(), value.type());
            out.valueNames.push_back(id.Scalar());
        }
    }
    return out;
}

bool readsFindings(const Constraint& constraint, const ProcedureNames& names, const ProcedureNames& withFindings)
{
    for (const auto& name : constraint.require.namesUsed())
        if (!names.scope.lookup(name) && withFindings.scope.lookup(name))
            return true;
    return false;
}

}  // namespace

Procedure readProcedure(const YAML::Node& node, ReadContext& context, const GameNames& game)
{
    Procedure procedure;
    const MappingReader reader(node, MappingKind::Procedure, context);
    if (!reader.isMapping())
        return procedure;
    context.clearConditional();
    context.setLaterNames(laterNames(node));
    procedure.id = reader.text("id").value_or("");
    procedure.line = reader.position().line;
    procedure.label = reader.text("label").value_or("");
    procedure.rule = reader.text("rule").value_or("");
    procedure.summary = reader.text("summary").value_or("");
    procedure.followUpOnly = reader.boolean("follow_up_only").value_or(false);
    // A procedure past these bounds is refused whole, with one message per list, rather than
    // read item by item into a flood of follow-on problems.
    bool withinBounds = true;
    for (const auto& [key, limit] : {std::pair<std::string_view, std::size_t>{"inputs", maxInputs},
                                     {"derived", maxInputs}, {"examples", maxExamples}})
        withinBounds = withinLimit(reader, key, limit) && withinBounds;
    if (!withinBounds)
        return procedure;

    UniqueIds groupIds;
    groupIds.checkList(reader, "groups", "id", "group");
    forEachItem(reader, "groups", [&](const YAML::Node& item) { procedure.groups.push_back(readInputGroup(item, context)); });
    std::vector<std::string> groups;
    for (const auto& group : procedure.groups)
        groups.push_back(group.id);

    // Inputs and derived values share one set of names: the names expressions use. Their
    // duplicates among themselves are reported by `valueIds`; `registry` also holds the game
    // options and everything the steps name.
    UniqueIds valueIds;
    valueIds.checkList(reader, "inputs", "id", "input");
    valueIds.checkList(reader, "derived", "id", "value name");
    refuseReservedNames(reader, "inputs", "input");
    refuseReservedNames(reader, "derived", "derived value");
    NameRegistry registry(&game.registry);

    ProcedureNames names{NameScope(&game.scope), {}};
    for (const auto& name : game.scope.visibleNames())
        names.valueNames.push_back(name);
    forEachItem(reader, "inputs", [&](const YAML::Node& item) {
        InputSpec input = readInput(item, context, groups);
        if (!input.id.empty()) {
            registry.claim(context, idPosition(item), "id", input.id, "input '" + input.id + "'", false);
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
        if (!derived.id.empty())
            registry.claim(context, idPosition(item), "id", derived.id, "derived value '" + derived.id + "'", false);
        if (!derived.id.empty() && derived.value.isValid()) {
            names.scope.declare(derived.id, derived.value.type());
            names.valueNames.push_back(derived.id);
        }
        procedure.derived.push_back(std::move(derived));
    });

    UniqueIds constraintIds;
    constraintIds.checkList(reader, "constraints", "id", "constraint");
    const ProcedureNames withFindings = constraintNames(reader, names);
    std::vector<SourcePosition> afterColumnAt;
    forEachItem(reader, "constraints", [&](const YAML::Node& item) {
        Constraint constraint = readConstraint(item, context, withFindings);
        constraint.afterColumn = readsFindings(constraint, names, withFindings);
        if (constraint.afterColumn)
            afterColumnAt.push_back(item.IsMap() && item["require"].IsDefined() ? positionOf(item["require"]) : positionOf(item));
        procedure.constraints.push_back(std::move(constraint));
    });

    if (reader.has("steps")) {
        // Shown with the first step: the inputs and derived values are known, no step's findings.
        UniqueIds shownIds;
        shownIds.checkList(reader, "shown", "id", "shown value");
        forEachItem(reader, "shown", [&](const YAML::Node& item) {
            procedure.shown.push_back(readShownValue(item, context, names, false));
        });
        readSteps(reader, procedure, names, registry);
    } else {
        // Without steps the procedure is its own single step, and must say how it is thrown.
        reader.require("dice");
        reader.require("resolution");
        readStepBody(reader, procedure, names, registry, false);
    }
    compileLaterReads(procedure);
    const bool lastGivesOutputs = std::holds_alternative<OutputsMethod>(procedure.step(procedure.stepCount() - 1).method);
    if (reader.has("luck") && procedure.throwsNoDice())
        reader.refuse("luck", "it throws no dice, so no result is lucky or unlucky");
    else if (reader.has("luck") && lastGivesOutputs)
        reader.refuse("luck", "its last step gives numbers, not a result to rank");
    else
        withKey(reader, "luck", [&](const YAML::Node& value) {
            procedure.luck = readLuckOrder(value, context, procedure, game.game ? game.game->sides : std::vector<Side>{});
        });
    // The column and the shown values are found before any die only in a procedure of one step
    // whose column does not read the dice.
    const auto* grid = std::get_if<GridMethod>(&procedure.method);
    const char* noFindings = reader.has("steps") ? "a constraint on the column is checked before any die: only a procedure without steps has one"
                             : grid && grid->columnReadsDice ? "this column is found from the dice, after the constraints are checked"
                                                             : nullptr;
    if (noFindings)
        for (const auto& at : afterColumnAt)
            context.keyDoesNotApply(at, "require", reader.place() + " constraints", noFindings);

    forEachItem(reader, "examples",
                [&](const YAML::Node& item) { procedure.examples.push_back(readWorkedExample(item, context, procedure, *game.game)); });
    context.clearConditional();
    context.setLaterNames({});
    return procedure;
}

}  // namespace umpire
