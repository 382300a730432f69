// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <map>

namespace umpire {

namespace {

constexpr std::string_view hitsOptions = "more_is_better, fewer_is_better";

// Ranks the codes of `best_first`, the first highest.
void readBestFirst(const MappingReader& reader, const std::vector<std::string>& codes, LuckOrder& luck)
{
    ReadContext& context = reader.context();
    const YAML::Node list = reader.value("best_first");
    if (!list.IsDefined() || !list.IsSequence())
        return;
    std::map<std::string, int, std::less<>> firstLine;
    const auto count = static_cast<std::int64_t>(list.size());
    std::int64_t index = 0;
    for (const YAML::Node& item : list) {
        const std::string& code = item.Scalar();
        const SourcePosition at = positionOf(item);
        if (std::find(codes.begin(), codes.end(), code) == codes.end())
            context.unknownReference(at, "best_first", "result", code, reader.place(), codes);
        else if (const auto first = firstLine.find(code); first != firstLine.end())
            context.duplicateId(at, "best_first", "result", code, "'best_first' of " + reader.place(), first->second);
        else {
            firstLine.emplace(code, at.line);
            luck.values[code] = Fraction(count - index);
        }
        ++index;
    }
}

void readValues(const MappingReader& reader, const std::vector<std::string>& codes, LuckOrder& luck)
{
    for (const auto& entry : reader.entries("values")) {
        if (std::find(codes.begin(), codes.end(), entry.name) == codes.end()) {
            reader.context().unknownReference(positionOf(entry.key), "values", "result", entry.name, reader.place(), codes);
            continue;
        }
        if (const auto value = Fraction::parse(entry.value.Scalar()))
            luck.values[entry.name] = *value;
    }
}

}  // namespace

LuckOrder readLuckOrder(const YAML::Node& node, ReadContext& context, const Procedure& procedure,
                        const std::vector<Side>& sides)
{
    LuckOrder luck;
    const MappingReader reader(node, MappingKind::Luck, context);
    if (!reader.isMapping())
        return luck;
    luck.favours = reader.text("favours").value_or("");
    luck.rule = reader.text("rule").value_or("");
    luck.interpretation = reader.text("interpretation").value_or("");
    if (const auto side = reader.text("side")) {
        std::vector<std::string> known = {"attacker", "defender"};
        for (const auto& gameSide : sides)
            known.push_back(gameSide.id);
        if (std::find(known.begin(), known.end(), *side) == known.end())
            context.unknownReference(reader.positionOf("side"), "side", "side", *side, reader.place(), known);
        else
            luck.side = *side;
    }

    // The chances of a procedure are keyed by its last step's results, or by a count's hits.
    const Procedure& last = procedure.step(procedure.stepCount() - 1);
    if (std::holds_alternative<CountMethod>(last.method)) {
        for (const std::string_view key : {"best_first", "values"})
            reader.refuse(key, "a count's results are numbers of hits: rank them with 'hits: more_is_better' or "
                               "'hits: fewer_is_better'");
        if (!reader.require("hits"))
            return luck;
        const auto hits = reader.text("hits").value_or("");
        if (hits == "more_is_better")
            luck.ranking = LuckOrder::Ranking::MoreHits;
        else if (hits == "fewer_is_better")
            luck.ranking = LuckOrder::Ranking::FewerHits;
        else
            context.notAnOption(reader.positionOf("hits"), "hits", hits, reader.place(), hitsOptions);
        return luck;
    }
    reader.refuse("hits", "only a count ranks its results by their number of hits");
    if (reader.has("best_first") && reader.has("values"))
        reader.refuse("values", "the results are ranked one way: by 'best_first' or by 'values'");
    else if (!reader.has("best_first") && !reader.has("values")) {
        context.missingKey(reader.position(), "best_first",
                           reader.place() + " (luck ranks the results with one of 'best_first' and 'values')");
        return luck;
    }
    std::vector<std::string> codes;
    for (const auto& result : last.results)
        codes.push_back(result.code);
    const std::string_view key = reader.has("best_first") ? "best_first" : "values";
    if (key == "best_first")
        readBestFirst(reader, codes, luck);
    else
        readValues(reader, codes, luck);
    // A result left unranked could not be told lucky or not: every one must be ranked.
    for (const auto& code : codes)
        if (luck.values.find(code) == luck.values.end() && reader.value(key).IsDefined())
            context.unrankedResult(reader.positionOf(key), key, code, reader.place());
    return luck;
}

}  // namespace umpire
