// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/text_replacement.h"

#include "yaml/module_limits.h"
#include "yaml/read_expression.h"
#include "yaml/source_position.h"

namespace umpire {

namespace {

// The `{name}` placeholders of a text, found as checkPlaceholders finds them.
std::vector<std::string> placeholdersOf(std::string_view text)
{
    std::vector<std::string> names;
    std::size_t open = text.find('{');
    while (open != std::string_view::npos) {
        const std::size_t close = text.find('}', open + 1);
        if (close == std::string_view::npos)
            break;
        names.emplace_back(text.substr(open + 1, close - open - 1));
        open = text.find('{', close + 1);
    }
    return names;
}

void replaceChecked(const YAML::Node& node, std::string_view key, std::string_view place, std::string& target,
                    ReadContext& context)
{
    // A translation of nothing is a mistake (a stray key, or a text the module lost): shown in
    // no language, it would go unnoticed.
    if (target.empty()) {
        context.keyDoesNotApply(positionOf(node), key, place, "the module gives no text here to translate");
        return;
    }
    const std::size_t before = context.problemCount();
    checkPlaceholders(node, key, place, placeholdersOf(target), context);
    if (context.problemCount() == before)
        target = node.Scalar();
}

}  // namespace

void replaceText(const MappingReader& reader, std::string_view key, std::string& target)
{
    const YAML::Node node = reader.value(key);
    if (!node.IsDefined())
        return;
    replaceChecked(node, key, reader.place(), target, reader.context());
}

void replaceText(const MappingEntry& entry, std::string_view place, std::string& target, ReadContext& context)
{
    replaceChecked(entry.value, entry.name, place, target, context);
}

std::vector<MappingEntry> entriesWithin(const MappingReader& reader, std::string_view key, std::size_t limit,
                                        EntryValues values)
{
    const YAML::Node mapping = reader.value(key);
    if (!mapping.IsDefined() || !mapping.IsMap())
        return {};
    if (mapping.size() > limit) {
        reader.context().tooMany(reader.positionOf(key), key, reader.place(), mapping.size(), limit);
        return {};
    }
    // The reader checked the keys of a mapping of ids to texts (duplicates too); those of a
    // mapping of ids to mappings are checked here.
    if (values == EntryValues::Mappings)
        return readNamedEntries(mapping, "'" + std::string(key) + "' of " + reader.place(), reader.context());
    return reader.entries(key);
}

void replaceOptionLabels(const MappingReader& reader, std::vector<ChoiceOption>& options)
{
    const std::string place = "'options' of " + reader.place();
    ReadContext::PathScope path(reader.context(), "options");
    for (const auto& entry : entriesWithin(reader, "options", maxChoiceOptions, EntryValues::Texts))
        if (ChoiceOption* option = namedItem(options, entry, "option", place, reader.context(),
                                             [](const ChoiceOption& o) -> const std::string& { return o.id; }))
            replaceText(entry, place, option->label, reader.context());
}

}  // namespace umpire
