// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

namespace umpire {

TriggerDefinition readTrigger(const YAML::Node& node, ReadContext& context, const NameScope& scope,
                              const std::vector<ResultDefinition>& results)
{
    TriggerDefinition trigger;
    const MappingReader reader(node, MappingKind::Trigger, context);
    if (!reader.isMapping())
        return trigger;
    trigger.id = reader.text("id").value_or("");
    trigger.label = reader.text("label").value_or("");
    trigger.rule = reader.text("rule").value_or("");
    trigger.text = reader.text("text").value_or("");
    if (auto when = reader.expression("when", scope, ValueType::Kind::Boolean)) {
        checkEffectsRead(reader, "when", *when, results);
        trigger.when = std::move(*when);
    }
    checkTextPlaceholders(reader, "text", scope);
    return trigger;
}

}  // namespace umpire
