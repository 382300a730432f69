// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/reserved_names.h"

#include "engine/assessment_names.h"
#include "yaml/mapping_reader.h"

#include <algorithm>
#include <array>

namespace umpire {

namespace {

constexpr std::array<std::string_view, 10> reservedNames = {"roll", "natural", "target", "die", "hits",
                                                            "and",  "or",      "not",    "true", "false"};

}  // namespace

bool isReservedName(std::string_view name)
{
    return std::find(reservedNames.begin(), reservedNames.end(), name) != reservedNames.end() ||
           std::find(assessmentNames.begin(), assessmentNames.end(), name) != assessmentNames.end();
}

void refuseReservedNames(const MappingReader& parent, std::string_view listKey, std::string_view noun)
{
    const YAML::Node list = parent.value(listKey);
    if (!list.IsDefined() || !list.IsSequence())
        return;
    std::size_t index = 0;
    for (const YAML::Node& item : list) {
        const YAML::Node id = item.IsMap() ? item["id"] : YAML::Node(YAML::NodeType::Undefined);
        if (id.IsDefined() && id.IsScalar() && isReservedName(id.Scalar())) {
            const std::string path = std::string(listKey) + "[" + std::to_string(index) + "].id";
            parent.context().reservedName(positionOf(id), path, id.Scalar(),
                                          std::string(noun) + " '" + id.Scalar() + "'");
        }
        ++index;
    }
}

}  // namespace umpire
