// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_sql_values.h"

namespace umpire {

QString nowUtc(const QDateTime& time)
{
    const QDateTime when = time.isValid() ? time : QDateTime::currentDateTimeUtc();
    return when.toUTC().toString(Qt::ISODateWithMs);
}

QString nonNull(const QString& text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

QVariant toSqlValue(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return QVariant();
    case QJsonValue::Double: return QVariant(value.toInteger());
    default: return QVariant(nonNull(value.toString()));
    }
}

QJsonValue optionalText(const std::optional<QString>& text)
{
    return text ? QJsonValue(*text) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalNumber(const std::optional<qint64>& number)
{
    return number ? QJsonValue(*number) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalNumber(const std::optional<int>& number)
{
    return number ? QJsonValue(qint64(*number)) : QJsonValue(QJsonValue::Null);
}

std::optional<QString> textOrNull(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<QString>(value.toString());
}

std::optional<qint64> numberOrNull(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

std::optional<int> intOrNull(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

namespace {

int digits(QStringView text, qsizetype from, qsizetype count)
{
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i)
        value = value * 10 + (text.at(i).unicode() - u'0');
    return value;
}

}  // namespace

/// Reads the stored "yyyy-MM-ddTHH:mm:ss.zzzZ" directly (QDateTime::fromString is a large share
/// of listing time); anything else goes through Qt's ISO parser.
QDateTime parseUtc(const QString& text)
{
    static const QString shape = QStringLiteral("dddd-dd-ddTdd:dd:dd.dddZ");
    bool stored = text.size() == shape.size();
    for (qsizetype i = 0; stored && i < shape.size(); ++i)
        stored = shape.at(i) == QLatin1Char('d') ? text.at(i).isDigit() : text.at(i) == shape.at(i);
    if (stored) {
        const QDate date(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
        const QTime time(digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2), digits(text, 20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

}  // namespace umpire
