// SPDX-License-Identifier: GPL-3.0-or-later
#include "expression_checker.h"

#include "input_spec.h"
#include "name_scope.h"
#include "text_distance.h"

#include <map>

namespace umpire {

namespace {

using Op = ExpressionNode::Op;
using Kind = ValueType::Kind;

const std::vector<std::string>& functionNames()
{
    static const std::vector<std::string> names = {"if", "floor", "ceil", "round", "abs", "min", "max",
                                                   "sum", "count", "any", "all", "lookup"};
    return names;
}

class Checker {
public:
    Checker(std::vector<ExpressionError>& errors) : errors_(errors) {}

    bool check(ExpressionNode& node, const NameScope& scope)
    {
        switch (node.op) {
        case Op::Literal:
            node.type = node.literal.isBoolean() ? ValueType::boolean() : ValueType::integer();
            return true;
        case Op::ChoiceLiteral:
            return true;
        case Op::Name:
            return checkName(node, scope);
        case Op::Negate:
            return checkNumbers(node, scope, "'-'") && (node.type = node.args[0]->type, true);
        case Op::Not:
            return checkBooleans(node, scope, "'not'");
        case Op::And:
            return checkBooleans(node, scope, "'and'");
        case Op::Or:
            return checkBooleans(node, scope, "'or'");
        case Op::Add:
        case Op::Subtract:
        case Op::Multiply:
            if (!checkNumbers(node, scope, operatorName(node.op)))
                return false;
            node.type = promoted(node.args);
            return true;
        case Op::Divide:
            if (!checkNumbers(node, scope, "'/'"))
                return false;
            node.type = ValueType::fraction();
            return true;
        case Op::Equal:
        case Op::NotEqual:
            return checkEquality(node, scope);
        case Op::Less:
        case Op::LessEqual:
        case Op::Greater:
        case Op::GreaterEqual:
            if (!checkNumbers(node, scope, operatorName(node.op)))
                return false;
            node.type = ValueType::boolean();
            return true;
        case Op::Call:
            return checkCall(node, scope);
        default:
            return true;  // Already resolved.
        }
    }

private:
    static const char* operatorName(Op op)
    {
        switch (op) {
        case Op::Add: return "'+'";
        case Op::Subtract: return "'-'";
        case Op::Multiply: return "'*'";
        case Op::Less: return "'<'";
        case Op::LessEqual: return "'<='";
        case Op::Greater: return "'>'";
        case Op::GreaterEqual: return "'>='";
        default: return "this operator";
        }
    }

    static ValueType promoted(const std::vector<std::shared_ptr<ExpressionNode>>& args)
    {
        for (const auto& arg : args)
            if (arg->type.kind == Kind::Fraction)
                return ValueType::fraction();
        return ValueType::integer();
    }

    bool fail(std::size_t offset, std::string message)
    {
        errors_.push_back({offset, std::move(message)});
        return false;
    }

    bool checkName(ExpressionNode& node, const NameScope& scope)
    {
        if (const auto type = scope.lookup(node.name)) {
            node.type = *type;
            return true;
        }
        std::string message = "unknown name '" + node.name + "'";
        const std::string hint = closestMatch(node.name, scope.visibleNames());
        if (!hint.empty())
            message += " (did you mean '" + hint + "'?)";
        return fail(node.offset, message);
    }

    bool checkAll(ExpressionNode& node, const NameScope& scope)
    {
        bool ok = true;
        for (auto& arg : node.args)
            ok = check(*arg, scope) && ok;
        return ok;
    }

    bool checkNumbers(ExpressionNode& node, const NameScope& scope, const std::string& what)
    {
        if (!checkAll(node, scope))
            return false;
        for (const auto& arg : node.args)
            if (!arg->type.isNumber())
                return fail(arg->offset, what + " needs numbers, but this is " + arg->type.describeWithArticle());
        return true;
    }

    bool checkBooleans(ExpressionNode& node, const NameScope& scope, const std::string& what)
    {
        if (!checkAll(node, scope))
            return false;
        for (const auto& arg : node.args)
            if (arg->type.kind != Kind::Boolean)
                return fail(arg->offset, what + " needs true/false values, but this is " + arg->type.describeWithArticle());
        node.type = ValueType::boolean();
        return true;
    }

    /// A bare name that is no known name, beside a choice: it must be one of the choice's options.
    bool isUnknownBareName(const ExpressionNode& node, const NameScope& scope) const
    {
        return node.op == Op::Name && !scope.lookup(node.name);
    }

