// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/entry_hash.h"

#include <QSqlQuery>

#include "log/sha256_hex.h"

#include <QJsonDocument>

namespace umpire {

QString genesisHash()
{
    return QString(64, QLatin1Char('0'));
}

const QStringList& hashedEntryColumns()
{
    static const QStringList columns{
        QStringLiteral("session_id"),  QStringLiteral("kind"),        QStringLiteral("time_utc"),
        QStringLiteral("turn"),        QStringLiteral("phase"),       QStringLiteral("procedure"),
        QStringLiteral("column_label"), QStringLiteral("dice"),       QStringLiteral("natural"),
        QStringLiteral("modified"),    QStringLiteral("drm_total"),   QStringLiteral("result_code"),
        QStringLiteral("result_text"), QStringLiteral("dice_origin"), QStringLiteral("seed"),
        QStringLiteral("chart_result"), QStringLiteral("parent_id"),  QStringLiteral("note"),
        QStringLiteral("voids_id"),    QStringLiteral("void_reason"), QStringLiteral("resolution"),
        QStringLiteral("prev_hash"),
    };
    return columns;
}

QString hashedColumnExpression(const QString& column)
{
    return (column == QLatin1String("resolution") ? QStringLiteral("r.") : QStringLiteral("e.")) + column;
}

const QStringList& hashedSessionColumns()
{
    static const QStringList columns{QStringLiteral("id"), QStringLiteral("game"),
                                     QStringLiteral("scenario"), QStringLiteral("players"),
                                     QStringLiteral("created_utc")};
    return columns;
}

QJsonValue canonicalValue(const QVariant& stored)
{
    if (!stored.isValid() || stored.isNull())
        return QJsonValue::Null;
    switch (stored.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:  // Qt's PostgreSQL driver gives a positive bigint so
    case QMetaType::Short:
        return QJsonValue(stored.toLongLong());
    case QMetaType::Double:
        return QJsonValue(stored.toDouble());
    case QMetaType::QByteArray:
        // A BLOB never comes from Umpire; keep its bytes visible so a change still shows.
        return QJsonValue(QString::fromLatin1(stored.toByteArray().toHex()));
    default:
        return QJsonValue(stored.toString());
    }
}

QJsonObject canonicalColumns(const QSqlQuery& row, const QStringList& names, int first)
{
    QJsonObject columns;
    for (qsizetype i = 0; i < names.size(); ++i)
        columns.insert(names.at(i), canonicalValue(row.value(first + int(i))));
    return columns;
}

QByteArray canonicalContent(const QJsonObject& entryColumns, const QJsonObject& sessionColumns)
{
    QJsonObject content = entryColumns;
    content.insert(QStringLiteral("session"), sessionColumns);
    // QJsonObject keeps keys sorted and Qt's compact writer is deterministic: a stable form.
    return QJsonDocument(content).toJson(QJsonDocument::Compact);
}

QString entryHash(const QJsonObject& entryColumns, const QJsonObject& sessionColumns)
{
    const QByteArray content = canonicalContent(entryColumns, sessionColumns);
    char hex[64];
    sha256Hex(content.constData(), std::size_t(content.size()), hex);
    return QString::fromLatin1(hex, 64);
}

}  // namespace umpire
