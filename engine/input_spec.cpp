// SPDX-License-Identifier: GPL-3.0-or-later
#include "input_spec.h"

#include <charconv>

namespace umpire {

ValueType ScalarSpec::valueType() const
{
    switch (kind) {
    case Kind::Boolean: return ValueType::boolean();
    case Kind::Integer: return ValueType::integer();
    case Kind::Choice: return ValueType::choice(choices);
    }
    return ValueType::integer();
}

std::string ScalarSpec::check(const Value& value) const
{
    switch (kind) {
    case Kind::Boolean:
        return value.isBoolean() ? "" : "must be yes or no";
    case Kind::Integer:
        if (!value.isInteger())
            return "must be a whole number";
        if (value.asInteger() < min || value.asInteger() > max)
            return "must be between " + std::to_string(min) + " and " + std::to_string(max) + ", not " + value.toString();
        return "";
    case Kind::Choice:
        if (!value.isChoice() || !choices || !choices->contains(value.asChoice()))
            return "must be one of " + allowed() + (value.isChoice() ? ", not '" + value.asChoice() + "'" : "");
        return "";
    }
    return "";
}

std::optional<Value> ScalarSpec::parse(const std::string& text) const
{
    switch (kind) {
    case Kind::Boolean:
        if (text == "true" || text == "yes" || text == "1" || text == "on")
            return Value(true);
        if (text == "false" || text == "no" || text == "0" || text == "off")
            return Value(false);
        return std::nullopt;
    case Kind::Integer: {
        std::int64_t v = 0;
        const char* begin = text.data();
        const char* end = text.data() + text.size();
        if (begin != end && *begin == '+')
            ++begin;
        const auto [ptr, error] = std::from_chars(begin, end, v);
        if (text.empty() || error != std::errc{} || ptr != end)
            return std::nullopt;
        return Value(v);
    }
    case Kind::Choice:
        if (choices && choices->contains(text))
            return Value(ChoiceValue{text});
        return std::nullopt;
    }
    return std::nullopt;
}

std::string ScalarSpec::allowed() const
{
    switch (kind) {
    case Kind::Boolean: return "yes or no";
    case Kind::Integer: return std::to_string(min) + ".." + std::to_string(max);
    case Kind::Choice: {
        std::string out;
        for (const auto& option : options)
            out += (out.empty() ? "" : " | ") + option.id;
        return out;
    }
    }
    return "";
}

std::string ScalarSpec::labelOf(const Value& value) const
{
    if (kind == Kind::Choice && value.isChoice())
        for (const auto& option : options)
            if (option.id == value.asChoice())
                return option.label;
    return value.toString();
}

ValueType InputSpec::valueType() const
{
    if (kind == Kind::Units)
        return ValueType::unitList(fields);
    return scalar.valueType();
}

Value InputSpec::defaultValue() const
{
    if (kind != Kind::Units)
        return scalar.defaultValue;
    // A list starts with as many default units as it must hold.
    UnitList units;
    for (std::int64_t i = 0; i < minUnits; ++i) {
        UnitRecord unit;
        for (const auto& field : *fields)
            unit.emplace(field.id, field.spec.defaultValue);
        units.push_back(std::move(unit));
    }
    return units;
}

const char* inputKindName(InputSpec::Kind kind)
{
    switch (kind) {
    case InputSpec::Kind::Boolean: return "boolean";
    case InputSpec::Kind::Integer: return "integer";
    case InputSpec::Kind::Choice: return "choice";
    case InputSpec::Kind::Units: return "units";
    }
    return "?";
}

}  // namespace umpire
