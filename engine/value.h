// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fraction.h"

#include <cstdint>
#include <map>
#include <string>
#include <variant>
#include <vector>

namespace umpire {

class Value;

/// One unit of a list-of-units input: its field values by field id.
using UnitRecord = std::map<std::string, Value, std::less<>>;
using UnitList = std::vector<UnitRecord>;

/// The option chosen for a choice input (kept apart from text so the two never mix).
struct ChoiceValue {
    std::string option;
    bool operator==(const ChoiceValue&) const = default;
};

/// A run-time value: integer, fraction, boolean, choice or a list of units.
class Value {
public:
    Value() = default;
    Value(std::int64_t v) : data_(v) {}  // NOLINT
    Value(int v) : data_(static_cast<std::int64_t>(v)) {}  // NOLINT
    Value(Fraction v);  // NOLINT: stored as an integer when whole
    Value(bool v) : data_(v) {}  // NOLINT
    Value(ChoiceValue v) : data_(std::move(v)) {}  // NOLINT
    Value(UnitList v) : data_(std::move(v)) {}  // NOLINT

    bool isInteger() const { return std::holds_alternative<std::int64_t>(data_); }
    bool isFraction() const { return std::holds_alternative<Fraction>(data_); }
    bool isNumber() const { return isInteger() || isFraction(); }
    bool isBoolean() const { return std::holds_alternative<bool>(data_); }
    bool isChoice() const { return std::holds_alternative<ChoiceValue>(data_); }
    bool isUnitList() const { return std::holds_alternative<UnitList>(data_); }

    std::int64_t asInteger() const { return std::get<std::int64_t>(data_); }
    /// Any number as a fraction.
    Fraction asFraction() const;
    bool asBoolean() const { return std::get<bool>(data_); }
    const std::string& asChoice() const { return std::get<ChoiceValue>(data_).option; }
    const UnitList& asUnitList() const { return std::get<UnitList>(data_); }

    bool operator==(const Value& other) const = default;

    /// "3", "7/2", "true", "superior", "[2 units]"
    std::string toString() const;
    /// As a player reads it in a sentence: a fraction as "7.5" or "8⅓" (Fraction::toReadableString).
    std::string toReadableString() const;

private:
    std::variant<std::int64_t, Fraction, bool, ChoiceValue, UnitList> data_ = std::int64_t{0};
};

}  // namespace umpire
