// SPDX-License-Identifier: GPL-3.0-or-later
#include "expression_evaluator.h"

#include "arithmetic_error.h"
#include "expression_node.h"
#include "input_not_given.h"
#include "name_scope.h"
#include "throw_slots.h"

#include <stdexcept>

namespace umpire {

namespace {

using Op = ExpressionNode::Op;

/// Any node: whole numbers and conditions take the typed paths below, the rest evaluateNode().
Value evaluateAny(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame);
/// One node by its operation; its arguments through evaluateAny().
Value evaluateNode(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame);

bool isWhole(const ExpressionNode& node)
{
    return node.type.kind == ValueType::Kind::Integer;
}

const Value& nameValue(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame)
{
    if (frame && node.slot != kNoSlot)
        if (const Value* bound = frame->get(node.slot))
            return *bound;
    // Not bound by this throw (or not compiled): the name as the bindings see it.
    const Value* v = bindings.lookup(node.name);
    if (!v) {
        if (const std::string* input = bindings.withheldInput(node.name))
            throw InputNotGiven(*input);
        throw std::logic_error("expression name '" + node.name + "' has no value bound");
    }
    return *v;
}

// The typed paths: most of what the exact odds evaluate, thousands of times per situation, is
// whole numbers (dice, sums, differences) and comparisons of them. Reading them as integers
// builds no Value on the way. Arguments are evaluated left to right. Any other operation goes
// through evaluateNode(). False (a value not of the checked type, which a checked tree never
// gives) makes the caller evaluate the node the general way, so the result is always the same.
// The value comes back through `out`: a returned std::optional stalls the store forwarding.

bool wholeOf(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame, std::int64_t& out);

/// An argument: a compiled name or a literal is read here, without a call (most arguments are).
inline bool wholeArgument(const ExpressionNode& arg, const Bindings& bindings, const ThrowFrame* frame, std::int64_t& out)
{
    if (arg.op == Op::Name && frame && arg.slot != kNoSlot && frame->whole(arg.slot, out))
        return true;
    if (arg.op == Op::Literal && arg.literal.isInteger()) {
        out = arg.literal.asInteger();
        return true;
    }
    return wholeOf(arg, bindings, frame, out);
}

bool allWhole(const ExpressionNode& node, std::size_t from = 0)
{
    for (std::size_t i = from; i < node.args.size(); ++i)
        if (!isWhole(*node.args[i]))
            return false;
    return true;
}

/// A condition: `when`s, outcomes, triggers.
bool conditionOf(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame, bool& out)
{
    switch (node.op) {
    case Op::Name: {
        const Value& v = nameValue(node, bindings, frame);
        if (!v.isBoolean())
            return false;
        out = v.asBoolean();
        return true;
    }
    case Op::Not:
        if (!conditionOf(*node.args[0], bindings, frame, out))
            return false;
        out = !out;
        return true;
    case Op::And:
    case Op::Or:
        if (!conditionOf(*node.args[0], bindings, frame, out))
            return false;
        if (out == (node.op == Op::Or))
            return true;  // Short-circuit, as the general path.
        return conditionOf(*node.args[1], bindings, frame, out);
    case Op::Equal:
    case Op::NotEqual:
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual: {
        if (!allWhole(node))
            break;
        std::int64_t x = 0;
        std::int64_t y = 0;
        if (!wholeArgument(*node.args[0], bindings, frame, x) || !wholeArgument(*node.args[1], bindings, frame, y))
            return false;
        switch (node.op) {
        case Op::Equal: out = x == y; break;
        case Op::NotEqual: out = x != y; break;
        case Op::Less: out = x < y; break;
        case Op::LessEqual: out = x <= y; break;
        case Op::Greater: out = x > y; break;
        default: out = x >= y; break;
        }
        return true;
    }
    default:
        break;
    }
    const Value v = evaluateNode(node, bindings, frame);
    if (!v.isBoolean())
        return false;
    out = v.asBoolean();
    return true;
}

bool wholeOf(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame, std::int64_t& out)
{
    switch (node.op) {
    case Op::Literal:
        if (!node.literal.isInteger())
            break;
        out = node.literal.asInteger();
        return true;
    case Op::Name: {
        if (frame && node.slot != kNoSlot && frame->whole(node.slot, out))
            return true;
        const Value& v = nameValue(node, bindings, frame);
        if (!v.isInteger())
            return false;
        out = v.asInteger();
        return true;
    }
    case Op::Add:
    case Op::Subtract:
    case Op::Multiply: {
        if (!allWhole(node))
            break;
        std::int64_t x = 0;
        std::int64_t y = 0;
        if (!wholeArgument(*node.args[0], bindings, frame, x) || !wholeArgument(*node.args[1], bindings, frame, y))
            return false;
        out = node.op == Op::Add ? checkedAdd(x, y) : node.op == Op::Subtract ? checkedSub(x, y) : checkedMul(x, y);
        return true;
    }
    case Op::Negate:
    case Op::Abs: {
        if (!allWhole(node))
            break;
        std::int64_t x = 0;
        if (!wholeArgument(*node.args[0], bindings, frame, x))
            return false;
        out = node.op == Op::Abs && x >= 0 ? x : checkedSub(0, x);
        return true;
    }
    case Op::If: {
        if (!allWhole(node, 1))
            break;
        bool condition = false;
        if (!conditionOf(*node.args[0], bindings, frame, condition))
            return false;
        return wholeArgument(*node.args[condition ? 1 : 2], bindings, frame, out);
    }
    case Op::Min:
    case Op::Max: {
        if (!allWhole(node))
            break;
        std::int64_t best = 0;
        if (!wholeArgument(*node.args[0], bindings, frame, best))
            return false;
        for (std::size_t i = 1; i < node.args.size(); ++i) {
            std::int64_t v = 0;
            if (!wholeArgument(*node.args[i], bindings, frame, v))
                return false;
            if (node.op == Op::Min ? v < best : v > best)
                best = v;
        }
        out = best;
        return true;
    }
    default:
        break;
    }
    const Value v = evaluateNode(node, bindings, frame);
    if (!v.isInteger())
        return false;
    out = v.asInteger();
    return true;
}

Value evaluateAny(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame)
{
    if (node.type.kind == ValueType::Kind::Integer) {
        std::int64_t x = 0;
        if (wholeOf(node, bindings, frame, x))
            return x;
    } else if (node.type.kind == ValueType::Kind::Boolean) {
        bool x = false;
        if (conditionOf(node, bindings, frame, x))
            return x;
    }
    return evaluateNode(node, bindings, frame);
}

Value arithmetic(Op op, const Value& a, const Value& b)
{
    if (a.isInteger() && b.isInteger() && op != Op::Divide) {
        switch (op) {
        case Op::Add: return checkedAdd(a.asInteger(), b.asInteger());
        case Op::Subtract: return checkedSub(a.asInteger(), b.asInteger());
        default: return checkedMul(a.asInteger(), b.asInteger());
        }
    }
    const Fraction x = a.asFraction();
    const Fraction y = b.asFraction();
    switch (op) {
    case Op::Add: return x + y;
    case Op::Subtract: return x - y;
    case Op::Multiply: return x * y;
    default: return x / y;
    }
}

bool compare(Op op, const Value& a, const Value& b)
{
    if (a.isInteger() && b.isInteger()) {  // The common case, without building fractions.
        const std::int64_t x = a.asInteger();
        const std::int64_t y = b.asInteger();
        switch (op) {
        case Op::Equal: return x == y;
        case Op::NotEqual: return x != y;
        case Op::Less: return x < y;
        case Op::LessEqual: return x <= y;
        case Op::Greater: return x > y;
        default: return x >= y;
        }
    }
    if (op == Op::Equal || op == Op::NotEqual) {
        const bool equal = a.isNumber() ? a.asFraction() == b.asFraction() : a == b;
        return op == Op::Equal ? equal : !equal;
    }
    const auto order = a.asFraction() <=> b.asFraction();
    switch (op) {
    case Op::Less: return order < 0;
    case Op::LessEqual: return order <= 0;
    case Op::Greater: return order > 0;
    default: return order >= 0;
    }
}

const UnitList& listOf(const ExpressionNode& node, const Bindings& bindings)
{
    return bindings.lookup(node.name)->asUnitList();
}

Value evaluateList(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame)
{
    const UnitList& units = listOf(node, bindings);
    if (node.op == Op::ListCount && node.args.size() == 1)
        return static_cast<std::int64_t>(units.size());
    if ((node.op == Op::ListMin || node.op == Op::ListMax) && units.empty())
        throw ArithmeticError("there is no unit in '" + node.name + "' to take the " +
                              (node.op == Op::ListMin ? "smallest" : "largest") + " value of");
    Value accumulator;
    switch (node.op) {
    case Op::ListSum: accumulator = std::int64_t{0}; break;
    case Op::ListCount: accumulator = std::int64_t{0}; break;
    case Op::ListAny: accumulator = false; break;
    case Op::ListAll: accumulator = true; break;
    default: break;
    }
    bool first = true;
    for (const UnitRecord& unit : units) {
        Bindings unitBindings(&bindings);
        unitBindings.bindAll(unit);
        const Value v = evaluateAny(*node.args[1], unitBindings, frame);
        switch (node.op) {
        case Op::ListSum: accumulator = arithmetic(Op::Add, accumulator, v); break;
        case Op::ListCount: if (v.asBoolean()) accumulator = arithmetic(Op::Add, accumulator, Value(1)); break;
        case Op::ListAny: if (v.asBoolean()) return true; break;
        case Op::ListAll: if (!v.asBoolean()) return false; break;
        case Op::ListMin: if (first || compare(Op::Less, v, accumulator)) accumulator = v; break;
        default: if (first || compare(Op::Greater, v, accumulator)) accumulator = v; break;
        }
        first = false;
    }
    return accumulator;
}

Value evaluateNode(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame)
{
    switch (node.op) {
    case Op::Literal:
    case Op::ChoiceLiteral:
        return node.literal;
    case Op::Name:
        return nameValue(node, bindings, frame);
    case Op::Negate: {
        const Value v = evaluateAny(*node.args[0], bindings, frame);
        return v.isInteger() ? Value(checkedSub(0, v.asInteger())) : Value(-v.asFraction());
    }
    case Op::Not:
        return !evaluateAny(*node.args[0], bindings, frame).asBoolean();
    case Op::And:
        return evaluateAny(*node.args[0], bindings, frame).asBoolean() && evaluateAny(*node.args[1], bindings, frame).asBoolean();
    case Op::Or:
        return evaluateAny(*node.args[0], bindings, frame).asBoolean() || evaluateAny(*node.args[1], bindings, frame).asBoolean();
    case Op::Add:
    case Op::Subtract:
    case Op::Multiply:
    case Op::Divide: {
        // Left to right: when both sides need a chart reading, the left one is asked first.
        const Value x = evaluateAny(*node.args[0], bindings, frame);
        return arithmetic(node.op, x, evaluateAny(*node.args[1], bindings, frame));
    }
    case Op::Equal:
    case Op::NotEqual:
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual: {
        const Value x = evaluateAny(*node.args[0], bindings, frame);
        return compare(node.op, x, evaluateAny(*node.args[1], bindings, frame));
    }
    case Op::If:
        return evaluateAny(*node.args[0], bindings, frame).asBoolean() ? evaluateAny(*node.args[1], bindings, frame)
                                                                  : evaluateAny(*node.args[2], bindings, frame);
    case Op::Floor:
        return evaluateAny(*node.args[0], bindings, frame).asFraction().floor();
    case Op::Ceil:
        return evaluateAny(*node.args[0], bindings, frame).asFraction().ceil();
    case Op::Round:
        return evaluateAny(*node.args[0], bindings, frame).asFraction().round();
    case Op::Abs: {
        const Value v = evaluateAny(*node.args[0], bindings, frame);
        return compare(Op::Less, v, Value(0)) ? arithmetic(Op::Subtract, Value(0), v) : v;
    }
    case Op::Min:
    case Op::Max: {
        Value best = evaluateAny(*node.args[0], bindings, frame);
        for (std::size_t i = 1; i < node.args.size(); ++i) {
            const Value v = evaluateAny(*node.args[i], bindings, frame);
            if (compare(node.op == Op::Min ? Op::Less : Op::Greater, v, best))
                best = v;
        }
        return best;
    }
    case Op::ListSum:
    case Op::ListCount:
    case Op::ListAny:
    case Op::ListAll:
    case Op::ListMin:
    case Op::ListMax:
        return evaluateList(node, bindings, frame);
    case Op::Lookup: {
        const LookupSource* source = bindings.lookupSource();
        if (!source)
            throw std::logic_error("lookup() evaluated without its tables");
        const Value row = evaluateAny(*node.args[0], bindings, frame);
        if (node.args.size() == 1)
            return source->read(node.name, row, nullptr);
        const Value column = evaluateAny(*node.args[1], bindings, frame);
        return source->read(node.name, row, &column);
    }
    case Op::Call:
        break;
    }
    throw std::logic_error("expression evaluated before it was checked");
}

}  // namespace

Value evaluateExpressionNode(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame)
{
    return evaluateAny(node, bindings, frame);
}

}  // namespace umpire
