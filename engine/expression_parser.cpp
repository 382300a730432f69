// SPDX-License-Identifier: GPL-3.0-or-later
#include "expression_parser.h"

#include "expression_lexer.h"

#include <algorithm>
#include <map>

namespace umpire {

namespace {

using NodePtr = std::shared_ptr<ExpressionNode>;
using Op = ExpressionNode::Op;

/// Recursive descent, one function per precedence level (lowest first).
class Parser {
public:
    Parser(std::vector<ExpressionToken> tokens, std::vector<ExpressionError>& errors)
        : tokens_(std::move(tokens)), errors_(errors) {}

    NodePtr parseAll()
    {
        NodePtr root = parseOr();
        if (root && !at(ExpressionToken::Kind::End))
            return fail(current(), "unexpected '" + current().text + "' after the end of the expression");
        return root;
    }

private:
    const ExpressionToken& current() const { return tokens_[position_]; }
    bool at(ExpressionToken::Kind kind) const { return current().kind == kind; }
    bool atSymbol(std::string_view symbol) const { return at(ExpressionToken::Kind::Symbol) && current().text == symbol; }
    bool atWord(std::string_view word) const { return at(ExpressionToken::Kind::Name) && current().text == word; }
    void advance() { if (!at(ExpressionToken::Kind::End)) ++position_; }

    NodePtr fail(const ExpressionToken& token, std::string message)
    {
        errors_.push_back({token.offset, std::move(message)});
        return nullptr;
    }

    NodePtr make(Op op, std::size_t offset, std::vector<NodePtr> args = {})
    {
        auto node = std::make_shared<ExpressionNode>();
        node->op = op;
        node->offset = offset;
        node->args = std::move(args);
        for (const auto& arg : node->args)
            node->depth = std::max(node->depth, arg->depth + 1);
        if (node->depth > kMaxExpressionDepth)
            return tooDeep(offset);
        return node;
    }

    NodePtr tooDeep(std::size_t offset)
    {
        if (!reportedDepth_)
            errors_.push_back({offset, "the expression nests more than " + std::to_string(kMaxExpressionDepth) +
                                           " levels deep (operators, parentheses and calls); split it into derived values"});
        reportedDepth_ = true;
        return nullptr;
    }

    /// Counts how deep the parser has descended through parentheses, calls, 'not' and signs,
    /// so hostile nesting is refused before it can exhaust the stack.
    class Descent {
    public:
        explicit Descent(Parser& parser) : parser_(parser) { ++parser_.descent_; }
        ~Descent() { --parser_.descent_; }
        Descent(const Descent&) = delete;
        Descent& operator=(const Descent&) = delete;
        bool tooDeep() const { return parser_.descent_ > kMaxExpressionDepth; }

    private:
        Parser& parser_;
    };

    NodePtr parseOr()
    {
        const Descent descent(*this);
        if (descent.tooDeep())
            return tooDeep(current().offset);
        NodePtr left = parseAnd();
        while (left && (atWord("or") || atSymbol("||"))) {
            if (atSymbol("||"))
                return fail(current(), "write 'or' instead of '||'");
            advance();
            NodePtr right = parseAnd();
            if (!right)
                return nullptr;
            left = make(Op::Or, left->offset, {left, right});
        }
        return left;
    }

    NodePtr parseAnd()
    {
        NodePtr left = parseNot();
        while (left && (atWord("and") || atSymbol("&&"))) {
            if (atSymbol("&&"))
                return fail(current(), "write 'and' instead of '&&'");
            advance();
            NodePtr right = parseNot();
            if (!right)
                return nullptr;
            left = make(Op::And, left->offset, {left, right});
        }
        return left;
    }

    NodePtr parseNot()
    {
        if (atSymbol("!"))
            return fail(current(), "write 'not' instead of '!'");
        if (atWord("not")) {
            const std::size_t offset = current().offset;
            const Descent descent(*this);
            if (descent.tooDeep())
                return tooDeep(offset);
            advance();
            NodePtr operand = parseNot();
            return operand ? make(Op::Not, offset, {operand}) : nullptr;
        }
        return parseComparison();
    }

    NodePtr parseComparison()
    {
        static const std::map<std::string, Op, std::less<>> comparisons = {
            {"==", Op::Equal}, {"!=", Op::NotEqual}, {"<", Op::Less},
            {"<=", Op::LessEqual}, {">", Op::Greater}, {">=", Op::GreaterEqual},
        };
        NodePtr left = parseSum();
        if (!left)
            return nullptr;
        if (atSymbol("="))
            return fail(current(), "write '==' to compare");
        if (atSymbol("?"))
            return fail(current(), "write if(condition, then, otherwise) instead of '? :'");
        const auto it = at(ExpressionToken::Kind::Symbol) ? comparisons.find(current().text) : comparisons.end();
        if (it == comparisons.end())
            return left;
        advance();
        NodePtr right = parseSum();
        if (!right)
            return nullptr;
        if (at(ExpressionToken::Kind::Symbol) && comparisons.count(current().text))
            return fail(current(), "comparisons cannot be chained; join them with 'and'");
        return make(it->second, left->offset, {left, right});
    }

