// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"
#include "yaml/unique_ids.h"

namespace umpire {

namespace {

constexpr std::int64_t supportedFormat = 1;

void readGameMetadata(const YAML::Node& node, ReadContext& context, Game& game)
{
    const MappingReader reader(node, MappingKind::Game, context);
    if (!reader.isMapping())
        return;
    game.id = reader.text("id").value_or("");
    game.title = reader.text("title").value_or("");
    game.subtitle = reader.text("subtitle").value_or("");
    game.designer = reader.text("designer").value_or("");
    game.publisher = reader.text("publisher").value_or("");
    game.edition = reader.text("edition").value_or("");
    game.moduleVersion = reader.text("version").value_or("");
    UniqueIds sideIds;
    sideIds.checkList(reader, "sides", "id", "side");
    forEachItem(reader, "sides", [&](const YAML::Node& item) { game.sides.push_back(readSide(item, context)); });
    if (reader.value("sides").IsDefined() && game.sides.empty())
        context.emptyList(reader.positionOf("sides"), "sides", reader.place());
}

}  // namespace

// Optional text keys read as "" when absent: that is their documented meaning (no subtitle),
// not a fallback for a wrong value, which the reader has already reported.
Game readModule(const YAML::Node& node, ReadContext& context)
{
    Game game;
    game.sourceFile = context.file();
    const MappingReader reader(node, MappingKind::Module, context);
    if (!reader.isMapping())
        return game;

    if (const auto format = reader.integer("format"); format && *format != supportedFormat)
        context.unsupportedFormat(reader.positionOf("format"), *format);

    withKey(reader, "game", [&](const YAML::Node& value) { readGameMetadata(value, context, game); });

    UniqueIds referenceIds;
    referenceIds.checkList(reader, "reference", "id", "reference entry");
    forEachItem(reader, "reference",
                [&](const YAML::Node& item) { game.reference.push_back(readReferenceEntry(item, context)); });

    UniqueIds procedureIds;
    procedureIds.checkList(reader, "procedures", "id", "procedure");
    forEachItem(reader, "procedures",
                [&](const YAML::Node& item) { game.procedures.push_back(readProcedure(item, context)); });
    if (reader.value("procedures").IsDefined() && game.procedures.empty())
        context.emptyList(reader.positionOf("procedures"), "procedures", reader.place());

    context.runDeferred(game);
    return game;
}

Side readSide(const YAML::Node& node, ReadContext& context)
{
    const MappingReader reader(node, MappingKind::Side, context);
    return {reader.text("id").value_or(""), reader.text("label").value_or("")};
}

}  // namespace umpire
