// SPDX-License-Identifier: GPL-3.0-or-later
#include "value_type.h"

#include <algorithm>

namespace umpire {

bool ChoiceSet::contains(const std::string& option) const
{
    return std::find(options.begin(), options.end(), option) != options.end();
}

std::string ChoiceSet::listed() const
{
    std::string out;
    for (const auto& option : options) {
        if (!out.empty())
            out += ", ";
        out += option;
    }
    return out;
}

bool ValueType::sameAs(const ValueType& other) const
{
    if (kind != other.kind)
        return false;
    if (kind == Kind::Choice)
        return choices == other.choices || (choices && other.choices && choices->options == other.choices->options);
    if (kind == Kind::Units)
        return unitFields == other.unitFields;
    return true;
}

const char* kindName(ValueType::Kind kind)
{
    switch (kind) {
    case ValueType::Kind::Integer: return "integer";
    case ValueType::Kind::Fraction: return "fraction";
    case ValueType::Kind::Boolean: return "boolean";
    case ValueType::Kind::Choice: return "choice";
    case ValueType::Kind::Units: return "list of units";
    }
    return "?";
}

std::string ValueType::describe() const
{
    if (kind == Kind::Choice && choices)
        return std::string("choice of (") + choices->listed() + ")";
    return kindName(kind);
}

std::string ValueType::describeWithArticle() const
{
    return (kind == Kind::Integer ? "an " : "a ") + describe();
}

}  // namespace umpire
