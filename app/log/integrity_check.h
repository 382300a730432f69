// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <thread>

struct sqlite3;

namespace umpire {

class LogTask;

/// SQLite's full `PRAGMA integrity_check` of a log file, run on a read-only connection and a
/// thread of its own, so that it overlaps the walk of the hash chain instead of preceding it.
/// Its read transaction is a consistent snapshot of the file, like the walk's.
class IntegrityCheck {
public:
    /// Starts checking the file at `path`; it stops soon after `task` (may be null) is cancelled.
    IntegrityCheck(const QString& path, int busyTimeoutMs, const LogTask* task);
    /// Waits for the check to end.
    ~IntegrityCheck();
    IntegrityCheck(const IntegrityCheck&) = delete;
    IntegrityCheck& operator=(const IntegrityCheck&) = delete;

    struct Outcome {
        bool ran = false;   ///< false: the file could not be opened a second time; check it on the first connection
        QStringList lines;  ///< SQLite's answer: {"ok"} when the file is sound
        QString error;      ///< why the check stopped (SQLite's message), when it did
        int errorCode = 0;  ///< SQLite's (extended) result code then
    };
    /// Waits for the check and gives its outcome (once).
    Outcome result();

private:
    void run(const QString& path, int busyTimeoutMs, const LogTask* task);

    Outcome outcome_;
    std::thread thread_;
};

}  // namespace umpire
