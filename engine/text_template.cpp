// SPDX-License-Identifier: GPL-3.0-or-later
#include "text_template.h"

#include "name_scope.h"

namespace umpire {

std::string fillPlaceholders(std::string_view text, const Bindings& bindings)
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
        out += value ? value->toString() : std::string(text.substr(open, close - open + 1));
        i = close + 1;
    }
    return out;
}

}  // namespace umpire
