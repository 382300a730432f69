// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/chain_row_reading.h"

#include "log/canonical_json.h"
#include "log/entry_hash.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <sqlite3.h>

#include <charconv>
#include <cstring>

namespace umpire {
namespace {

int prevHashColumn()
{
    static const int column = 2 + int(hashedEntryColumns().indexOf(QStringLiteral("prev_hash")));
    return column;
}

}  // namespace

sqlite3* sqliteHandle(const QSqlDatabase& db)
{
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || std::strcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

QString chainSelect(const QString& where)
{
    QStringList select{QStringLiteral("e.id"), QStringLiteral("e.hash")};
    for (const QString& column : hashedEntryColumns())
        select << hashedColumnExpression(column);
    for (const QString& column : hashedSessionColumns())
        select << QStringLiteral("s.") + column;
    return QStringLiteral("SELECT %1 FROM entries e LEFT JOIN sessions s ON s.id = e.session_id "
                          "LEFT JOIN entry_resolutions r ON r.entry_id = e.id%2 ORDER BY e.id")
        .arg(select.join(QStringLiteral(", ")), where);
}

bool addRow(EntryBatch& batch, sqlite3_stmt* row)
{
    const int columns = sqlite3_column_count(row);
    const std::size_t cellsBefore = batch.cells.size();
    const qsizetype bytesBefore = batch.bytes.size();
    const auto refuse = [&] {
        batch.cells.resize(cellsBefore);
        batch.bytes.truncate(bytesBefore);
        return false;
    };
    for (int column = 1; column < columns; ++column) {
        const int type = sqlite3_column_type(row, column);
        const bool link = column == 1 || column == prevHashColumn();
        if (link && type != SQLITE_TEXT)
            return refuse();
        switch (type) {
        case SQLITE_NULL:
            batch.add(EntryBatch::Type::Null, nullptr, 0);
            break;
        case SQLITE_INTEGER: {
            // Decimal, as QByteArray::number() writes it (and without SQLite converting the
            // value to text in its own buffer first).
            char digits[24];
            const auto written = std::to_chars(digits, digits + sizeof digits, sqlite3_column_int64(row, column));
            batch.add(EntryBatch::Type::Integer, digits, written.ptr - digits);
            break;
        }
        case SQLITE_FLOAT:
            return refuse();
        case SQLITE_BLOB: {
            const auto* bytes = static_cast<const char*>(sqlite3_column_blob(row, column));
            batch.add(EntryBatch::Type::Blob, bytes, sqlite3_column_bytes(row, column));
            break;
        }
        default: {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(row, column));
            const int size = sqlite3_column_bytes(row, column);
            if (link && !isStrictUtf8(text, std::size_t(size)))
                return refuse();
            batch.add(EntryBatch::Type::Text, text, size);
        }
        }
    }
    ++batch.rows;
    return true;
}

QtPathRow checkThroughQt(QSqlDatabase& db, qint64 id)
{
    QtPathRow checked;
    QSqlQuery row(db);
    row.setForwardOnly(true);
    row.prepare(chainSelect(QStringLiteral(" WHERE e.id = ?")));
    row.addBindValue(id);
    if (!row.exec() || !row.next()) {
        checked.error = row.lastError().isValid() ? row.lastError().text() : QStringLiteral("entry %1 vanished").arg(id);
        return checked;
    }
    const qsizetype entryColumns = hashedEntryColumns().size();
    QJsonObject entryFields;
    for (qsizetype i = 0; i < entryColumns; ++i)
        entryFields.insert(hashedEntryColumns().at(i), canonicalValue(row.value(int(2 + i))));
    QJsonObject sessionFields;
    for (qsizetype i = 0; i < hashedSessionColumns().size(); ++i)
        sessionFields.insert(hashedSessionColumns().at(i), canonicalValue(row.value(int(2 + entryColumns + i))));
    checked.storedHash = row.value(1).toString();
    checked.hashMatches = entryHash(entryFields, sessionFields) == checked.storedHash;
    checked.prevHash = entryFields.value(QStringLiteral("prev_hash")).toString();
    return checked;
}

}  // namespace umpire
