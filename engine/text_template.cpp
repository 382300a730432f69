#include "text_template.h"

#include "name_scope.h"

namespace umpire {

namespace {

template <typename Visit>
std::string walk(std::string_view text, Visit visit)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto open = text.find('{', i);
        if (open == std::string_view::npos) {
            out += text.substr(i);
            break;
        }
        const auto close = text.find('}', open);
        if (close == std::string_view::npos) {
            out += text.substr(i);
            break;
        }
        out += text.substr(i, open - i);
        out += visit(text.substr(open + 1, close - open - 1), text.substr(open, close - open + 1));
        i = close + 1;
    }
    return out;
}

}  // namespace

std::string fillPlaceholders(std::string_view text, const Bindings& bindings)
{
    return walk(text, [&](std::string_view name, std::string_view whole) {
        const Value* v = bindings.lookup(name);
        return v ? v->toString() : std::string(whole);
    });
}

std::vector<std::string> placeholderNames(std::string_view text)
{
    std::vector<std::string> names;
    walk(text, [&](std::string_view name, std::string_view) {
        names.emplace_back(name);
        return std::string{};
    });
    return names;
}

}  // namespace umpire
