// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

GameOption readGameOption(const YAML::Node& node, ReadContext& context)
{
    GameOption option;
    const MappingReader reader(node, MappingKind::GameOption, context);
    if (!reader.isMapping())
        return option;
    option.id = reader.text("id").value_or("");
    option.label = reader.text("label").value_or("");
    option.rule = reader.text("rule").value_or("");
    option.help = reader.text("help").value_or("");
    // An option is switched on or off, or chooses one reading among several.
    const auto type = reader.text("type");
    if (!type)
        return option;
    if (*type == "boolean") {
        option.spec = readScalarSpec(reader, ScalarSpec::Kind::Boolean);
    } else if (*type == "choice") {
        option.spec = readScalarSpec(reader, ScalarSpec::Kind::Choice);
    } else {
        context.wrongType(reader.positionOf("type"), "type", reader.place(), "boolean or choice",
                          describeFound(reader.value("type")));
    }
    return option;
}

}  // namespace umpire
