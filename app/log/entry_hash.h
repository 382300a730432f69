// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariant>

class QSqlQuery;

namespace umpire {

/// The previous-entry hash of the first entry: 64 zeros.
QString genesisHash();

/// The columns an entry's hash covers: every stored column of `entries` except `id` and `hash`
/// (the order is fixed by the chain, not by the id), including `prev_hash`, plus `resolution`
/// from `entry_resolutions`.
const QStringList& hashedEntryColumns();
/// The SQL expression reading a hashed column, with `entries` as `e` and `entry_resolutions` as `r`.
QString hashedColumnExpression(const QString& column);
/// The `sessions` columns folded into each entry's hash, so editing a session is detected too.
const QStringList& hashedSessionColumns();

/// A stored SQL value as it appears in the canonical content (NULL -> null, integers, text).
QJsonValue canonicalValue(const QVariant& stored);
/// The columns `names` of a stored row, canonical (canonicalValue()), read from column `first` on.
QJsonObject canonicalColumns(const QSqlQuery& row, const QStringList& names, int first = 0);

/// The canonical content: compact JSON with sorted keys of the entry's hashed columns plus
/// "session": the session's hashed columns. Both objects are keyed by column name.
QByteArray canonicalContent(const QJsonObject& entryColumns, const QJsonObject& sessionColumns);

/// Lower-case hex SHA-256 of canonicalContent().
QString entryHash(const QJsonObject& entryColumns, const QJsonObject& sessionColumns);

}  // namespace umpire
