// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the companion reader (module_texts.cpp, procedure_texts.cpp): how a text of the
// companion replaces the English one, and how the ids it names are found.

#include "engine/game.h"
#include "engine/input_spec.h"
#include "engine/procedure.h"
#include "yaml/mapping_reader.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// Replaces `target` with the text under `key`, when given. Its `{name}` placeholders must be
/// among the English text's, since only those are filled where the text is shown.
void replaceText(const MappingReader& reader, std::string_view key, std::string& target);

/// Same for the text of one entry of a mapping of ids to texts (`place` names the mapping).
void replaceText(const MappingEntry& entry, std::string_view place, std::string& target, ReadContext& context);

/// What the entries of a mapping keyed by ids hold.
enum class EntryValues { Texts, Mappings };

/// The entries of the mapping under `key`, when it has at most `limit`; else it is reported
/// and none are given, so no companion makes loading unbounded.
std::vector<MappingEntry> entriesWithin(const MappingReader& reader, std::string_view key, std::size_t limit,
                                        EntryValues values);

/// The item of `items` whose id (`idOf(item)`) an entry names; reported as an unknown `what`
/// of `place`, with the known ids, when there is none.
template <class Item, class IdOf>
Item* namedItem(std::vector<Item>& items, const MappingEntry& entry, std::string_view what, std::string_view place,
                ReadContext& context, IdOf idOf)
{
    const auto it = std::find_if(items.begin(), items.end(), [&](const Item& item) { return idOf(item) == entry.name; });
    if (it != items.end())
        return &*it;
    std::vector<std::string> ids;
    for (const auto& item : items)
        ids.push_back(idOf(item));
    context.unknownReference(positionOf(entry.key), "", what, entry.name, place, ids);
    return nullptr;
}

/// "'key' of <the reader's place>": where a companion's mapping under `key` stands, in messages.
inline std::string quotedPlace(std::string_view key, const MappingReader& reader)
{
    return "'" + std::string(key) + "' of " + reader.place();
}

/// For a mapping of ids to texts under `key`: each text replaces `text` of the item its id names.
template <class Item>
void replaceEach(const MappingReader& reader, std::string_view key, std::size_t limit, std::vector<Item>& items,
                 std::string_view what, std::string Item::*id, std::string Item::*text)
{
    ReadContext& context = reader.context();
    ReadContext::PathScope path(context, std::string(key));
    const std::string place = quotedPlace(key, reader);
    for (const auto& entry : entriesWithin(reader, key, limit, EntryValues::Texts))
        if (Item* item = namedItem(items, entry, what, place, context, [&](const Item& i) -> const std::string& { return i.*id; }))
            replaceText(entry, place, item->*text, context);
}

/// A list of texts under `key` that replaces, one for one, a list the module gives in order
/// (a result's notes); `text(item)` is the text of one item. Another length is reported.
template <class Item, class Text>
void replaceInOrder(const MappingReader& reader, std::string_view key, std::vector<Item>& items, std::string_view what,
                    Text text)
{
    if (!reader.has(key))
        return;
    const std::vector<std::string> texts = reader.texts(key);
    if (texts.size() != items.size()) {
        reader.context().textCount(reader.positionOf(key), key, reader.place(), texts.size(), items.size(), what);
        return;
    }
    const YAML::Node list = reader.value(key);
    for (std::size_t i = 0; i < items.size(); ++i) {
        // Named in messages as "'notes[1]' of texts of result 'DR' ...".
        const MappingEntry entry{std::string(key) + "[" + std::to_string(i) + "]", list[i], list[i]};
        replaceText(entry, reader.place(), text(items[i]), reader.context());
    }
}

/// The labels of a choice's options under `key` (`options`), each naming an option id.
void replaceOptionLabels(const MappingReader& reader, std::vector<ChoiceOption>& options);

/// The texts of the game's reference entries (`reference`) and event chits (`chits`).
void replaceReferenceAndChitTexts(const MappingReader& reader, Game& game);

/// The texts of one procedure, or of one of its steps (`noun` "procedure" or "step").
void replaceProcedureTexts(const YAML::Node& node, Procedure& procedure, std::string_view noun, ReadContext& context);

}  // namespace umpire
