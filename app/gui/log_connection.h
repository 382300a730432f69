// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

namespace umpire {

class BackgroundLogWriter;
class GameLog;

/// The game log file the window uses: a connection for reading on the window's thread, and a
/// writer with a connection on its own thread, so waiting for a lock never freezes the window.
class LogConnection {
public:
    LogConnection();
    ~LogConnection();
    LogConnection(const LogConnection&) = delete;
    LogConnection& operator=(const LogConnection&) = delete;

    /// Opens (creating when missing) the log at `path`; on failure nothing is open and
    /// problem() says why.
    bool open(const QString& path, int busyTimeoutMs);
    void close();
    /// Nothing is open, for the reason given (e.g. opening was cancelled).
    void fail(const QString& path, const QString& problem);

    /// True when the file at `path` is an Umpire log of an older schema, by its header: opening
    /// it will copy and upgrade it, which takes long for a big log (the window does it on a
    /// thread of its own first).
    static bool needsUpgrade(const QString& path);

    /// The reading connection, or null when no log is open.
    GameLog* log() const { return log_.get(); }
    /// The writer, or null when no log is open.
    BackgroundLogWriter* writer() const { return writer_.get(); }
    /// The file last asked for, open or not.
    QString path() const { return path_; }
    QString problem() const { return problem_; }

private:
    std::unique_ptr<GameLog> log_;
    std::unique_ptr<BackgroundLogWriter> writer_;
    QString path_;
    QString problem_;
};

}  // namespace umpire
