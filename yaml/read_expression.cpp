// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/read_expression.h"

#include "engine/name_scope.h"
#include "yaml/read_context.h"
#include "yaml/source_position.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace umpire {

std::optional<Expression> readExpression(const YAML::Node& scalar, std::string_view key, std::string_view place,
                                         const NameScope& scope, std::optional<ValueType::Kind> expected,
                                         ReadContext& context)
{
    std::vector<ExpressionError> errors;
    const std::string& text = scalar.Scalar();
    Expression expression = expected ? Expression::parseAs(text, scope, *expected, errors)
                                     : Expression::parse(text, scope, errors);
    for (const auto& error : errors)
        context.expressionError(positionInScalar(scalar, error.offset, context.source()), key, place, error.message);
    if (!expression.isValid()) {
        if (errors.empty())
            context.expressionError(positionOf(scalar), key, place, "invalid expression");
        return std::nullopt;
    }
    return expression;
}

void checkPlaceholders(const YAML::Node& scalar, std::string_view key, std::string_view place,
                       const std::vector<std::string>& names, ReadContext& context)
{
    const std::string& text = scalar.Scalar();
    std::size_t open = text.find('{');
    while (open != std::string::npos) {
        const std::size_t close = text.find('}', open + 1);
        if (close == std::string::npos)
            break;  // A lone brace is plain text, not a placeholder.
        const std::string name = text.substr(open + 1, close - open - 1);
        if (std::find(names.begin(), names.end(), name) == names.end())
            context.unknownReference(positionInScalar(scalar, open + 1, context.source()), key, "placeholder", name,
                                     place, names);
        open = text.find('{', close + 1);
    }
}

}  // namespace umpire
