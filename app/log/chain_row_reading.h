// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/entry_hash_workers.h"

#include <QString>

class QSqlDatabase;
struct sqlite3;
struct sqlite3_stmt;

namespace umpire {

/// The SQLite connection under a QSQLITE database, or nullptr if the driver is another one.
sqlite3* sqliteHandle(const QSqlDatabase& db);

/// SELECT of every entry (`where` appended, e.g. " WHERE e.id = ?") by id: e.id, e.hash, the
/// hashed entry columns, then the session's hashed columns.
QString chainSelect(const QString& where);

/// Copies the row's stored hash and hashed columns into `batch` (one more row), unless the raw
/// path cannot judge the row exactly like Qt's (a REAL anywhere, or a hash or link that is not
/// strict UTF-8 text), found while copying: then `batch` is left as it was and the answer is false.
bool addRow(EntryBatch& batch, sqlite3_stmt* row);

/// One entry checked the way Qt SQL reads it: the reference path, for the rare odd row.
struct QtPathRow {
    bool hashMatches = false;
    QString prevHash;    ///< the stored link, as text (empty if not text)
    QString storedHash;  ///< the stored hash, as text
    QString error;       ///< empty on success
};
QtPathRow checkThroughQt(QSqlDatabase& db, qint64 id);

}  // namespace umpire
