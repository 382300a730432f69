// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

class QSqlDatabase;

namespace umpire {

/// The game log's database schema and its forward migrations, keyed by PRAGMA user_version.
///
/// Version 1: meta, sessions, entries, entry_resolutions and the triggers that forbid editing
/// or deleting them.
/// Version 2: the procedure indexes and the trigram full-text index behind LogFilter::text.
/// Version 3: dice_seals (sealed program dice) and the triggers that keep sealed rolls in order.
/// Version 4: session_counts, each session's entry count, updated by every append.
/// Version 5: search_pending, the search texts of the latest entries, indexed in batches.
/// Version 6: search_pending dropped: the latest entries' texts are made from their columns when indexed.
namespace LogSchema {

/// The version this program writes. A file with a higher user_version is refused.
inline constexpr int currentVersion = 6;

/// PRAGMA application_id of every Umpire game log ("Umpi"), so a foreign SQLite file is
/// recognised and never taken over.
inline constexpr int applicationId = 0x556D7069;

/// Applies every migration after `fromVersion` up to `toVersion` and sets user_version and
/// application_id. Runs inside the caller's transaction; `path` is only used in messages.
LogStatus migrate(QSqlDatabase& db, int fromVersion, int toVersion, const QString& path);

}  // namespace LogSchema
}  // namespace umpire
