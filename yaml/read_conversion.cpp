// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

ResultConversion readConversion(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                                const std::set<std::string, std::less<>>& resultCodes)
{
    ResultConversion conversion;
    const MappingReader reader(node, MappingKind::Conversion, context);
    if (!reader.isMapping())
        return conversion;
    conversion.id = reader.text("id").value_or("");
    conversion.label = reader.text("label").value_or("");
    conversion.rule = reader.text("rule").value_or("");
    // Both ends are result codes of the step, with their legends.
    const YAML::Node from = reader.value("from");
    conversion.from = reader.texts("from");
    for (std::size_t i = 0; i < conversion.from.size(); ++i) {
        if (resultCodes.find(conversion.from[i]) == resultCodes.end())
            context.resultWithoutLegend(positionOf(from[i]), "from[" + std::to_string(i) + "]", conversion.from[i],
                                        reader.place());
    }
    if (const auto to = reader.text("to")) {
        if (resultCodes.find(*to) == resultCodes.end())
            context.resultWithoutLegend(reader.positionOf("to"), "to", *to, reader.place());
        conversion.to = *to;
    }
    if (reader.has("when"))
        conversion.when = reader.expression("when", names.scope, ValueType::Kind::Boolean);
    return conversion;
}

}  // namespace umpire
