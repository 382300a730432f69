// SPDX-License-Identifier: GPL-3.0-or-later
#include "text_template.h"

#include "input_spec.h"
#include "name_scope.h"

namespace umpire {

namespace {

template <class Show>
std::string fill(std::string_view text, const Bindings& bindings, Show show)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto open = text.find('{', i);
        const auto close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos) {
            out += text.substr(i);  // A lone brace is plain text.
            break;
        }
        out += text.substr(i, open - i);
        const Value* value = bindings.lookup(text.substr(open + 1, close - open - 1));
        out += value ? show(text.substr(open + 1, close - open - 1), *value) : std::string(text.substr(open, close - open + 1));
        i = close + 1;
    }
    return out;
}

}  // namespace

std::string fillPlaceholders(std::string_view text, const Bindings& bindings)
{
    return fill(text, bindings, [](std::string_view, const Value& value) { return value.toReadableString(); });
}

std::string fillPlaceholders(std::string_view text, const Bindings& bindings, const std::vector<InputSpec>& inputs)
{
    return fill(text, bindings, [&](std::string_view name, const Value& value) {
        for (const auto& input : inputs)
            if (input.id == name && input.kind == InputSpec::Kind::Choice)
                return input.scalar.labelOf(value);
        return value.toReadableString();
    });
}

std::vector<std::string> placeholderNames(std::string_view text)
{
    std::vector<std::string> names;
    for (std::size_t i = 0; i < text.size();) {
        const auto open = text.find('{', i);
        const auto close = open == std::string_view::npos ? open : text.find('}', open);
        if (close == std::string_view::npos)
            break;
        names.emplace_back(text.substr(open + 1, close - open - 1));
        i = close + 1;
    }
    return names;
}

}  // namespace umpire
