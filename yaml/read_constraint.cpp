// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/read_expression.h"
#include "yaml/readers.h"

namespace umpire {

Constraint readConstraint(const YAML::Node& node, ReadContext& context, const ProcedureNames& names)
{
    Constraint constraint;
    const MappingReader reader(node, MappingKind::Constraint, context);
    constraint.id = reader.text("id").value_or("");
    if (auto require = reader.expression("require", names.scope, ValueType::Kind::Boolean))
        constraint.require = std::move(*require);
    constraint.message = reader.text("message").value_or("");
    constraint.rule = reader.text("rule").value_or("");
    if (reader.value("message").IsDefined())
        checkPlaceholders(reader.value("message"), "message", reader.place(), names.valueNames, context);
    return constraint;
}

}  // namespace umpire
