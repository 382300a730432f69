// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/read_expression.h"

#include "engine/name_scope.h"
#include "yaml/read_context.h"
#include "yaml/source_position.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>

namespace umpire {

namespace {

bool isNameCharacter(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// Where `name` first stands as a whole word in `text` (0 when it cannot be found).
std::size_t wordOffset(const std::string& text, const std::string& name)
{
    for (std::size_t at = text.find(name); at != std::string::npos; at = text.find(name, at + 1)) {
        const bool startsWord = at == 0 || !isNameCharacter(text[at - 1]);
        const bool endsWord = at + name.size() >= text.size() || !isNameCharacter(text[at + name.size()]);
        if (startsWord && endsWord)
            return at;
    }
    return 0;
}

}  // namespace

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
    bool readsConditional = false;
    for (const auto& name : expression.namesUsed()) {
        if (const std::string* owner = context.conditionalOwner(name)) {
            context.conditionalRead(positionInScalar(scalar, wordOffset(text, name), context.source()), key, place,
                                    name, *owner);
            readsConditional = true;
        }
    }
    if (readsConditional)
        return std::nullopt;
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
