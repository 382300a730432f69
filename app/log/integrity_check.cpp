// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/integrity_check.h"

#include "log/log_task.h"

#include <sqlite3.h>

namespace umpire {
namespace {

int stopWhenCancelled(void* task)
{
    return static_cast<const LogTask*>(task)->cancelled() ? 1 : 0;
}

/// Read through a memory map (SQLite caps it at its build's limit, 2 GB on Debian): the check
/// reads every page of the file, and a map saves a system call and a copy for each.
constexpr const char* kMapFile = "PRAGMA mmap_size = 2147418112";

}  // namespace

IntegrityCheck::IntegrityCheck(const QString& path, int busyTimeoutMs, const LogTask* task)
    : thread_([this, path, busyTimeoutMs, task] { run(path, busyTimeoutMs, task); })
{
}

IntegrityCheck::~IntegrityCheck()
{
    if (thread_.joinable())
        thread_.join();
}

IntegrityCheck::Outcome IntegrityCheck::result()
{
    if (thread_.joinable())
        thread_.join();
    return outcome_;
}

void IntegrityCheck::run(const QString& path, int busyTimeoutMs, const LogTask* task)
{
    sqlite3* handle = nullptr;
    const QByteArray file = path.toUtf8();
    if (sqlite3_open_v2(file.constData(), &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        sqlite3_close(handle);
        return;  // not ran: the caller checks on its own connection
    }
    const std::unique_ptr<sqlite3, int (*)(sqlite3*)> close(handle, sqlite3_close);
    sqlite3_busy_timeout(handle, busyTimeoutMs);
    sqlite3_exec(handle, kMapFile, nullptr, nullptr, nullptr);  // only a speed-up: its failure changes nothing
    if (task)
        sqlite3_progress_handler(handle, 10000, stopWhenCancelled, const_cast<void*>(static_cast<const void*>(task)));
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(handle, "PRAGMA integrity_check", -1, &statement, nullptr) != SQLITE_OK) {
        sqlite3_finalize(statement);
        return;
    }
    outcome_.ran = true;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW)
        outcome_.lines << QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(statement, 0)));
    if (step != SQLITE_DONE) {
        outcome_.error = QString::fromUtf8(sqlite3_errmsg(handle));
        outcome_.errorCode = sqlite3_extended_errcode(handle);
    }
    sqlite3_finalize(statement);
}

}  // namespace umpire
