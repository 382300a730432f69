// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"
#include "yaml/reserved_names.h"
#include "yaml/unique_ids.h"

namespace umpire {

namespace {

constexpr std::int64_t supportedFormat = 1;

SourcePosition idPosition(const YAML::Node& item)
{
    return item.IsMap() && item["id"].IsDefined() ? positionOf(item["id"]) : positionOf(item);
}

// Game options are names every procedure's expressions read: no procedure may reuse them.
void readGameOptions(const MappingReader& reader, Game& game, GameNames& names)
{
    ReadContext& context = reader.context();
    if (!withinLimit(reader, "options", maxGameOptions))
        return;
    UniqueIds optionIds;
    optionIds.checkList(reader, "options", "id", "game option");
    refuseReservedNames(reader, "options", "game option");
    forEachItem(reader, "options", [&](const YAML::Node& item) {
        GameOption option = readGameOption(item, context);
        if (!option.id.empty()) {
            names.registry.claim(context, idPosition(item), "id", option.id, "game option '" + option.id + "'", false);
            names.scope.declare(option.id, option.spec.valueType());
        }
        game.options.push_back(std::move(option));
    });
}

// Every table is declared before the procedures, so any expression may call lookup() on it.
void readLookups(const MappingReader& reader, Game& game, GameNames& names)
{
    ReadContext& context = reader.context();
    if (!withinLimit(reader, "lookups", maxLookupTables))
        return;
    UniqueIds tableIds;
    tableIds.checkList(reader, "lookups", "id", "lookup table");
    forEachItem(reader, "lookups", [&](const YAML::Node& item) {
        LookupTable table = readLookupTable(item, context);
        if (!table.id.empty()) {
            const std::size_t keys = table.columns.empty() && table.columnLabel.empty() ? 1 : 2;
            names.scope.declareTable(table.id, TableShape{keys, table.fractions});
        }
        game.lookups.push_back(std::move(table));
    });
}

void readGameMetadata(const YAML::Node& node, ReadContext& context, Game& game, GameNames& names)
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
    readGameOptions(reader, game, names);
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

    GameNames names;
    names.game = &game;
    withKey(reader, "game", [&](const YAML::Node& value) { readGameMetadata(value, context, game, names); });

    UniqueIds referenceIds;
    referenceIds.checkList(reader, "reference", "id", "reference entry");
    forEachItem(reader, "reference",
                [&](const YAML::Node& item) { game.reference.push_back(readReferenceEntry(item, context)); });

    UniqueIds chitIds;
    chitIds.checkList(reader, "chits", "id", "chit");
    if (withinLimit(reader, "chits", maxChits))
        forEachItem(reader, "chits",
                    [&](const YAML::Node& item) { game.chits.push_back(readEventChit(item, context, game.sides)); });

    readLookups(reader, game, names);

    UniqueIds interpretationIds;
    interpretationIds.checkList(reader, "interpretations", "id", "game interpretation");
    if (withinLimit(reader, "interpretations", maxSharedInterpretations))
        forEachItem(reader, "interpretations",
                    [&](const YAML::Node& item) { game.interpretations.push_back(readSharedInterpretation(item, context)); });
    // Kept by address while the procedures are read (`game` stays in place until then), and
    // let go however the reading ends.
    context.setSharedInterpretations(&game.interpretations);
    struct LetGo {
        ReadContext& context;
        ~LetGo() { context.setSharedInterpretations(nullptr); }
    } letGo{context};

    UniqueIds procedureIds;
    procedureIds.checkList(reader, "procedures", "id", "procedure");
    forEachItem(reader, "procedures",
                [&](const YAML::Node& item) { game.procedures.push_back(readProcedure(item, context, names)); });
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
