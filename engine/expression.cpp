// SPDX-License-Identifier: GPL-3.0-or-later
#include "expression.h"

#include "arithmetic_error.h"
#include "expression_checker.h"
#include "expression_node.h"
#include "expression_parser.h"
#include "input_spec.h"
#include "name_scope.h"
#include "throw_slots.h"

#include <set>

namespace umpire {

namespace {

using Op = ExpressionNode::Op;

/// `frame` is the throw's frame when the expression was compiled against its slots, else null.
Value evaluateNode(const ExpressionNode& node, const Bindings& bindings, const ThrowFrame* frame);

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
        const Value v = evaluateNode(*node.args[1], unitBindings, frame);
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
    case Op::Name: {
        if (frame && node.slot != kNoSlot)
            if (const Value* bound = frame->get(node.slot))
                return *bound;
        // Not bound by this throw (or not compiled): the name as the bindings see it.
        const Value* v = bindings.lookup(node.name);
        if (!v)
            throw std::logic_error("expression name '" + node.name + "' has no value bound");
        return *v;
    }
    case Op::Negate: {
        const Value v = evaluateNode(*node.args[0], bindings, frame);
        return v.isInteger() ? Value(checkedSub(0, v.asInteger())) : Value(-v.asFraction());
    }
    case Op::Not:
        return !evaluateNode(*node.args[0], bindings, frame).asBoolean();
    case Op::And:
        return evaluateNode(*node.args[0], bindings, frame).asBoolean() && evaluateNode(*node.args[1], bindings, frame).asBoolean();
    case Op::Or:
        return evaluateNode(*node.args[0], bindings, frame).asBoolean() || evaluateNode(*node.args[1], bindings, frame).asBoolean();
    case Op::Add:
    case Op::Subtract:
    case Op::Multiply:
    case Op::Divide:
        return arithmetic(node.op, evaluateNode(*node.args[0], bindings, frame), evaluateNode(*node.args[1], bindings, frame));
    case Op::Equal:
    case Op::NotEqual:
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual:
        return compare(node.op, evaluateNode(*node.args[0], bindings, frame), evaluateNode(*node.args[1], bindings, frame));
    case Op::If:
        return evaluateNode(*node.args[0], bindings, frame).asBoolean() ? evaluateNode(*node.args[1], bindings, frame)
                                                                  : evaluateNode(*node.args[2], bindings, frame);
    case Op::Floor:
        return evaluateNode(*node.args[0], bindings, frame).asFraction().floor();
    case Op::Ceil:
        return evaluateNode(*node.args[0], bindings, frame).asFraction().ceil();
    case Op::Round:
        return evaluateNode(*node.args[0], bindings, frame).asFraction().round();
    case Op::Abs: {
        const Value v = evaluateNode(*node.args[0], bindings, frame);
        return compare(Op::Less, v, Value(0)) ? arithmetic(Op::Subtract, Value(0), v) : v;
    }
    case Op::Min:
    case Op::Max: {
        Value best = evaluateNode(*node.args[0], bindings, frame);
        for (std::size_t i = 1; i < node.args.size(); ++i) {
            const Value v = evaluateNode(*node.args[i], bindings, frame);
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
        const Value row = evaluateNode(*node.args[0], bindings, frame);
        if (node.args.size() == 1)
            return source->read(node.name, row, nullptr);
        const Value column = evaluateNode(*node.args[1], bindings, frame);
        return source->read(node.name, row, &column);
    }
    case Op::Call:
        break;
    }
    throw std::logic_error("expression evaluated before it was checked");
}

void collectNames(const ExpressionNode& node, std::set<std::string>& names, const std::set<std::string>& localFields)
{
    if (node.op == Op::Name && !localFields.count(node.name))
        names.insert(node.name);
    const bool isList = node.op == Op::ListSum || node.op == Op::ListCount || node.op == Op::ListAny ||
                        node.op == Op::ListAll || node.op == Op::ListMin || node.op == Op::ListMax;
    if (isList) {
        names.insert(node.name);
        std::set<std::string> fields = localFields;
        if (node.args[0]->type.unitFields)
            for (const auto& field : *node.args[0]->type.unitFields)
                fields.insert(field.id);
        for (std::size_t i = 1; i < node.args.size(); ++i)
            collectNames(*node.args[i], names, fields);
        return;
    }
    for (const auto& arg : node.args)
        collectNames(*arg, names, localFields);
}

/// Copies the tree, giving each name a throw binds its slot; unit fields inside a list
/// operation shadow those names and keep being read by name.
std::shared_ptr<ExpressionNode> withSlotsNode(const ExpressionNode& node, const ThrowSlots& slots,
                                              const std::set<std::string>& localFields)
{
    auto copy = std::make_shared<ExpressionNode>(node);
    if (node.op == Op::Name && !localFields.count(node.name))
        copy->slot = slots.slotOf(node.name).value_or(kNoSlot);
    const bool isList = node.op == Op::ListSum || node.op == Op::ListCount || node.op == Op::ListAny ||
                        node.op == Op::ListAll || node.op == Op::ListMin || node.op == Op::ListMax;
    std::set<std::string> fields = localFields;
    if (isList && node.args[0]->type.unitFields)
        for (const auto& field : *node.args[0]->type.unitFields)
            fields.insert(field.id);
    for (std::size_t i = 0; i < node.args.size(); ++i)
        copy->args[i] = withSlotsNode(*node.args[i], slots, isList && i > 0 ? fields : localFields);
    return copy;
}

}  // namespace

