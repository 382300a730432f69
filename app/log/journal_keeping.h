// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlDatabase;

namespace umpire {

/// Keeps the connection `db` from checkpointing its log's journal (PATH-wal) when it closes (or,
/// with `keep` false, lets it again), so a command that only reads leaves the journal byte for
/// byte as it found it. True when SQLite took the setting.
bool keepJournalAtClose(const QSqlDatabase& db, bool keep = true);

}  // namespace umpire
