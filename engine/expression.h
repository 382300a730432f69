// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "value.h"
#include "value_type.h"

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

class NameScope;
class Bindings;
class ThrowSlots;
struct ExpressionNode;

/// A problem found while parsing or type-checking an expression, at a 0-based offset into its text.
struct ExpressionError {
    std::size_t offset = 0;
    std::string message;
};

/// A parsed and type-checked expression of the module language (see docs/expressions.md).
/// Immutable and cheap to copy; evaluation never loops and never runs code from the module.
class Expression {
public:
    Expression() = default;

    /// Parses and type-checks `text` against `scope`. On failure returns no expression and
    /// at least one error; the errors name the offending token.
    static Expression parse(std::string_view text, const NameScope& scope, std::vector<ExpressionError>& errors);

    /// Same, and also requires the result to have `expected` type (an Integer context
    /// refuses a Fraction with a hint to use floor, ceil or round).
    static Expression parseAs(std::string_view text, const NameScope& scope, ValueType::Kind expected,
                              std::vector<ExpressionError>& errors);

    bool isValid() const { return root_ != nullptr; }
    const ValueType& type() const { return type_; }
    const std::string& text() const { return text_; }

    /// Evaluates with the given bindings. Throws ArithmeticError on overflow, division by zero
    /// or min/max over an empty list; every name was checked at parse time.
    Value evaluate(const Bindings& bindings) const;

    /// Every name this expression reads (inputs, derived values), sorted, for dependency
    /// ordering. Collected once when the expression is parsed: the exact odds ask for them
    /// on every throw they evaluate.
    const std::vector<std::string>& namesUsed() const;

    /// A copy whose names bound by a throw read their slot of `slots` directly, when the
    /// expression is evaluated with a ThrowFrame of the same slots; by name otherwise.
    Expression withSlots(const std::shared_ptr<const ThrowSlots>& slots) const;

private:
    std::shared_ptr<const ExpressionNode> root_;
    std::shared_ptr<const ThrowSlots> slots_;
    std::shared_ptr<const std::vector<std::string>> names_;
    ValueType type_;
    std::string text_;
};

}  // namespace umpire