Expression Expression::withSlots(const std::shared_ptr<const ThrowSlots>& slots) const
{
    Expression compiled = *this;
    if (root_) {
        compiled.root_ = withSlotsNode(*root_, *slots, {});
        compiled.slots_ = slots;
    }
    return compiled;
}

Expression Expression::parse(std::string_view text, const NameScope& scope, std::vector<ExpressionError>& errors)
{
    Expression expression;
    const std::size_t before = errors.size();
    auto root = parseExpressionTree(text, errors);
    if (!root || errors.size() != before)
        return expression;
    if (!checkExpressionTree(*root, scope, errors) || errors.size() != before)
        return expression;
    expression.type_ = root->type;
    expression.root_ = std::move(root);
    expression.text_ = std::string(text);
    return expression;
}

Expression Expression::parseAs(std::string_view text, const NameScope& scope, ValueType::Kind expected,
                               std::vector<ExpressionError>& errors)
{
    Expression expression = parse(text, scope, errors);
    if (!expression.isValid())
        return expression;
    const ValueType::Kind got = expression.type().kind;
    if (got == expected)
        return expression;
    if (expected == ValueType::Kind::Fraction && got == ValueType::Kind::Integer)
        return expression;  // Every integer is a fraction.
    std::string message = std::string("expected ") + (expected == ValueType::Kind::Boolean ? "a true/false condition" :
                                                      expected == ValueType::Kind::Integer ? "a whole number" :
                                                                                             kindName(expected)) +
                          ", but this gives " + expression.type().describeWithArticle();
    if (expected == ValueType::Kind::Integer && got == ValueType::Kind::Fraction)
        message += "; wrap it in floor(), ceil() or round()";
    errors.push_back({0, message});
    return Expression{};
}

Value Expression::evaluate(const Bindings& bindings) const
{
    if (!root_)
        throw std::logic_error("evaluating an empty expression");
    const ThrowFrame* frame = bindings.frame();
    return evaluateNode(*root_, bindings, frame && slots_ && frame->slots() == slots_.get() ? frame : nullptr);
}

std::vector<std::string> Expression::namesUsed() const
{
    std::set<std::string> names;
    if (root_)
        collectNames(*root_, names, {});
    return {names.begin(), names.end()};
}

}  // namespace umpire
