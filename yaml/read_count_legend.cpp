// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

CountLegend readCountLegend(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    CountLegend legend;
    const MappingReader reader(node, MappingKind::CountLegend, context);
    legend.label = reader.text("label").value_or("");
    legend.text = reader.text("text").value_or("");
    legend.rule = reader.text("rule").value_or("");
    if (reader.has("when")) {
        // A legend is chosen by the number of hits.
        NameScope scope(&names.scope);
        scope.declare("hits", ValueType::integer());
        legend.when = reader.expression("when", scope, ValueType::Kind::Boolean);
    }
    return legend;
}

}  // namespace umpire
