// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/program_dice_seen.h"

#include <QByteArray>
#include <QStringList>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace umpire {

/// A run of entries read from the log, copied as SQLite stored them (UTF-8 text, integers as
/// decimal text), to be hashed away from the reading thread.
struct EntryBatch {
    enum class Type : unsigned char { Null, Integer, Text, Blob };
    struct Cell {
        Type type = Type::Null;
        qsizetype offset = 0;
        qsizetype size = 0;
    };
    /// Per row: the stored hash, then the hashed entry columns in hashedEntryColumns() order,
    /// then the session's in hashedSessionColumns() order.
    static constexpr int cellsPerRow(int entryColumns, int sessionColumns) { return 1 + entryColumns + sessionColumns; }

    qint64 firstRow = 0;  ///< the position in the chain of the first row (0 = the first entry)
    int rows = 0;
    QByteArray bytes;
    std::vector<Cell> cells;

    void add(Type type, const char* data, qsizetype size)
    {
        cells.push_back(Cell{type, bytes.size(), size});
        bytes.append(data, size);
    }
};

/// A row whose recomputed hash is not the stored one, or that Qt's own path must check
/// (its text is not strict UTF-8).
struct FlaggedRow {
    qint64 row = 0;
    bool needsQtPath = false;
};

/// Worker threads that rebuild each row's canonical content straight from the stored UTF-8
/// and hash it (QCryptographicHash, SHA-256), on every core. Batches may finish in any order;
/// flagged() holds every flagged row once wait() returns.
class EntryHashWorkers {
public:
    explicit EntryHashWorkers(int threads);
    ~EntryHashWorkers();
    EntryHashWorkers(const EntryHashWorkers&) = delete;
    EntryHashWorkers& operator=(const EntryHashWorkers&) = delete;

    /// Queues a batch; blocks while enough work is queued to keep every worker busy.
    void submit(EntryBatch batch);
    /// Waits until every submitted batch is hashed.
    void wait();
    /// The lowest row found changed so far (INT64_MAX when none): reading can stop past it.
    qint64 firstChangedRow() const { return firstChanged_.load(); }
    std::vector<FlaggedRow> flagged() const;
    /// The program dice of every row hashed; nothing when a row was left to Qt's path or could
    /// not be tallied (the seal check then reads the log itself).
    std::optional<ProgramDiceSeen> programDiceSeen() const;
    /// Cells of one row in a batch (EntryBatch::cellsPerRow for the log's columns).
    int cellsPerRow() const { return cellsPerRow_; }

private:
    void run();
    void check(const EntryBatch& batch, std::string& canonical, std::vector<FlaggedRow>& found,
               ProgramDiceSeen& seen, bool& seenAll) const;

    struct Key {
        std::string prefix;  ///< `"name":` with its leading comma
        int cell = -1;      ///< the row's cell holding the value, -1 for the session object
    };
    std::vector<Key> entryKeys_;
    std::vector<Key> sessionKeys_;
    /// The cells the program dice tally reads.
    struct DiceCells {
        int session = 0;
        int kind = 0;
        int diceOrigin = 0;
        int resolution = 0;
    } diceCells_;
    int cellsPerRow_ = 0;

    mutable std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<EntryBatch> queue_;
    int busy_ = 0;
    bool stopping_ = false;
    std::size_t maxQueued_ = 2;
    std::vector<FlaggedRow> flagged_;
    ProgramDiceSeen seen_;
    bool seenAll_ = true;
    mutable std::atomic<qint64> firstChanged_;
    std::vector<std::thread> threads_;
};

}  // namespace umpire
