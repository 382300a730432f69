// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>
#include <span>

namespace umpire {

/// Reads single members out of compact JSON text without parsing the rest: a million stored
/// resolutions are skimmed for the few values a report needs at a fraction of a full parse's
/// cost. Values come back as views of their raw text. Malformed text gives empty views (never a
/// crash or a read past the end); nesting is skipped by counting, not by recursion.
namespace json_skim {

/// The raw text of member `key` of the object `object` ("{...}"); empty when it has none.
QByteArrayView member(QByteArrayView object, QByteArrayView key);
/// The raw text of several members in one pass over `object`: values[i] for keys[i], empty for a
/// key it lacks. Both spans have the same length.
void members(QByteArrayView object, std::span<const QByteArrayView> keys, std::span<QByteArrayView> values);
/// The raw text of each item of the array `array` ("[...]"); empty when not an array.
QList<QByteArrayView> items(QByteArrayView array);
/// A whole number, or a number written as a string ("17"); nullopt otherwise.
std::optional<qint64> integer(QByteArrayView value);
/// A string's text, its escapes decoded; nullopt when `value` is not a string.
std::optional<QString> text(QByteArrayView value);

}  // namespace json_skim

}  // namespace umpire
