// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonValue>
#include <QString>
#include <QVariant>

#include <optional>

namespace umpire {

/// Converting between the log's C++ values and what it binds to or reads from SQLite.

/// `time` (or now, when invalid) as the stored UTC ISO-8601 text with milliseconds.
QString nowUtc(const QDateTime& time);
/// Qt binds a null QString as SQL NULL; the NOT NULL text columns want an empty string.
QString nonNull(const QString& text);
/// A hashed column value (null, integer or text) as the value bound to its SQL column.
QVariant toSqlValue(const QJsonValue& value);
QJsonValue optionalText(const std::optional<QString>& text);
QJsonValue optionalNumber(const std::optional<qint64>& number);
QJsonValue optionalNumber(const std::optional<int>& number);

std::optional<QString> textOrNull(const QVariant& value);
std::optional<qint64> numberOrNull(const QVariant& value);
std::optional<int> intOrNull(const QVariant& value);
/// Reads the stored "yyyy-MM-ddTHH:mm:ss.zzzZ" quickly; anything else through Qt's ISO parser.
QDateTime parseUtc(const QString& text);

}  // namespace umpire
