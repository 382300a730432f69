// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/module_overlay.h"

#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/module_loader.h"
#include "yaml/overlay_lookups.h"
#include "yaml/roll_coverage.h"
#include "yaml/source_file.h"
#include "yaml/yaml_screening.h"

#include <algorithm>
#include <set>

namespace umpire {

namespace {

constexpr std::string_view missingCell = "?";
constexpr std::int64_t supportedFormat = 1;

// The table an overlay may fill, with the names of its columns.
struct FillableTable {
    ResultTable* table = nullptr;
    std::vector<std::string> columns;
};

FillableTable fillableTable(Procedure& procedure)
{
    if (auto* table = std::get_if<TableMethod>(&procedure.method))
        return {&table->table, {"result"}};
    if (auto* grid = std::get_if<GridMethod>(&procedure.method)) {
        FillableTable fillable{&grid->table, {}};
        for (const auto& column : grid->scale.columns)
            fillable.columns.push_back(column.id);
        return fillable;
    }
    return {};
}

TableRow* rowWithRolls(ResultTable& table, const RollRange& rolls)
{
    const auto it = std::find_if(table.rows.begin(), table.rows.end(), [&](const TableRow& row) {
        return row.rolls.low == rolls.low && row.rolls.high == rolls.high;
    });
    return it == table.rows.end() ? nullptr : &*it;
}

void mergeSteps(const MappingReader& reader, Procedure& procedure, const std::string& place, ReadContext& context);

void mergeRow(const YAML::Node& node, FillableTable& fillable, const std::set<std::string, std::less<>>& codes,
              ReadContext& context)
{
    const MappingReader row(node, MappingKind::OverlayRow, context);
    const auto rollsText = row.text("rolls");
    const YAML::Node cells = row.value("cells");
    if (!rollsText || !cells.IsDefined())
        return;
    const auto rolls = RollRange::parse(*rollsText);
    if (!rolls) {
        context.wrongType(row.positionOf("rolls"), "rolls", row.place(), "rolls like \"3\", \"3..4\", \"7..\" or \"..1\"",
                          describeFound(row.value("rolls")));
        return;
    }
    ResultTable& table = *fillable.table;
    if (cells.size() != fillable.columns.size()) {
        context.cellCount(row.positionOf("cells"), row.place(), cells.size(), fillable.columns.size());
        return;
    }

    TableRow* target = rowWithRolls(table, *rolls);
    if (target == nullptr) {
        std::vector<std::string> known;
        for (const auto& existing : table.rows)
            known.push_back(existing.rolls.toString());
        // Only a table missing as a whole has rows still to add; anything else is a typo'd row.
        if (!table.missing) {
            context.unknownReference(row.positionOf("rolls"), "rolls", "row", *rollsText, context.owner(), known);
            return;
        }
        std::vector<RowSpan> spans;
        for (const auto& existing : table.rows)
            spans.push_back({existing.rolls, existing.rolls.toString(), row.position()});
        spans.push_back({*rolls, *rollsText, row.position()});
        const std::size_t before = context.problemCount();
        checkRollCoverage(spans, std::nullopt, false, row.position(), row.place(), context);
        if (context.problemCount() != before)
            return;
        table.rows.push_back({*rolls, std::vector<std::optional<std::string>>(cells.size())});
        target = &table.rows.back();
    }
    const auto rowIndex = static_cast<std::size_t>(target - table.rows.data());

    for (std::size_t i = 0; i < cells.size(); ++i) {
        const std::string& cell = cells[i].Scalar();
        if (cell == missingCell)
            continue;
        const SourcePosition at = positionOf(cells[i]);
        const auto& known = target->cells[i];
        if (known) {
            // Writing the known value again is harmless: it lets a player copy a whole printed row.
            if (*known != cell)
                context.overlayChangesKnownCell(at, "cells", row.place(), fillable.columns[i], *known, cell);
            continue;
        }
        if (codes.find(cell) == codes.end()) {
            context.resultWithoutLegend(at, "cells[" + std::to_string(i) + "]", cell, row.place());
            continue;
        }
        target->cells[i] = cell;
        table.fromOverlay.emplace_back(rowIndex, i);
    }
}

// Fills the table of `procedure`, or of one of its steps (`noun` "procedure" or "step").
void mergeProcedure(const YAML::Node& node, Procedure& procedure, std::string_view noun, ReadContext& context)
{
    const std::string place = std::string(noun) + " '" + procedure.id + "'";
    ReadContext::OwnerScope owner(context, place);
    const MappingReader reader(node, MappingKind::OverlayProcedure, context);
    if (!reader.isMapping())
        return;
    if (!procedure.steps.empty()) {
        if (reader.has("rows"))
            context.keyDoesNotApply(reader.keyPosition("rows"), "rows", place,
                                    "it has steps: fill the table of a step under 'steps'");
        mergeSteps(reader, procedure, place, context);
        return;
    }
    if (reader.has("steps"))
        context.keyDoesNotApply(reader.keyPosition("steps"), "steps", place, "it has no steps");
    if (!reader.has("rows")) {
        context.missingKey(reader.position(), "rows", place);
        return;
    }
    FillableTable fillable = fillableTable(procedure);
    if (fillable.table == nullptr) {
        context.keyDoesNotApply(reader.keyPosition("rows"), "rows", place,
                                std::string("it resolves by ") + resolutionKindName(procedure.method)
                                    + ", not from a table");
        return;
    }
    std::set<std::string, std::less<>> codes;
    for (const auto& result : procedure.results)
        codes.insert(result.code);
    if (withinLimit(reader, "rows", maxTableRows))
        forEachItem(reader, "rows", [&](const YAML::Node& item) { mergeRow(item, fillable, codes, context); });
}

void mergeSteps(const MappingReader& reader, Procedure& procedure, const std::string& place, ReadContext& context)
{
    withKey(reader, "steps", [&](const YAML::Node& steps) {
        for (const auto& entry : readNamedEntries(steps, "'steps' of " + place, context)) {
            ReadContext::PathScope path(context, entry.name);
            const auto step = std::find_if(procedure.steps.begin(), procedure.steps.end(),
                                           [&](const Procedure& s) { return s.id == entry.name; });
            if (step == procedure.steps.end()) {
                std::vector<std::string> ids;
                for (const auto& s : procedure.steps)
                    ids.push_back(s.id);
                context.unknownReference(positionOf(entry.key), "", "step", entry.name, "'steps' of " + place, ids);
                continue;
            }
            mergeProcedure(entry.value, *step, "step", context);
        }
    });
}

void mergeOverlayInto(std::vector<Game>& games, const std::optional<YAML::Node>& root, ReadContext& context)
{
    if (!root)
        return;
    const MappingReader reader(*root, MappingKind::Overlay, context);
    if (!reader.isMapping())
        return;
    if (const auto format = reader.integer("format"); format && *format != supportedFormat)
        context.unsupportedFormat(reader.positionOf("format"), *format);
    const auto gameId = reader.text("game");
    if (!gameId)
        return;
    const auto game = std::find_if(games.begin(), games.end(), [&](const Game& g) { return g.id == *gameId; });
    if (game == games.end()) {
        std::vector<std::string> loaded;
        for (const auto& g : games)
            loaded.push_back(g.id);
        context.unknownReference(reader.positionOf("game"), "game", "game", *gameId, reader.place(), loaded);
        return;
    }

    // Merge into a copy: an overlay with any error changes nothing.
    Game merged = *game;
    withKey(reader, "procedures", [&](const YAML::Node& procedures) {
        for (const auto& entry : readNamedEntries(procedures, "'procedures' of the overlay", context)) {
            ReadContext::PathScope path(context, entry.name);
            const auto procedure = std::find_if(merged.procedures.begin(), merged.procedures.end(),
                                                [&](const Procedure& p) { return p.id == entry.name; });
            if (procedure == merged.procedures.end()) {
                std::vector<std::string> ids;
                for (const auto& p : merged.procedures)
                    ids.push_back(p.id);
                context.unknownReference(positionOf(entry.key), "", "procedure", entry.name,
                                         "'procedures' of the overlay", ids);
                continue;
            }
            mergeProcedure(entry.value, *procedure, "procedure", context);
        }
    });
    withKey(reader, "lookups", [&](const YAML::Node& lookups) { mergeLookupOverlay(lookups, merged, context); });
    if (!reader.has("procedures") && !reader.has("lookups"))
        context.missingKey(reader.position(), "procedures' or 'lookups", reader.place());
    if (!context.hasErrors())
        *game = std::move(merged);
}

void mergeOverlayGuarded(std::vector<Game>& games, const std::optional<YAML::Node>& root, ReadContext& context)
{
    try {
        mergeOverlayInto(games, root, context);
    } catch (const YAML::Exception& error) {
        // A reader misused yaml-cpp: a bug in the loader, reported so loading goes on.
        context.internalError(positionOf(error.mark), error.what());
    }
}

}  // namespace

std::vector<Diagnostic> mergeParsedOverlay(std::vector<Game>& games, ParsedYamlFile& file)
{
    if (!file.context)
        return file.readProblems;
    mergeOverlayGuarded(games, file.root, *file.context);
    return file.context->takeDiagnostics();
}

std::vector<Diagnostic> mergeOverlay(std::vector<Game>& games, std::string_view overlayText,
                                     const std::string& displayName)
{
    return mergeParsedOverlay(games, *parseYamlText(overlayText, displayName));
}

std::vector<Diagnostic> mergeOverlayFile(std::vector<Game>& games, const std::filesystem::path& path)
{
    return mergeParsedOverlay(games, *parseYamlFile(path));
}

}  // namespace umpire
