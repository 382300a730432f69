// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/log_writer.h"

#include <QThread>

#include <memory>

namespace umpire {

class GameLog;

/// Writes on a thread of its own, with its own connection to the log file, so that a log held
/// by another program (SQLite waits for the lock up to the busy timeout) never freezes the
/// window. Jobs run one after the other in the order submitted.
class BackgroundLogWriter : public LogWriter {
    Q_OBJECT

public:
    /// Writes to the log file at `path`, waiting up to `busyTimeoutMs` for a lock.
    BackgroundLogWriter(const QString& path, int busyTimeoutMs, QObject* parent = nullptr);
    /// Waits for the job being written, then closes the connection.
    ~BackgroundLogWriter() override;

    void submit(const LogWriteJob& job) override;
    QString path() const override { return path_; }

private:
    /// Lives on the writer thread: the connection is opened, used and closed there.
    class Worker;

    QString path_;
    int busyTimeoutMs_;
    QThread thread_;
    Worker* worker_;
};

}  // namespace umpire
