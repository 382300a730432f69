// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"
#include "log/wal_file.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace umpire {

/// What SQLite would make of a log's journal (PATH-wal), read before it applies it.
struct JournalReading {
    enum class Verdict {
        Absent,      ///< no journal, or an empty one
        Harmless,    ///< nothing in it SQLite would apply (a leftover it writes over)
        Sound,       ///< this log's, whole: SQLite applies its commits
        Damaged,     ///< SQLite would drop commits it holds (a bad frame before them, a bad header)
        Foreign,     ///< not this log's (another page size, another log's entries)
        Unreadable,  ///< the file cannot be read (`reason` says why)
    };
    Verdict verdict = Verdict::Absent;
    QString reason;  ///< for Damaged and Foreign: "is damaged: ...", "does not belong to this log: ..."
    WalFile wal;
};

/// Reads the journal of the log at `path` (`header`: the log's first 100 bytes) and judges it.
/// Whether it is this log's is seen by reading the log with it and without it, on read-only
/// connections that never checkpoint.
JournalReading readJournal(const QString& path, const QByteArray& header, int busyTimeoutMs);

/// Checks the files of the log at `path` as they lie on disk, before SQLite opens it and before
/// anything can be checkpointed, merged or deleted: a file shorter than its header says (cut
/// short), and its write-ahead log (PATH-wal), which SQLite would apply without asking whose it
/// is: one of another page size, one whose frames are not this file's (another log's journal
/// put beside it), or a damaged one (a frame that fails its checksum with commits after it,
/// which SQLite would drop without a word). The refusal names the file and `log recover`.
/// `header`: the file's first 100 bytes. `withJournal`: SQLite will read PATH-wal (false when
/// the file is read as it stands). Nothing is written; the journal is read by a read-only
/// connection that never checkpoints.
std::optional<LogError> checkLogFiles(const QString& path, const QByteArray& header, bool withJournal, int busyTimeoutMs);

/// The command that copies what can be read of the log at `path` into a new file.
QString recoverCommand(const QString& path);

}  // namespace umpire
