// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/first_match_list.h"
#include "yaml/mapping_reader.h"
#include "yaml/read_expression.h"
#include "yaml/read_shown_case.h"
#include "yaml/readers.h"

#include <algorithm>

namespace umpire {

void checkEffectsRead(const MappingReader& reader, std::string_view key, const Expression& expression,
                      const std::vector<ResultDefinition>& results)
{
    for (const auto& name : expression.namesUsed()) {
        const auto gives = [&](const ResultDefinition& result) { return result.effects.count(name) > 0; };
        if (!std::any_of(results.begin(), results.end(), gives))
            continue;  // Not an effect.
        const auto lacking = std::find_if_not(results.begin(), results.end(), gives);
        if (lacking != results.end())
            reader.context().effectMissing(reader.positionOf(key), key, reader.place(), name, lacking->code);
    }
}

void checkTextPlaceholders(const MappingReader& reader, std::string_view key, const NameScope& scope,
                           const std::string& also)
{
    const YAML::Node text = reader.value(key);
    if (!text.IsDefined())
        return;
    std::vector<std::string> names = scope.visibleNames();
    if (!also.empty())
        names.push_back(also);
    checkPlaceholders(text, key, reader.place(), names, reader.context());
}

namespace {

/// `explain`: one text, or cases of which the first that holds is shown. The explanation is
/// filled once the output is known, so it may show the output itself.
void readExplanation(const MappingReader& reader, OutputDefinition& output, const NameScope& scope,
                     const std::vector<ResultDefinition>& results)
{
    if (const auto text = reader.text("explain")) {
        output.explain.push_back({std::nullopt, *text});
        checkTextPlaceholders(reader, "explain", scope, output.id);
        return;
    }
    ReadContext& context = reader.context();
    forEachItem(reader, "explain", [&](const YAML::Node& item) {
        const MappingReader explainCase(item, MappingKind::ShownCase, context);
        ShownCase read = readShownCase(explainCase, scope);
        if (read.when)
            checkEffectsRead(explainCase, "when", *read.when, results);
        checkTextPlaceholders(explainCase, "text", scope, output.id);
        output.explain.push_back(std::move(read));
    });
    if (reader.value("explain").IsSequence() && output.explain.empty())
        context.emptyList(reader.positionOf("explain"), "explain", reader.place());
    if (reader.value("explain").IsSequence())
        checkFirstMatchList(reader, "explain", "case");
}

}  // namespace

OutputDefinition readOutput(const YAML::Node& node, ReadContext& context, const NameScope& scope,
                            const std::vector<ResultDefinition>& results)
{
    OutputDefinition output;
    const MappingReader reader(node, MappingKind::Output, context);
    if (!reader.isMapping())
        return output;
    output.id = reader.text("id").value_or("");
    output.label = reader.text("label").value_or("");
    output.rule = reader.text("rule").value_or("");
    if (reader.has("when")) {
        output.when = reader.expression("when", scope, ValueType::Kind::Boolean);
        if (output.when)
            checkEffectsRead(reader, "when", *output.when, results);
    }
    // An output is a number (whole, or a fraction such as a percentage of a force), or a
    // condition, shown as yes or no (who won).
    if (auto value = reader.expression("value", scope, std::nullopt)) {
        if (!value->type().isNumber() && value->type().kind != ValueType::Kind::Boolean) {
            context.wrongType(reader.positionOf("value"), "value", reader.place(), "a number or a condition",
                              value->type().describeWithArticle());
        } else {
            checkEffectsRead(reader, "value", *value, results);
            output.value = std::move(*value);
        }
    }
    readExplanation(reader, output, scope, results);
    return output;
}

}  // namespace umpire
