// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

#include <optional>

namespace umpire {

/// The trigram index of the entries' search texts is filled in batches: an append writes its
/// entry's text to `search_pending` (one page), and the texts waiting there join the index
/// (`entry_search`) together, moved in one statement pair so that every entry is always in
/// exactly one of the two. Every text search first moves what waits, so it finds every entry.

/// Texts waiting before an append moves them into the index inside its own transaction: one
/// segment of the index written for this many entries, instead of one for each.
inline constexpr int kSearchBatch = 256;

/// Moves the waiting texts into the index, inside the caller's write transaction.
std::optional<QSqlError> indexPendingSearch(QSqlDatabase& db);

/// How many texts wait (a small table: read at once).
std::optional<qint64> pendingSearchCount(QSqlDatabase& db, QSqlError& error);

}  // namespace umpire
