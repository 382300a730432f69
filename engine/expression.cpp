// SPDX-License-Identifier: GPL-3.0-or-later
#include "expression.h"

#include "expression_checker.h"
#include "expression_evaluator.h"
#include "expression_node.h"
#include "expression_parser.h"
#include "input_spec.h"
#include "name_scope.h"
#include "throw_slots.h"

#include <set>

namespace umpire {

namespace {

using Op = ExpressionNode::Op;

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
    std::set<std::string> names;
    collectNames(*root, names, {});
    expression.names_ = std::make_shared<const std::vector<std::string>>(names.begin(), names.end());
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
    return evaluateExpressionNode(*root_, bindings, frame && slots_ && frame->slots() == slots_.get() ? frame : nullptr);
}

const std::vector<std::string>& Expression::namesUsed() const
{
    static const std::vector<std::string> none;
    return names_ ? *names_ : none;
}

}  // namespace umpire
