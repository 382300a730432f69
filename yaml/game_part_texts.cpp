// SPDX-License-Identifier: GPL-3.0-or-later
// The texts of a game's reference material and event chits from a companion, keyed by the
// module's ids; lists (columns, rows, notes, cells) replace the module's one for one.

#include "yaml/module_limits.h"
#include "yaml/text_replacement.h"

namespace umpire {

namespace {

// Modules state no bound on reference entries; a companion's mapping of them is bounded all the same.
constexpr std::size_t maxReferenceEntries = 100;

void replaceRowTexts(const MappingReader& reader, ReferenceEntry& entry)
{
    const YAML::Node list = reader.value("rows");
    if (!list.IsDefined())
        return;
    if (list.size() != entry.rows.size()) {
        reader.context().textCount(reader.positionOf("rows"), "rows", reader.place(), list.size(), entry.rows.size(),
                                   "rows");
        return;
    }
    std::size_t index = 0;
    forEachItem(reader, "rows", [&](const YAML::Node& node) {
        ReferenceEntry::Row& row = entry.rows[index++];
        const MappingReader texts(node, MappingKind::TextsReferenceRow, reader.context());
        if (!texts.isMapping())
            return;
        replaceText(texts, "label", row.label);
        // Cells that hold words ("Prohibited") are given as a list, numbers included as printed.
        replaceInOrder(texts, "cells", row.cells, "cells", [](std::string& cell) -> std::string& { return cell; });
    });
}

void replaceReferenceEntryTexts(const MappingReader& reader, ReferenceEntry& entry)
{
    replaceText(reader, "title", entry.title);
    replaceInOrder(reader, "columns", entry.columns, "columns", [](std::string& column) -> std::string& { return column; });
    replaceRowTexts(reader, entry);
    replaceInOrder(reader, "notes", entry.notes, "notes", [](std::string& note) -> std::string& { return note; });
}

void replaceFaceTexts(const MappingReader& reader, std::string_view key, EventChit::Face& face)
{
    withKey(reader, key, [&](const YAML::Node& node) {
        const MappingReader texts(node, MappingKind::TextsChitFace, reader.context());
        if (!texts.isMapping())
            return;
        replaceText(texts, "label", face.label);
        replaceText(texts, "text", face.text);
    });
}

void replaceChitTexts(const MappingReader& reader, EventChit& chit)
{
    replaceFaceTexts(reader, "front", chit.front);
    if (reader.has("back") && !chit.back) {
        reader.context().keyDoesNotApply(reader.keyPosition("back"), "back", reader.place(),
                                         "the module does not say what its back shows");
        return;
    }
    if (chit.back)
        replaceFaceTexts(reader, "back", *chit.back);
}

// For the game's mapping under `key` of ids to mappings: each one read as `kind` by `replace`.
template <class Item, class Replace>
void replaceEachEntry(const MappingReader& reader, std::string_view key, std::size_t limit, std::vector<Item>& items,
                      std::string_view what, MappingKind kind, Replace replace)
{
    ReadContext& context = reader.context();
    ReadContext::PathScope path(context, std::string(key));
    const std::string place = "'" + std::string(key) + "' of " + reader.place();
    for (const auto& entry : entriesWithin(reader, key, limit, EntryValues::Mappings)) {
        Item* item = namedItem(items, entry, what, place, context, [](const Item& i) -> const std::string& { return i.id; });
        if (item == nullptr)
            continue;
        ReadContext::PathScope itemPath(context, entry.name);
        ReadContext::OwnerScope owner(context, std::string(what) + " '" + entry.name + "'");
        const MappingReader itemReader(entry.value, kind, context);
        if (itemReader.isMapping())
            replace(itemReader, *item);
    }
}

}  // namespace

void replaceReferenceAndChitTexts(const MappingReader& reader, Game& game)
{
    replaceEachEntry(reader, "reference", maxReferenceEntries, game.reference, "reference entry",
                     MappingKind::TextsReference, replaceReferenceEntryTexts);
    replaceEachEntry(reader, "chits", maxChits, game.chits, "event chit", MappingKind::TextsChit, replaceChitTexts);
}

}  // namespace umpire
