// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/read_context.h"
#include "yaml/readers.h"

#include <algorithm>

namespace umpire {

namespace {

EventChit::Face readChitFace(const YAML::Node& node, ReadContext& context)
{
    const MappingReader reader(node, MappingKind::ChitFace, context);
    return {reader.text("label").value_or(""), reader.text("text").value_or("")};
}

}  // namespace

EventChit readEventChit(const YAML::Node& node, ReadContext& context, const std::vector<Side>& sides)
{
    EventChit chit;
    const MappingReader reader(node, MappingKind::Chit, context);
    chit.id = reader.text("id").value_or("");
    chit.rule = reader.text("rule").value_or("");
    if (const auto side = reader.text("side")) {
        chit.side = *side;
        const bool known = std::any_of(sides.begin(), sides.end(), [&](const Side& s) { return s.id == *side; });
        if (!known) {
            std::vector<std::string> ids;
            for (const auto& s : sides)
                ids.push_back(s.id);
            context.unknownReference(reader.positionOf("side"), "side", "side", *side, reader.place(), ids);
        }
    }
    withKey(reader, "front", [&](const YAML::Node& value) { chit.front = readChitFace(value, context); });
    withKey(reader, "back", [&](const YAML::Node& value) { chit.back = readChitFace(value, context); });
    return chit;
}

}  // namespace umpire
