// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_skim.h"

#include <QJsonDocument>
#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cstring>

namespace umpire::json_skim {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

qsizetype skipSpace(QByteArrayView s, qsizetype i)
{
    while (i < s.size() && isSpace(s[i]))
        ++i;
    return i;
}

/// From the opening quote at `i`: the index just past the closing quote, or -1. Strings are most
/// of the text skimmed: each quote is found by memchr and kept when an even run of backslashes
/// precedes it.
qsizetype pastString(QByteArrayView s, qsizetype i)
{
    const char* const begin = s.data();
    const char* const end = begin + s.size();
    const char* from = begin + i + 1;
    while (from < end) {
        const auto* quote = static_cast<const char*>(std::memchr(from, '"', static_cast<std::size_t>(end - from)));
        if (quote == nullptr)
            return -1;
        const char* escapes = quote;
        while (escapes > from && escapes[-1] == '\\')
            --escapes;
        if ((quote - escapes) % 2 == 0)
            return quote + 1 - begin;
        from = quote + 1;
    }
    return -1;
}

/// The characters that matter when skipping a nested value: all others are passed over.
constexpr std::array<bool, 256> nestingCharacters = [] {
    std::array<bool, 256> table{};
    for (const char c : {'"', '{', '}', '[', ']'})
        table[static_cast<unsigned char>(c)] = true;
    return table;
}();

/// From the first character of a value at `i`: the index just past it, or -1. Objects and
/// arrays are skipped by a depth count, so no input can exhaust the stack.
qsizetype pastValue(QByteArrayView s, qsizetype i)
{
    if (i >= s.size())
        return -1;
    if (s[i] == '"')
        return pastString(s, i);
    if (s[i] != '{' && s[i] != '[') {
        while (i < s.size() && s[i] != ',' && s[i] != '}' && s[i] != ']' && !isSpace(s[i]))
            ++i;
        return i;
    }
    qsizetype depth = 0;
    const qsizetype size = s.size();
    for (; i < size; ++i) {
        const char c = s[i];
        if (!nestingCharacters[static_cast<unsigned char>(c)])
            continue;
        if (c == '"') {
            i = pastString(s, i);
            if (i < 0)
                return -1;
            --i;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (--depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

}  // namespace

void members(QByteArrayView object, std::span<const QByteArrayView> keys, std::span<QByteArrayView> values)
{
    std::fill(values.begin(), values.end(), QByteArrayView());
    std::size_t missing = keys.size();
    qsizetype i = skipSpace(object, 0);
    if (i >= object.size() || object[i] != '{')
        return;
    ++i;
    while (missing > 0) {
        i = skipSpace(object, i);
        if (i >= object.size() || object[i] != '"')
            return;
        const qsizetype keyEnd = pastString(object, i);
        if (keyEnd < 0)
            return;
        // Keys with escapes never match: ours are plain identifiers.
        const QByteArrayView key = object.sliced(i + 1, keyEnd - i - 2);
        i = skipSpace(object, keyEnd);
        if (i >= object.size() || object[i] != ':')
            return;
        i = skipSpace(object, i + 1);
        const qsizetype valueEnd = pastValue(object, i);
        if (valueEnd < 0)
            return;
        for (std::size_t k = 0; k < keys.size(); ++k)
            if (values[k].isEmpty() && keys[k] == key) {
                values[k] = object.sliced(i, valueEnd - i);
                --missing;
                break;
            }
        i = skipSpace(object, valueEnd);
        if (i >= object.size() || object[i] != ',')
            return;
        ++i;
    }
}

QByteArrayView member(QByteArrayView object, QByteArrayView key)
{
    QByteArrayView value;
    members(object, std::span<const QByteArrayView>(&key, 1), std::span<QByteArrayView>(&value, 1));
    return value;
}

QList<QByteArrayView> items(QByteArrayView array)
{
    QList<QByteArrayView> found;
    qsizetype i = skipSpace(array, 0);
    if (i >= array.size() || array[i] != '[')
        return {};
    i = skipSpace(array, i + 1);
    if (i < array.size() && array[i] == ']')
        return found;
    while (true) {
        const qsizetype end = pastValue(array, i);
        if (end < 0)
            return {};
        found.append(array.sliced(i, end - i));
        i = skipSpace(array, end);
        if (i < array.size() && array[i] == ']')
            return found;
        if (i >= array.size() || array[i] != ',')
            return {};
        i = skipSpace(array, i + 1);
    }
}

std::optional<qint64> integer(QByteArrayView value)
{
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"')
        value = value.sliced(1, value.size() - 2);
    bool ok = false;
    const qint64 number = value.toByteArray().toLongLong(&ok);
    return ok ? std::optional<qint64>(number) : std::nullopt;
}

std::optional<QString> text(QByteArrayView value)
{
    if (value.size() < 2 || value.front() != '"' || value.back() != '"')
        return std::nullopt;
    const QByteArrayView inner = value.sliced(1, value.size() - 2);
    if (!inner.contains('\\'))
        return QString::fromUtf8(inner);
    // Escapes are rare in what we skim: let Qt's parser decode them.
    const QJsonDocument wrapped = QJsonDocument::fromJson("[" + value.toByteArray() + "]");
    if (!wrapped.isArray() || !wrapped.array().first().isString())
        return std::nullopt;
    return wrapped.array().first().toString();
}

}  // namespace umpire::json_skim
