// SPDX-License-Identifier: GPL-3.0-or-later
#include "expression_lexer.h"

#include <cctype>
#include <charconv>

namespace umpire {

namespace {

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

std::vector<ExpressionToken> tokenizeExpression(std::string_view text, std::vector<ExpressionError>& errors)
{
    std::vector<ExpressionToken> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
            continue;
        }
        ExpressionToken token;
        token.offset = i;
        if (std::isdigit(static_cast<unsigned char>(c))) {
            std::size_t end = i;
            while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
                ++end;
            token.kind = ExpressionToken::Kind::Number;
            token.text = std::string(text.substr(i, end - i));
            const auto [ptr, error] = std::from_chars(text.data() + i, text.data() + end, token.number);
            if (error != std::errc{} || ptr != text.data() + end)
                errors.push_back({i, "number '" + token.text + "' is too large"});
            if (end < text.size() && text[end] == '.')
                errors.push_back({end, "decimal numbers are not allowed; write a fraction such as 3/2"});
            i = end;
        } else if (isNameStart(c)) {
            std::size_t end = i;
            while (end < text.size() && isNameChar(text[end]))
                ++end;
            token.kind = ExpressionToken::Kind::Name;
            token.text = std::string(text.substr(i, end - i));
            i = end;
        } else {
            static constexpr std::string_view twoCharacter[] = {"==", "!=", "<=", ">=", "&&", "||"};
            token.kind = ExpressionToken::Kind::Symbol;
            const std::string_view pair = text.substr(i, 2);
            bool matched = false;
            for (const auto candidate : twoCharacter) {
                if (pair == candidate) {
                    token.text = std::string(candidate);
                    i += 2;
                    matched = true;
                    break;
                }
            }
            if (!matched) {
                if (std::string_view("+-*/()<>,!=?:").find(c) == std::string_view::npos) {
                    errors.push_back({i, std::string("unexpected character '") + c + "'"});
                    ++i;
                    continue;
                }
                token.text = std::string(1, c);
                ++i;
            }
        }
        tokens.push_back(std::move(token));
    }
    ExpressionToken end;
    end.kind = ExpressionToken::Kind::End;
    end.offset = text.size();
    tokens.push_back(end);
    return tokens;
}

}  // namespace umpire
