// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "value.h"
#include "value_type.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// One option of a choice input or field.
struct ChoiceOption {
    std::string id;
    std::string label;
};

/// What every scalar input and unit field has in common: a type, bounds, options, a default.
struct ScalarSpec {
    enum class Kind { Boolean, Integer, Choice };

    Kind kind = Kind::Integer;
    std::int64_t min = 0;   ///< Integer only.
    std::int64_t max = 0;   ///< Integer only.
    std::vector<ChoiceOption> options;        ///< Choice only.
    std::shared_ptr<const ChoiceSet> choices; ///< Choice only: the option ids, shared with the type.
    Value defaultValue;

    ValueType valueType() const;
    /// Empty when `value` fits this spec, else why not ("must be between 0 and 2", "must be one of ...").
    std::string check(const Value& value) const;
    /// Reads a value typed by a person: "true"/"yes"/"1", "-2", "superior". Empty optional on failure.
    std::optional<Value> parse(const std::string& text) const;
    /// "0..2", "yes/no", "inferior | normal | superior"
    std::string allowed() const;
    /// The value as a player reads it: a choice's label, else the value as text.
    std::string labelOf(const Value& value) const;
};

/// One field of each unit in a list-of-units input (e.g. combat points, neutralised).
struct UnitFieldSpec {
    std::string id;
    std::string label;
    std::string help;
    ScalarSpec spec;
};

/// One input of a procedure: what the players tell the program about the situation.
struct InputSpec {
    enum class Kind { Boolean, Integer, Choice, Units };

    std::string id;
    std::string label;
    std::string help;
    std::string group;   ///< Id of a procedure group (attacker, defender, terrain, ...); may be empty.
    std::string rule;    ///< Rule reference such as "7.4".
    Kind kind = Kind::Integer;
    ScalarSpec scalar;   ///< For Boolean, Integer and Choice.
    /// No default: a situation must set it, or is refused naming it (a default that could
    /// silently decide a result).
    bool required = false;
    /// With `required`: refused only when the situation reads it (an Abbeville fire's range,
    /// which an indirect fire by a fresh battery never reads): not asked where it cannot matter.
    bool requiredWhenRead = false;

    // Units only:
    std::shared_ptr<const std::vector<UnitFieldSpec>> fields;
    std::int64_t minUnits = 0;
    std::int64_t maxUnits = 0;

    ValueType valueType() const;
    /// The value used when the situation does not set this input.
    Value defaultValue() const;
};

const char* inputKindName(InputSpec::Kind kind);

}  // namespace umpire
