// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_connection.h"

#include "play/background_log_writer.h"

#include "log/game_log.h"

namespace umpire {

LogConnection::LogConnection() = default;
LogConnection::~LogConnection() = default;

bool LogConnection::open(const QString& path, int busyTimeoutMs)
{
    close();
    path_ = path;
    auto log = std::make_unique<GameLog>();
    GameLog::OpenOptions options;
    options.busyTimeoutMs = busyTimeoutMs;
    // Opening creates or upgrades the file here, so the writer only ever appends.
    const LogStatus status = log->open(path, options);
    if (!status.ok()) {
        problem_ = status.error();
        return false;
    }
    problem_.clear();
    log_ = std::move(log);
    writer_ = std::make_unique<BackgroundLogWriter>(path, busyTimeoutMs);
    return true;
}

void LogConnection::close()
{
    writer_.reset();
    log_.reset();
    problem_.clear();
}

}  // namespace umpire
