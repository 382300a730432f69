// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_connection.h"

#include "play/background_log_writer.h"

#include "log/game_log.h"
#include "log/log_schema.h"

#include <QFile>
#include <QtEndian>

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

void LogConnection::fail(const QString& path, const QString& problem)
{
    close();
    path_ = path;
    problem_ = problem;
}

bool LogConnection::needsUpgrade(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
        return false;
    // SQLite's file header: user_version at byte 60, application_id at 68, both big-endian. A
    // newer version may still wait in the -wal file: then the worker finds nothing to do.
    const auto at = [&](int offset) { return qFromBigEndian<qint32>(header.constData() + offset); };
    return at(68) == LogSchema::applicationId && at(60) < LogSchema::currentVersion;
}

void LogConnection::close()
{
    writer_.reset();
    log_.reset();
    problem_.clear();
}

}  // namespace umpire
