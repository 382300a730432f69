// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/wal_file.h"

#include <QtEndian>

#include <utility>

namespace umpire {
namespace {

constexpr quint32 kMagicLittleEndianSums = 0x377f0682;
constexpr quint32 kMagicBigEndianSums = 0x377f0683;
constexpr quint32 kFormatVersion = 3007000;
constexpr int kHeaderSize = 32;
constexpr int kFrameHeaderSize = 24;

quint32 be32(const QByteArray& bytes, qsizetype at)
{
    return qFromBigEndian<quint32>(bytes.constData() + at);
}

void putBe32(QByteArray& bytes, qsizetype at, quint32 value)
{
    qToBigEndian<quint32>(value, bytes.data() + at);
}

using Sums = std::pair<quint32, quint32>;

/// SQLite's WAL checksum of `size` bytes (a multiple of 8) at `data`, running on from `sums`;
/// the words are read in the byte order the magic names.
Sums checksum(bool bigEndianWords, Sums sums, const char* data, qsizetype size)
{
    auto [s0, s1] = sums;
    for (qsizetype i = 0; i + 8 <= size; i += 8) {
        const quint32 x0 = bigEndianWords ? qFromBigEndian<quint32>(data + i) : qFromLittleEndian<quint32>(data + i);
        const quint32 x1 = bigEndianWords ? qFromBigEndian<quint32>(data + i + 4) : qFromLittleEndian<quint32>(data + i + 4);
        s0 += x0 + s1;
        s1 += x1 + s0;
    }
    return {s0, s1};
}

/// A frame's checksum running on from `before`: its first 8 header bytes, then its page.
Sums frameChecksum(bool bigEndianWords, Sums before, const QByteArray& bytes, qsizetype at, quint32 pageSize)
{
    const Sums header = checksum(bigEndianWords, before, bytes.constData() + at, 8);
    return checksum(bigEndianWords, header, bytes.constData() + at + kFrameHeaderSize, pageSize);
}

bool validPageSize(quint32 size)
{
    return size >= 512 && size <= 65536 && (size & (size - 1)) == 0;
}

struct Layout {
    bool magicAndVersion = false;
    bool bigEndianWords = false;
    quint32 pageSize = 0;
    qint64 frames = 0;
};

Layout layoutOf(const QByteArray& bytes)
{
    Layout layout;
    if (bytes.size() < kHeaderSize)
        return layout;
    const quint32 magic = be32(bytes, 0);
    layout.magicAndVersion = (magic == kMagicLittleEndianSums || magic == kMagicBigEndianSums) && be32(bytes, 4) == kFormatVersion;
    layout.bigEndianWords = (magic & 1) != 0;
    layout.pageSize = be32(bytes, 8);
    if (layout.magicAndVersion && validPageSize(layout.pageSize))
        layout.frames = (bytes.size() - kHeaderSize) / (kFrameHeaderSize + qsizetype(layout.pageSize));
    return layout;
}

qsizetype frameAt(const Layout& layout, qint64 index)
{
    return kHeaderSize + index * (kFrameHeaderSize + qsizetype(layout.pageSize));
}

}  // namespace

WalFile WalFile::read(const QByteArray& bytes)
{
    WalFile wal;
    const Layout layout = layoutOf(bytes);
    if (bytes.size() < kHeaderSize)
        return wal;  // nothing, or a header cut short: no frame can follow it
    wal.pageSize = layout.pageSize;
    wal.checkpointSequence = be32(bytes, 12);
    wal.salt1 = be32(bytes, 16);
    wal.salt2 = be32(bytes, 20);
    const Sums headerSums{be32(bytes, 24), be32(bytes, 28)};
    wal.headerValid = layout.magicAndVersion && validPageSize(layout.pageSize)
                      && checksum(layout.bigEndianWords, {0, 0}, bytes.constData(), 24) == headerSums;
    if (!wal.headerValid) {
        // SQLite reads such a file as an empty WAL (and the next writer starts it anew): whatever
        // its frames hold would be lost. A file of SQLite's own with nothing past its header is
        // harmless; anything longer is refused.
        wal.headerDamaged = bytes.size() > kHeaderSize;
        return wal;
    }

    const auto ours = [&](qsizetype at) { return be32(bytes, at + 8) == wal.salt1 && be32(bytes, at + 12) == wal.salt2; };
    const auto storedSums = [&](qsizetype at) { return Sums{be32(bytes, at + 16), be32(bytes, at + 20)}; };

    // What SQLite applies: good frames of this WAL, up to the last commit among them.
    Sums running = headerSums;
    QSet<quint32> uncommitted;
    qint64 stop = layout.frames;
    for (qint64 i = 0; i < layout.frames; ++i) {
        const qsizetype at = frameAt(layout, i);
        const quint32 page = be32(bytes, at);
        if (!ours(at) || page == 0 || frameChecksum(layout.bigEndianWords, running, bytes, at, wal.pageSize) != storedSums(at)) {
            stop = i;
            break;
        }
        running = storedSums(at);
        uncommitted.insert(page);
        if (const quint32 size = be32(bytes, at + 4); size != 0) {
            wal.committedFrames = i + 1;
            wal.databasePages = size;
            wal.pages.unite(uncommitted);
            uncommitted.clear();
        }
    }
    // A frame of this WAL after the stop, a commit whose checksum holds from the frame before it:
    // the commits up to it were written and synced after the frame SQLite stopped at, so that
    // frame was damaged afterwards. A torn tail (a crash while a commit was being written) has
    // no whole commit frame after it.
    for (qint64 j = stop + 1; j < layout.frames; ++j) {
        const qsizetype at = frameAt(layout, j);
        if (!ours(at) || be32(bytes, at + 4) == 0 || be32(bytes, at) == 0)
            continue;
        const Sums before = storedSums(frameAt(layout, j - 1));
        if (frameChecksum(layout.bigEndianWords, before, bytes, at, wal.pageSize) == storedSums(at)) {
            wal.damagedFrame = stop + 1;
            wal.lastCommitAfterDamage = j + 1;
        }
    }
    return wal;
}

QByteArray WalFile::rechained(const QByteArray& bytes)
{
    const Layout layout = layoutOf(bytes);
    if (!layout.magicAndVersion || layout.frames == 0)
        return bytes;
    QByteArray out = bytes;
    const quint32 salt1 = be32(bytes, 16);
    const quint32 salt2 = be32(bytes, 20);
    // The last commit frame of this WAL whose own checksum holds.
    qint64 last = -1;
    for (qint64 j = 0; j < layout.frames; ++j) {
        const qsizetype at = frameAt(layout, j);
        if (be32(bytes, at + 8) != salt1 || be32(bytes, at + 12) != salt2 || be32(bytes, at + 4) == 0)
            continue;
        const qsizetype before = j == 0 ? 24 : frameAt(layout, j - 1) + 16;
        const Sums sums{be32(bytes, before), be32(bytes, before + 4)};
        if (frameChecksum(layout.bigEndianWords, sums, bytes, at, layout.pageSize) == Sums{be32(bytes, at + 16), be32(bytes, at + 20)})
            last = j;
    }
    if (last < 0)
        return bytes;
    Sums running = checksum(layout.bigEndianWords, {0, 0}, out.constData(), 24);
    putBe32(out, 24, running.first);
    putBe32(out, 28, running.second);
    for (qint64 i = 0; i <= last; ++i) {
        const qsizetype at = frameAt(layout, i);
        putBe32(out, at + 8, salt1);
        putBe32(out, at + 12, salt2);
        running = frameChecksum(layout.bigEndianWords, running, out, at, layout.pageSize);
        putBe32(out, at + 16, running.first);
        putBe32(out, at + 20, running.second);
    }
    out.truncate(frameAt(layout, last + 1));
    return out;
}

}  // namespace umpire
