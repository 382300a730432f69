// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <atomic>

namespace umpire {

/// The link between a long log job (verify, export, opening an old log) running on a thread of
/// its own and whoever waits for it: the job says how far it has got, the other side may ask it
/// to stop. Every member may be called from any thread; nothing is queued, the waiting side reads
/// the latest figures when it wants to (a million entries never flood an event loop).
class LogTask {
public:
    enum class Stage : int {
        Starting,
        CheckingFile,     ///< PRAGMA integrity_check: no count to show
        CheckingEntries,  ///< done / total entries hashed and linked
        CopyingLog,       ///< the backup before an upgrade
        Upgrading,        ///< done / total schema versions
        ReadingEntries,   ///< done / total entries read for an export
        Writing,          ///< the output file is being laid out and written
        CheckingSeals,    ///< done / total entries of the sealed sessions checked against their seals
    };

    /// The job is at `stage`, `done` of `total` (0 total: no count for this stage).
    void report(Stage stage, qint64 done = 0, qint64 total = 0)
    {
        total_.store(total, std::memory_order_relaxed);
        done_.store(done, std::memory_order_relaxed);
        stage_.store(static_cast<int>(stage), std::memory_order_release);
    }
    Stage stage() const { return static_cast<Stage>(stage_.load(std::memory_order_acquire)); }
    qint64 done() const { return done_.load(std::memory_order_relaxed); }
    qint64 total() const { return total_.load(std::memory_order_relaxed); }

    /// Asks the job to stop as soon as it can; it then fails with LogError::Kind::Cancelled and
    /// changes nothing.
    void cancel() { cancelled_.store(true); }
    bool cancelled() const { return cancelled_.load(std::memory_order_relaxed); }

private:
    std::atomic<int> stage_{static_cast<int>(Stage::Starting)};
    std::atomic<qint64> done_{0};
    std::atomic<qint64> total_{0};
    std::atomic<bool> cancelled_{false};
};

/// True when `task` is given and was asked to stop.
inline bool cancelRequested(const LogTask* task)
{
    return task && task->cancelled();
}

}  // namespace umpire
