// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/rule_names.h"

#include <algorithm>
#include <cctype>
#include <variant>

namespace umpire {

namespace {

using Visit = std::function<void(std::string&)>;

void visitProcedure(Procedure& procedure, const Visit& visit)
{
    visit(procedure.rule);
    for (auto& input : procedure.inputs)
        visit(input.rule);
    for (auto& constraint : procedure.constraints)
        visit(constraint.rule);
    for (auto& modifier : procedure.modifiers)
        visit(modifier.rule);
    for (auto& cap : procedure.caps)
        visit(cap.rule);
    if (auto* grid = std::get_if<GridMethod>(&procedure.method))
        visit(grid->scale.rule);
    for (auto& result : procedure.results) {
        visit(result.rule);
        for (auto& note : result.notes)
            visit(note.rule);
    }
    for (auto& legend : procedure.countLegends)
        visit(legend.rule);
    for (auto& conversion : procedure.conversions)
        visit(conversion.rule);
    for (auto& output : procedure.outputs)
        visit(output.rule);
    for (auto& trigger : procedure.triggers)
        visit(trigger.rule);
    for (auto& interpretation : procedure.interpretations)
        visit(interpretation.rule);
    for (auto& shown : procedure.shown)
        visit(shown.rule);
    for (auto& example : procedure.examples)
        visit(example.rule);
    for (auto& step : procedure.steps)
        visitProcedure(step, visit);
}

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(' ');
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

}  // namespace

void forEachRule(Game& game, const Visit& visit)
{
    for (auto& entry : game.reference)
        visit(entry.rule);
    for (auto& chit : game.chits)
        visit(chit.rule);
    for (auto& option : game.options)
        visit(option.rule);
    for (auto& table : game.lookups)
        visit(table.rule);
    for (auto& interpretation : game.interpretations)
        visit(interpretation.rule);
    for (auto& procedure : game.procedures)
        visitProcedure(procedure, visit);
}

std::vector<std::string> ruleParts(std::string_view rule)
{
    std::vector<std::string> parts;
    while (!rule.empty()) {
        const auto comma = rule.find(',');
        if (const std::string_view part = trimmed(rule.substr(0, comma)); !part.empty())
            parts.emplace_back(part);
        rule = comma == std::string_view::npos ? std::string_view() : rule.substr(comma + 1);
    }
    return parts;
}

bool isRuleName(std::string_view part)
{
    // A word: two letters in a row, one of them in lower case ("7.6a" and "TEC" have none).
    for (std::size_t i = 0; i + 1 < part.size(); ++i) {
        const auto a = static_cast<unsigned char>(part[i]);
        const auto b = static_cast<unsigned char>(part[i + 1]);
        if (std::isalpha(a) && std::isalpha(b) && (std::islower(a) || std::islower(b)))
            return true;
    }
    return false;
}

std::string renamedRule(std::string_view rule, const std::vector<std::pair<std::string, std::string>>& names)
{
    if (std::none_of(names.begin(), names.end(), [&](const auto& name) { return rule.find(name.first) != std::string_view::npos; }))
        return std::string(rule);
    std::string renamed;
    for (const std::string& part : ruleParts(rule)) {
        const auto name = std::find_if(names.begin(), names.end(), [&](const auto& n) { return n.first == part; });
        renamed += (renamed.empty() ? "" : ", ") + (name == names.end() ? part : name->second);
    }
    return renamed;
}

}  // namespace umpire
