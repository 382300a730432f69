// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

InputGroup readInputGroup(const YAML::Node& node, ReadContext& context)
{
    const MappingReader reader(node, MappingKind::Group, context);
    return {reader.text("id").value_or(""), reader.text("label").value_or("")};
}

}  // namespace umpire
