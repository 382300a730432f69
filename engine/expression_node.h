#pragma once

#include "value.h"
#include "value_type.h"

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace umpire {

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
    std::vector<std::shared_ptr<ExpressionNode>> args;
    ValueType type;
};

}  // namespace umpire
