// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_skim.h"

#include <QJsonDocument>
#include <QJsonArray>

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

/// From the opening quote at `i`: the index just past the closing quote, or -1.
qsizetype pastString(QByteArrayView s, qsizetype i)
{
    for (++i; i < s.size(); ++i) {
        if (s[i] == '\\')
            ++i;
        else if (s[i] == '"')
            return i + 1;
    }
    return -1;
}

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
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '"') {
            i = pastString(s, i);
            if (i < 0)
                return -1;
            --i;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return i + 1;
        }
    }
    return -1;
}

}  // namespace

QByteArrayView member(QByteArrayView object, QByteArrayView key)
{
    qsizetype i = skipSpace(object, 0);
    if (i >= object.size() || object[i] != '{')
        return {};
    ++i;
    while (true) {
        i = skipSpace(object, i);
        if (i >= object.size() || object[i] != '"')
            return {};
        const qsizetype keyEnd = pastString(object, i);
        if (keyEnd < 0)
            return {};
        // Keys with escapes never match: ours are plain identifiers.
        const bool matches = object.sliced(i + 1, keyEnd - i - 2) == key;
        i = skipSpace(object, keyEnd);
        if (i >= object.size() || object[i] != ':')
            return {};
        i = skipSpace(object, i + 1);
        const qsizetype valueEnd = pastValue(object, i);
        if (valueEnd < 0)
            return {};
        if (matches)
            return object.sliced(i, valueEnd - i);
        i = skipSpace(object, valueEnd);
        if (i >= object.size() || object[i] != ',')
            return {};
        ++i;
    }
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
