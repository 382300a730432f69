// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSet>

#include <cstdint>

namespace umpire {

/// A log's write-ahead log (PATH-wal) read as bytes, the way SQLite reads it when it opens the
/// log (the WAL file format of sqlite.org/fileformat2.html): a 32-byte header (magic, version,
/// page size, checkpoint sequence, two salts, a checksum), then frames of a 24-byte header
/// (page number, the database's size in pages for a commit frame, the salts, a checksum running
/// on from the frame before) and one page. SQLite takes the frames that carry the header's salts
/// and a good checksum, up to the last commit frame among them, and stops at the first other one.
struct WalFile {
    /// The header is SQLite's (magic, version, page size) and its checksum holds: the frames count.
    bool headerValid = false;
    /// The magic and version are there but the header's checksum or page size is wrong.
    bool headerDamaged = false;
    quint32 pageSize = 0;
    quint32 checkpointSequence = 0;
    quint32 salt1 = 0;
    quint32 salt2 = 0;
    /// Frames SQLite applies: those up to and including the last good commit frame (0: none).
    qint64 committedFrames = 0;
    /// The database's size in pages after the last commit SQLite applies (0: no commit).
    quint32 databasePages = 0;
    /// The pages those frames write.
    QSet<quint32> pages;
    /// Set when a frame of this WAL (its salts) fails its checksum and a later frame of it, a
    /// commit whose own checksum holds, follows: SQLite would stop at the bad one and drop the
    /// commits after it, entries the log had acknowledged. 1-based; 0 when none.
    qint64 damagedFrame = 0;
    /// The last commit frame after the damage (the commits SQLite would drop end there).
    qint64 lastCommitAfterDamage = 0;

    /// Reads `bytes` (a whole WAL file).
    static WalFile read(const QByteArray& bytes);

    /// `bytes` with every frame of this WAL up to its last commit frame whose own checksum
    /// holds (the damaged ones included) given the salts and the running checksum SQLite
    /// expects, so that SQLite applies them all: what log recovery reads. Frames after that
    /// commit are cut off.
    static QByteArray rechained(const QByteArray& bytes);
};

}  // namespace umpire
