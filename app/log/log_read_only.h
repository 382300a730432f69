// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

/// How a log opened read-only can be read. SQLite reads a log in WAL mode through a
/// shared-memory file beside it (PATH-shm); where the folder cannot be written and that file is
/// missing, the only way in is to read the main file as it stands (SQLite's `immutable`), which
/// cannot see entries still waiting in PATH-wal.
struct ReadOnlyAccess {
    /// Read the main file as it stands, without the journal.
    bool immutable = false;
    /// What such a reading misses, for the player; empty when it misses nothing.
    QString caveat;
};

ReadOnlyAccess readOnlyAccess(const QString& path);

}  // namespace umpire
