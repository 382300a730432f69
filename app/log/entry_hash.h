#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace umpire {

/// The previous-entry hash of the first entry: 64 zeros.
QString genesisHash();

/// The `entries` columns an entry's hash covers: every stored column except `id` and `hash`
/// (the order is fixed by the chain, not by the id). Includes `prev_hash`.
const QStringList& hashedEntryColumns();
/// The `sessions` columns folded into each entry's hash, so editing a session is detected too.
const QStringList& hashedSessionColumns();

/// A stored SQL value as it appears in the canonical content (NULL -> null, integers, text).
QJsonValue canonicalValue(const QVariant& stored);

/// The canonical content: compact JSON with sorted keys of the entry's hashed columns plus
/// "session": the session's hashed columns. Both objects are keyed by column name.
QByteArray canonicalContent(const QJsonObject& entryColumns, const QJsonObject& sessionColumns);

/// Lower-case hex SHA-256 of canonicalContent().
QString entryHash(const QJsonObject& entryColumns, const QJsonObject& sessionColumns);

}  // namespace umpire
