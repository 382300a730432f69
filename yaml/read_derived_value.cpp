// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

DerivedValue readDerivedValue(const YAML::Node& node, ReadContext& context, const NameScope& scope)
{
    DerivedValue derived;
    const MappingReader reader(node, MappingKind::DerivedValue, context);
    derived.id = reader.text("id").value_or("");
    derived.label = reader.text("label").value_or("");
    if (auto value = reader.expression("value", scope, std::nullopt))
        derived.value = std::move(*value);
    return derived;
}

}  // namespace umpire