    bool resolveOption(ExpressionNode& node, const ValueType& choiceType)
    {
        // A choice whose options the module failed to give has no options to resolve against.
        if (!choiceType.choices || choiceType.choices->options.empty())
            return fail(node.offset, "'" + node.name + "' is not an option here; the choice has no options");
        if (!choiceType.choices->contains(node.name)) {
            std::string message = "'" + node.name + "' is not an option here; the options are " + choiceType.choices->listed();
            const std::string hint = closestMatch(node.name, choiceType.choices->options);
            if (!hint.empty())
                message += " (did you mean '" + hint + "'?)";
            return fail(node.offset, message);
        }
        node.op = Op::ChoiceLiteral;
        node.literal = Value(ChoiceValue{node.name});
        node.type = choiceType;
        return true;
    }

    /// Checks two operands that must have the same type, letting a bare option name stand beside a choice.
    bool checkSameTypePair(ExpressionNode& left, ExpressionNode& right, const NameScope& scope, const std::string& what)
    {
        if (isUnknownBareName(right, scope) && !isUnknownBareName(left, scope)) {
            if (!check(left, scope))
                return false;
            if (left.type.kind == Kind::Choice)
                return resolveOption(right, left.type);
            return check(right, scope);
        }
        if (isUnknownBareName(left, scope) && !isUnknownBareName(right, scope)) {
            if (!check(right, scope))
                return false;
            if (right.type.kind == Kind::Choice)
                return resolveOption(left, right.type);
            return check(left, scope);
        }
        if (!check(left, scope) || !check(right, scope))
            return false;
        if (left.type.isNumber() && right.type.isNumber())
            return true;
        if (left.type.kind == Kind::Units || right.type.kind == Kind::Units)
            return fail(left.offset, what + " cannot use a list of units directly; use sum(), count(), any() or all()");
        if (!left.type.sameAs(right.type))
            return fail(right.offset, what + " needs two values of the same type, but has " + left.type.describeWithArticle() +
                                          " and " + right.type.describeWithArticle());
        return true;
    }

    bool checkEquality(ExpressionNode& node, const NameScope& scope)
    {
        if (!checkSameTypePair(*node.args[0], *node.args[1], scope, node.op == Op::Equal ? "'=='" : "'!='"))
            return false;
        node.type = ValueType::boolean();
        return true;
    }

    bool expectArgs(const ExpressionNode& node, std::size_t low, std::size_t high)
    {
        const std::size_t n = node.args.size();
        if (n >= low && n <= high)
            return true;
        const std::string wanted = low == high ? std::to_string(low) : std::to_string(low) + " or " + std::to_string(high);
        return fail(node.offset, node.name + "() takes " + wanted + (low == 1 && high == 1 ? " value" : " values") + ", not " +
                                     std::to_string(n));
    }

    bool checkCall(ExpressionNode& node, const NameScope& scope)
    {
        const std::string f = node.name;
        if (f == "if")
            return checkIf(node, scope);
        if (f == "floor" || f == "ceil" || f == "round" || f == "abs") {
            if (!expectArgs(node, 1, 1) || !checkNumbers(node, scope, f + "()"))
                return false;
            node.op = f == "floor" ? Op::Floor : f == "ceil" ? Op::Ceil : f == "round" ? Op::Round : Op::Abs;
            node.type = node.op == Op::Abs ? node.args[0]->type : ValueType::integer();
            return true;
        }
        if (f == "sum" || f == "count" || f == "any" || f == "all")
            return checkListOperation(node, scope);
        if (f == "min" || f == "max") {
            if (!node.args.empty() && isListName(*node.args[0], scope))
                return checkListOperation(node, scope);
            if (node.args.size() < 2)
                return fail(node.offset, f + "() takes two or more numbers, or a list of units and a value per unit");
            if (!checkNumbers(node, scope, f + "()"))
                return false;
            node.op = f == "min" ? Op::Min : Op::Max;
            node.type = promoted(node.args);
            return true;
        }
        if (f == "lookup")
            return checkLookup(node, scope);
        std::string message = "unknown function '" + f + "'";
        const std::string hint = closestMatch(f, functionNames());
        message += hint.empty() ? " (the functions are if, floor, ceil, round, abs, min, max, sum, count, any, all, lookup)"
                                : " (did you mean '" + hint + "'?)";
        return fail(node.offset, message);
    }

