// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace umpire {

struct UnitFieldSpec;

/// The options a choice can take, in the module's order.
struct ChoiceSet {
    std::vector<std::string> options;
    bool contains(const std::string& option) const;
    /// "inferior, normal, superior"
    std::string listed() const;
};

/// The static type of an input, a derived value or an expression.
struct ValueType {
    enum class Kind { Integer, Fraction, Boolean, Choice, Units };

    Kind kind = Kind::Integer;
    /// Set for Choice: which options are allowed.
    std::shared_ptr<const ChoiceSet> choices;
    /// Set for Units: the fields every unit carries (scalar types only).
    std::shared_ptr<const std::vector<UnitFieldSpec>> unitFields;

    static ValueType integer() { return {Kind::Integer, nullptr, nullptr}; }
    static ValueType fraction() { return {Kind::Fraction, nullptr, nullptr}; }
    static ValueType boolean() { return {Kind::Boolean, nullptr, nullptr}; }
    static ValueType choice(std::shared_ptr<const ChoiceSet> set) { return {Kind::Choice, std::move(set), nullptr}; }
    static ValueType unitList(std::shared_ptr<const std::vector<UnitFieldSpec>> fields)
    {
        return {Kind::Units, nullptr, std::move(fields)};
    }

    bool isNumber() const { return kind == Kind::Integer || kind == Kind::Fraction; }
    /// Same kind, and for choices the same option set.
    bool sameAs(const ValueType& other) const;
    /// "integer", "fraction", "boolean", "choice of (a, b)", "list of units"
    std::string describe() const;
    /// describe() with its article: "an integer", "a boolean".
    std::string describeWithArticle() const;
};

const char* kindName(ValueType::Kind kind);

}  // namespace umpire