    NodePtr parseSum()
    {
        NodePtr left = parseProduct();
        while (left && (atSymbol("+") || atSymbol("-"))) {
            const Op op = current().text == "+" ? Op::Add : Op::Subtract;
            advance();
            NodePtr right = parseProduct();
            if (!right)
                return nullptr;
            left = make(op, left->offset, {left, right});
        }
        return left;
    }

    NodePtr parseProduct()
    {
        NodePtr left = parseUnary();
        while (left && (atSymbol("*") || atSymbol("/"))) {
            const Op op = current().text == "*" ? Op::Multiply : Op::Divide;
            advance();
            NodePtr right = parseUnary();
            if (!right)
                return nullptr;
            left = make(op, left->offset, {left, right});
        }
        return left;
    }

    NodePtr parseUnary()
    {
        if (atSymbol("-")) {
            const std::size_t offset = current().offset;
            const Descent descent(*this);
            if (descent.tooDeep())
                return tooDeep(offset);
            advance();
            NodePtr operand = parseUnary();
            return operand ? make(Op::Negate, offset, {operand}) : nullptr;
        }
        if (atSymbol("+"))
            advance();
        return parsePrimary();
    }

    NodePtr parsePrimary()
    {
        const ExpressionToken token = current();
        switch (token.kind) {
        case ExpressionToken::Kind::End:
            return fail(token, "the expression ends too early");
        case ExpressionToken::Kind::Number: {
            advance();
            NodePtr node = make(Op::Literal, token.offset);
            node->literal = Value(token.number);
            return node;
        }
        case ExpressionToken::Kind::Name:
            return parseName(token);
        case ExpressionToken::Kind::Symbol:
            break;
        }
        if (token.text == "(") {
            advance();
            NodePtr inner = parseOr();
            if (!inner)
                return nullptr;
            if (!atSymbol(")"))
                return fail(current(), "expected ')' to close the '(' at offset " + std::to_string(token.offset + 1));
            advance();
            return inner;
        }
        return fail(token, "unexpected '" + token.text + "'");
    }

    NodePtr parseName(const ExpressionToken& token)
    {
        advance();
        if (token.text == "true" || token.text == "false") {
            NodePtr node = make(Op::Literal, token.offset);
            node->literal = Value(token.text == "true");
            return node;
        }
        if (token.text == "and" || token.text == "or" || token.text == "not")
            return fail(token, "'" + token.text + "' needs a value before it");
        if (!atSymbol("(")) {
            NodePtr node = make(Op::Name, token.offset);
            node->name = token.text;
            return node;
        }
        // A call: the checker decides which function it is and whether its arguments fit.
        advance();
        std::vector<NodePtr> args;
        if (!atSymbol(")")) {
            while (true) {
                NodePtr arg = parseOr();
                if (!arg)
                    return nullptr;
                args.push_back(arg);
                if (atSymbol(",")) {
                    advance();
                    continue;
                }
                break;
            }
        }
        if (!atSymbol(")"))
            return fail(current(), "expected ',' or ')' in the call of " + token.text + "()");
        advance();
        NodePtr node = make(Op::Call, token.offset, std::move(args));
        if (!node)
            return nullptr;
        node->name = token.text;
        return node;
    }

    std::vector<ExpressionToken> tokens_;
    std::vector<ExpressionError>& errors_;
    std::size_t position_ = 0;
    std::size_t descent_ = 0;
    bool reportedDepth_ = false;
};

}  // namespace

std::shared_ptr<ExpressionNode> parseExpressionTree(std::string_view text, std::vector<ExpressionError>& errors)
{
    const std::size_t before = errors.size();
    if (text.size() > kMaxExpressionLength) {
        errors.push_back({0, "the expression is " + std::to_string(text.size()) + " characters long; at most " +
                                 std::to_string(kMaxExpressionLength) + " are allowed (split it into derived values)"});
        return nullptr;
    }
    auto tokens = tokenizeExpression(text, errors);
    if (errors.size() != before)
        return nullptr;
    if (tokens.size() == 1)
        return errors.push_back({0, "the expression is empty"}), nullptr;
    return Parser(std::move(tokens), errors).parseAll();
}

}  // namespace umpire