    /// lookup(table, row) or lookup(table, row, column): keys are whole numbers or choices.
    bool checkLookup(ExpressionNode& node, const NameScope& scope)
    {
        if (node.args.size() < 2 || node.args.size() > 3)
            return fail(node.offset, "lookup() takes a table and one or two keys, not " + std::to_string(node.args.size()) +
                                         (node.args.size() == 1 ? " value" : " values"));
        const ExpressionNode& table = *node.args[0];
        if (table.op != Op::Name)
            return fail(table.offset, "lookup() needs the id of a lookup table first");
        const auto shape = scope.table(table.name);
        if (!shape) {
            std::string message = "unknown lookup table '" + table.name + "'";
            const std::string hint = closestMatch(table.name, scope.tableNames());
            if (!hint.empty())
                message += " (did you mean '" + hint + "'?)";
            return fail(table.offset, message);
        }
        if (node.args.size() - 1 != shape->keys)
            return fail(node.offset, "table '" + table.name + "' takes " + std::to_string(shape->keys) +
                                         (shape->keys == 1 ? " key" : " keys (row, column)") + ", not " +
                                         std::to_string(node.args.size() - 1));
        node.name = table.name;
        node.args.erase(node.args.begin());
        if (!checkAll(node, scope))
            return false;
        for (const auto& key : node.args)
            if (key->type.kind != Kind::Integer && key->type.kind != Kind::Choice)
                return fail(key->offset, "a lookup key must be a whole number or a choice, but this is " +
                                             key->type.describeWithArticle());
        node.op = Op::Lookup;
        node.type = shape->fractions ? ValueType::fraction() : ValueType::integer();
        return true;
    }

    bool checkIf(ExpressionNode& node, const NameScope& scope)
    {
        if (!expectArgs(node, 3, 3))
            return false;
        if (!check(*node.args[0], scope))
            return false;
        if (node.args[0]->type.kind != Kind::Boolean)
            return fail(node.args[0]->offset, "the condition of if() must be true/false, but this is " + node.args[0]->type.describeWithArticle());
        if (!checkSameTypePair(*node.args[1], *node.args[2], scope, "if()"))
            return false;
        node.op = Op::If;
        const auto& a = node.args[1]->type;
        node.type = a.isNumber() ? promoted({node.args[1], node.args[2]}) : a;
        return true;
    }

    static bool isListName(const ExpressionNode& node, const NameScope& scope)
    {
        if (node.op != Op::Name)
            return false;
        const auto type = scope.lookup(node.name);
        return type && type->kind == Kind::Units;
    }

    bool checkListOperation(ExpressionNode& node, const NameScope& scope)
    {
        const std::string f = node.name;
        const bool countOnly = f == "count" && node.args.size() == 1;
        if (!countOnly && !expectArgs(node, 2, 2))
            return false;
        ExpressionNode& list = *node.args[0];
        if (!isListName(list, scope)) {
            if (list.op == Op::Name && !scope.lookup(list.name))
                return checkName(list, scope);
            return fail(list.offset, f + "() needs the name of a list-of-units input first");
        }
        const ValueType listType = *scope.lookup(list.name);
        list.type = listType;
        node.name = list.name;
        if (f == "sum") node.op = Op::ListSum;
        else if (f == "count") node.op = Op::ListCount;
        else if (f == "any") node.op = Op::ListAny;
        else if (f == "all") node.op = Op::ListAll;
        else if (f == "min") node.op = Op::ListMin;
        else node.op = Op::ListMax;

        if (countOnly) {
            node.type = ValueType::integer();
            return true;
        }
        NameScope unitScope(&scope);
        for (const auto& field : *listType.unitFields)
            unitScope.declare(field.id, field.spec.valueType());
        ExpressionNode& perUnit = *node.args[1];
        if (!check(perUnit, unitScope))
            return false;
        const bool wantsBoolean = node.op == Op::ListCount || node.op == Op::ListAny || node.op == Op::ListAll;
        if (wantsBoolean && perUnit.type.kind != Kind::Boolean)
            return fail(perUnit.offset, f + "() needs a true/false condition per unit, but this is " + perUnit.type.describeWithArticle());
        if (!wantsBoolean && !perUnit.type.isNumber())
            return fail(perUnit.offset, f + "() needs a number per unit, but this is " + perUnit.type.describeWithArticle());
        if (node.op == Op::ListAny || node.op == Op::ListAll)
            node.type = ValueType::boolean();
        else if (node.op == Op::ListCount)
            node.type = ValueType::integer();
        else
            node.type = perUnit.type.kind == Kind::Fraction ? ValueType::fraction() : ValueType::integer();
        return true;
    }

    std::vector<ExpressionError>& errors_;
};

}  // namespace

bool checkExpressionTree(ExpressionNode& node, const NameScope& scope, std::vector<ExpressionError>& errors)
{
    return Checker(errors).check(node, scope);
}

}  // namespace umpire
