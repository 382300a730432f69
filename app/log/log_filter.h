// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace umpire {

/// Which entries GameLog::entries() returns, oldest first.
struct LogFilter {
    /// Only this session; every session when absent.
    std::optional<qint64> sessionId;
    /// Exact procedure id; any procedure when empty.
    QString procedure;
    /// Case-insensitive substring of the entry's searchable text (procedure, column, result,
    /// chart result, note, turn, phase, void reason, situation values, applied modifiers).
    QString text;
    /// Keep only the newest `limit` matches (still returned oldest first); 0 keeps all.
    int limit = 0;
    /// Also read each entry's whole resolution (LogEntry::resolutionJson) and its hashes, e.g.
    /// for exports. Off by default: lists only need the extracted columns, and skipping the
    /// rest keeps them fast.
    bool withResolution = false;
    /// Without withResolution: read the whole resolution only of the entries whose dice are not
    /// read as one sum (`roll.named`, `roll.hits`; the others' resolutionJson stays empty), for
    /// lists that show such dice as they were read (StoredRoll) at little of the cost of reading
    /// every resolution.
    bool withUnsummedDiceResolution = false;
    /// For GameLog::forEachEntry: only what a report of the rolls reads (id, session, kind, turn,
    /// procedure, column, dice, result, dice origin, chart result, parent, voided by) and the whole
    /// resolution; times, notes, the other rolls' figures and the hashes are left empty. A file
    /// reads them through SQLite's own calls, several times faster over a million entries.
    bool rollColumnsOnly = false;
};

}  // namespace umpire
