// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sqlite_interrupt.h"

#include "log/chain_row_reading.h"
#include "log/log_task.h"

#include <sqlite3.h>

namespace umpire {
namespace {

int stopWhenCancelled(void* task)
{
    return static_cast<const LogTask*>(task)->cancelled() ? 1 : 0;
}

/// SQLite calls the handler every this many virtual machine steps: often enough to stop within
/// a few milliseconds, rarely enough to cost nothing measurable.
constexpr int kStepsBetweenChecks = 10000;

}  // namespace

SqliteInterrupt::SqliteInterrupt(const QSqlDatabase& db, const LogTask* task)
{
    if (!task)
        return;
    handle_ = sqliteHandle(db);
    if (handle_)
        sqlite3_progress_handler(handle_, kStepsBetweenChecks, stopWhenCancelled,
                                 const_cast<void*>(static_cast<const void*>(task)));
}

SqliteInterrupt::~SqliteInterrupt()
{
    if (handle_)
        sqlite3_progress_handler(handle_, 0, nullptr, nullptr);
}

}  // namespace umpire
