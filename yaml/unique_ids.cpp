// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/unique_ids.h"

#include "yaml/mapping_reader.h"

namespace umpire {

void UniqueIds::checkList(const MappingReader& parent, std::string_view listKey, std::string_view idKey,
                          std::string_view noun)
{
    const YAML::Node list = parent.value(listKey);
    if (!list.IsDefined() || !list.IsSequence())
        return;
    const std::string key(idKey);
    std::size_t index = 0;
    for (const YAML::Node& item : list) {
        const YAML::Node id = item.IsMap() ? item[key] : YAML::Node(YAML::NodeType::Undefined);
        if (id.IsDefined() && id.IsScalar()) {
            const SourcePosition at = positionOf(id);
            const auto [it, inserted] = firstLines_.emplace(id.Scalar(), at.line);
            if (!inserted) {
                const std::string path = std::string(listKey) + "[" + std::to_string(index) + "]." + key;
                parent.context().duplicateId(at, path, noun, id.Scalar(), parent.place(), it->second);
            }
        }
        ++index;
    }
}

}  // namespace umpire
