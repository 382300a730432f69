// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

#include <optional>

namespace umpire {

/// The trigram index of the entries' search texts (`entry_search`, rowid = entry id) is filled
/// in batches (schema 6): an append writes nothing for it, and the entries after the newest one
/// indexed have their texts made from their stored columns and added together. Every text
/// search adds what waits first, so it finds every entry. Entry ids only grow, so "indexed" is
/// exactly "id up to the index's newest rowid".

/// Entries waiting before an append indexes them inside its own transaction: one segment of
/// the index written for this many entries, instead of one for each.
inline constexpr int kSearchBatch = 256;

/// The newest entry id in the index (0 when it is empty).
std::optional<qint64> newestIndexedEntry(QSqlDatabase& db, QSqlError& error);

/// How many entries wait for the index.
std::optional<qint64> waitingSearchCount(QSqlDatabase& db, QSqlError& error);

/// Makes the search text of every waiting entry and inserts it into `table` (rowid, body):
/// `entry_search` inside the caller's write transaction to index them, or a trigram table of
/// the connection's temporary database when the log is open read-only.
std::optional<QSqlError> writeWaitingSearchTexts(QSqlDatabase& db, const QString& table);

}  // namespace umpire
