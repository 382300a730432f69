// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/expression.h"
#include "engine/value_type.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace YAML {
class Node;
}

namespace umpire {

class NameScope;
class ReadContext;

/// Parses the expression written in a YAML scalar against `scope`, requiring type `expected`
/// when given. Each error is reported at its own line and column inside the scalar.
std::optional<Expression> readExpression(const YAML::Node& scalar, std::string_view key, std::string_view place,
                                         const NameScope& scope, std::optional<ValueType::Kind> expected,
                                         ReadContext& context);

/// Checks every `{name}` placeholder of a text names one of `names` (inputs and derived values).
void checkPlaceholders(const YAML::Node& scalar, std::string_view key, std::string_view place,
                       const std::vector<std::string>& names, ReadContext& context);

}  // namespace umpire
