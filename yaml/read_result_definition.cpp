// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/read_expression.h"
#include "yaml/readers.h"

namespace umpire {

namespace {

ConditionalNote readConditionalNote(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    ConditionalNote note;
    const MappingReader reader(node, MappingKind::ResultNote, context);
    note.text = reader.text("text").value_or("");
    note.rule = reader.text("rule").value_or("");
    if (reader.has("when"))
        note.when = reader.expression("when", names.scope, ValueType::Kind::Boolean);
    return note;
}

std::vector<std::string> inputIds(const Procedure& procedure)
{
    std::vector<std::string> ids;
    for (const auto& input : procedure.inputs)
        ids.push_back(input.id);
    return ids;
}

std::vector<std::string> procedureIds(const Game& game)
{
    std::vector<std::string> ids;
    for (const auto& procedure : game.procedures)
        ids.push_back(procedure.id);
    return ids;
}

// Each follow-up input is an expression in the parent's names whose type must be the type of
// the follow-up procedure's input. The procedure may come later in the file, so the names of
// the target are checked once the whole game is read.
void checkFollowUpTarget(const Game& game, ReadContext& context, const std::string& place,
                         const std::string& procedureId, SourcePosition procedureAt,
                         const std::vector<std::pair<MappingEntry, std::optional<ValueType>>>& inputs)
{
    const Procedure* target = game.procedure(procedureId);
    if (target == nullptr) {
        context.unknownReference(procedureAt, "procedure", "procedure", procedureId, place, procedureIds(game));
        return;
    }
    for (const auto& [entry, type] : inputs) {
        const std::string key = "inputs." + entry.name;
        const InputSpec* input = target->input(entry.name);
        if (input == nullptr) {
            context.unknownReference(positionOf(entry.key), key, "input", entry.name, place, inputIds(*target));
            continue;
        }
        if (!type)
            continue;  // The expression itself was wrong, and reported.
        if (input->kind == InputSpec::Kind::Units) {
            context.wrongType(positionOf(entry.key), key, place, "an input holding one value",
                              "the units input '" + entry.name + "'");
            continue;
        }
        ValueType expected;
        switch (input->kind) {
        case InputSpec::Kind::Boolean: expected = ValueType::boolean(); break;
        case InputSpec::Kind::Integer: expected = ValueType::integer(); break;
        case InputSpec::Kind::Choice: expected = ValueType::choice(input->scalar.choices); break;
        case InputSpec::Kind::Units: break;
        }
        if (!type->sameAs(expected))
            context.wrongType(positionOf(entry.value), key, place, expected.describeWithArticle(),
                              type->describeWithArticle());
    }
}

FollowUp readFollowUp(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    FollowUp followUp;
    const MappingReader reader(node, MappingKind::FollowUp, context);
    if (!reader.isMapping())
        return followUp;
    followUp.procedure = reader.text("procedure").value_or("");
    followUp.label = reader.text("label").value_or("");

    std::vector<std::pair<MappingEntry, std::optional<ValueType>>> typed;
    for (const auto& entry : reader.entries("inputs")) {
        auto expression = readExpression(entry.value, "inputs." + entry.name, reader.place(), names.scope,
                                         std::nullopt, context);
        typed.emplace_back(entry, expression ? std::optional<ValueType>(expression->type()) : std::nullopt);
        if (expression)
            followUp.inputs.emplace_back(entry.name, std::move(*expression));
    }
    if (!followUp.procedure.empty()) {
        context.defer([place = reader.place(), procedureId = followUp.procedure,
                       procedureAt = reader.positionOf("procedure"),
                       typed = std::move(typed)](const Game& game, ReadContext& deferredContext) {
            checkFollowUpTarget(game, deferredContext, place, procedureId, procedureAt, typed);
        });
    }
    return followUp;
}

}  // namespace

ResultDefinition readResultDefinition(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    ResultDefinition result;
    const MappingReader reader(node, MappingKind::Result, context);
    if (!reader.isMapping())
        return result;
    result.code = reader.text("code").value_or("");
    result.label = reader.text("label").value_or("");
    result.shortLabel = reader.text("short_label").value_or("");
    result.text = reader.text("text").value_or("");
    result.rule = reader.text("rule").value_or("");
    result.options = reader.texts("options");
    for (const auto& entry : reader.entries("effects")) {
        if (const auto amount = Fraction::parse(entry.value.Scalar()))
            result.effects[entry.name] = *amount;
    }
    // The notes and the follow-up of a result read its own effects besides the throw.
    ProcedureNames own{NameScope(&names.scope), names.valueNames};
    for (const auto& [name, amount] : result.effects)
        own.scope.declare(name, amount.isWhole() ? ValueType::integer() : ValueType::fraction());
    forEachItem(reader, "notes",
                [&](const YAML::Node& item) { result.notes.push_back(readConditionalNote(item, context, own)); });
    withKey(reader, "follow_up",
            [&](const YAML::Node& value) { result.followUp = readFollowUp(value, context, own); });
    return result;
}

}  // namespace umpire
