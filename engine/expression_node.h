// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "value.h"
#include "value_type.h"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace umpire {

constexpr std::size_t kNoSlot = static_cast<std::size_t>(-1);

/// One node of a parsed expression. Built and typed by the parser, then never changed.
struct ExpressionNode {
    enum class Op {
        Literal, Name, ChoiceLiteral,
        Negate, Not,
        Add, Subtract, Multiply, Divide,
        Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual,
        And, Or,
        If, Floor, Ceil, Round, Abs, Min, Max,
        ListSum, ListCount, ListAny, ListAll, ListMin, ListMax,
        Lookup,  ///< lookup(table, row[, column]): `name` is the table id, args the keys.
        Call,  ///< A call as parsed; the checker turns it into one of the operations above.
    };

    Op op = Op::Literal;
    std::size_t offset = 0;   ///< Where the node starts in the expression text.
    Value literal;            ///< Literal and ChoiceLiteral.
    std::string name;         ///< Name; for list operations the list's name.
    /// Name only: where a throw keeps this name's value, once compiled (see ThrowSlots).
    std::size_t slot = kNoSlot;
    std::vector<std::shared_ptr<ExpressionNode>> args;
    ValueType type;
    /// Levels of nodes from this one down to its deepest leaf (a leaf is 1). The parser keeps
    /// every tree within kMaxExpressionDepth, so no walk over it can recurse further.
    std::size_t depth = 1;
};

/// The deepest tree an expression may build, and the longest text it may have: a module is
/// written by strangers, and a checker, evaluator or printer walking a deeper tree could
/// exhaust the stack.
constexpr std::size_t kMaxExpressionDepth = 100;
constexpr std::size_t kMaxExpressionLength = 4000;

}  // namespace umpire
