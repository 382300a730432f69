// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/first_match_list.h"

#include "yaml/mapping_reader.h"

namespace umpire {

void checkFirstMatchList(const MappingReader& parent, std::string_view listKey, std::string_view noun)
{
    const YAML::Node list = parent.value(listKey);
    if (!list.IsDefined() || !list.IsSequence() || list.size() == 0)
        return;
    ReadContext& context = parent.context();
    ReadContext::PathScope keyScope(context, std::string(listKey));
    const std::size_t last = list.size() - 1;
    for (std::size_t i = 0; i <= last; ++i) {
        const YAML::Node item = list[i];
        if (!item.IsMap())
            continue;
        ReadContext::PathScope itemScope(context, i);
        const bool conditional = item["when"].IsDefined();
        const std::string place = std::string(noun) + " " + std::to_string(i + 1) + " of " + context.owner();
        if (i < last && !conditional)
            context.otherwiseNotLast(positionOf(item), place);
        if (i == last && conditional)
            context.lastNeedsOtherwise(positionOf(item["when"]), noun, context.owner());
    }
}

}  // namespace umpire
