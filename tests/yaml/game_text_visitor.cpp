// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_text_visitor.h"

#include <memory>
#include <variant>

namespace umpire::test {

namespace {

using Visit = std::function<void(std::string&, const std::string&)>;

void visitList(std::vector<std::string>& texts, const std::string& where, const Visit& visit)
{
    for (std::size_t i = 0; i < texts.size(); ++i)
        visit(texts[i], where + "[" + std::to_string(i) + "]");
}

void visitChoices(std::vector<ChoiceOption>& options, const std::string& where, const Visit& visit)
{
    for (auto& option : options)
        visit(option.label, where + ": option " + option.id);
}

void visitInput(InputSpec& input, const std::string& where, const Visit& visit)
{
    visit(input.label, where + ": label");
    visit(input.help, where + ": help");
    visitChoices(input.scalar.options, where, visit);
    if (!input.fields)
        return;
    // The fields are shared between copies of the game: changed in a copy of their own.
    auto fields = std::make_shared<std::vector<UnitFieldSpec>>(*input.fields);
    for (auto& field : *fields) {
        const std::string at = where + ": field " + field.id;
        visit(field.label, at + ": label");
        visit(field.help, at + ": help");
        visitChoices(field.spec.options, at, visit);
    }
    input.fields = std::move(fields);
}

void visitResult(ResultDefinition& result, const std::string& where, const Visit& visit)
{
    visit(result.label, where + ": label");
    visit(result.shortLabel, where + ": short_label");
    visit(result.text, where + ": text");
    visitList(result.options, where + ": options", visit);
    for (std::size_t i = 0; i < result.notes.size(); ++i)
        visit(result.notes[i].text, where + ": notes[" + std::to_string(i) + "]");
    if (result.followUp)
        visit(result.followUp->label, where + ": follow_up");
}

void visitProcedure(Procedure& procedure, const std::string& where, const Visit& visit)
{
    visit(procedure.label, where + ": label");
    visit(procedure.summary, where + ": summary");
    for (auto& group : procedure.groups)
        visit(group.label, where + ": group " + group.id);
    for (auto& input : procedure.inputs)
        visitInput(input, where + ": input " + input.id, visit);
    for (auto& derived : procedure.derived)
        visit(derived.label, where + ": derived " + derived.id);
    for (auto& constraint : procedure.constraints)
        visit(constraint.message, where + ": constraint " + constraint.id);
    for (auto& modifier : procedure.modifiers) {
        const std::string at = where + ": modifier " + modifier.id;
        visit(modifier.label, at + ": label");
        visit(modifier.applied, at + ": applied");
        visit(modifier.notApplied, at + ": not_applied");
    }
    for (auto& cap : procedure.caps)
        visit(cap.label, where + ": cap " + cap.id);
    for (auto& total : procedure.totals)
        visit(total.label, where + ": total " + total.id);
    for (auto& dice : procedure.namedDice)
        visit(dice.label, where + ": dice " + dice.id);
    if (auto* grid = std::get_if<GridMethod>(&procedure.method)) {
        visit(grid->scale.label, where + ": column_label");
        for (auto& column : grid->scale.columns)
            visit(column.label, where + ": column " + column.id);
    }
    if (auto* test = std::get_if<TestMethod>(&procedure.method); test != nullptr && !test->decision)
        visit(test->targetLabel, where + ": target_label");
    for (auto& result : procedure.results)
        visitResult(result, where + ": result " + result.code, visit);
    for (std::size_t i = 0; i < procedure.countLegends.size(); ++i) {
        const std::string at = where + ": legends[" + std::to_string(i) + "]";
        visit(procedure.countLegends[i].label, at + ": label");
        visit(procedure.countLegends[i].text, at + ": text");
    }
    for (auto& conversion : procedure.conversions)
        visit(conversion.label, where + ": conversion " + conversion.id);
    for (auto& output : procedure.outputs) {
        visit(output.label, where + ": output " + output.id + ": label");
        for (auto& explainCase : output.explain)
            visit(explainCase.text, where + ": output " + output.id + ": explain");
    }
    for (auto& trigger : procedure.triggers) {
        visit(trigger.label, where + ": trigger " + trigger.id + ": label");
        visit(trigger.text, where + ": trigger " + trigger.id + ": text");
    }
    for (auto& interpretation : procedure.interpretations)
        visit(interpretation.text, where + ": interpretation " + interpretation.id);
    for (std::size_t i = 0; i < procedure.headline.size(); ++i)
        visit(procedure.headline[i].text, where + ": headline[" + std::to_string(i + 1) + "]");
    for (auto& shown : procedure.shown) {
        visit(shown.label, where + ": shown " + shown.id + ": label");
        for (std::size_t i = 0; i < shown.cases.size(); ++i)
            visit(shown.cases[i].text, where + ": shown " + shown.id + ": cases[" + std::to_string(i + 1) + "]");
    }
    for (auto& step : procedure.steps)
        visitProcedure(step, where + ": step " + step.id, visit);
}

}  // namespace

void forEachGameText(Game& game, const Visit& visit)
{
    visit(game.title, "title");
    visit(game.subtitle, "subtitle");
    for (auto& side : game.sides)
        visit(side.label, "side " + side.id);
    for (auto& option : game.options) {
        visit(option.label, "option " + option.id + ": label");
        visit(option.help, "option " + option.id + ": help");
        visitChoices(option.spec.options, "option " + option.id, visit);
    }
    for (auto& table : game.lookups)
        visit(table.label, "lookup " + table.id);
    for (auto& entry : game.reference) {
        const std::string at = "reference " + entry.id;
        visit(entry.title, at + ": title");
        visitList(entry.columns, at + ": columns", visit);
        for (std::size_t i = 0; i < entry.rows.size(); ++i) {
            visit(entry.rows[i].label, at + ": rows[" + std::to_string(i) + "]: label");
            visitList(entry.rows[i].cells, at + ": rows[" + std::to_string(i) + "]: cells", visit);
        }
        visitList(entry.notes, at + ": notes", visit);
    }
    for (auto& chit : game.chits) {
        visit(chit.front.label, "chit " + chit.id + ": front: label");
        visit(chit.front.text, "chit " + chit.id + ": front: text");
        if (chit.back) {
            visit(chit.back->label, "chit " + chit.id + ": back: label");
            visit(chit.back->text, "chit " + chit.id + ": back: text");
        }
    }
    for (auto& interpretation : game.interpretations)
        visit(interpretation.text, "interpretation " + interpretation.id);
    for (auto& procedure : game.procedures)
        visitProcedure(procedure, "procedure " + procedure.id, visit);
}

}  // namespace umpire::test
