// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QSqlDatabase;
struct sqlite3;

namespace umpire {

class LogTask;

/// While alive, a statement of this connection that runs long (an integrity check, a big query)
/// stops with SQLITE_INTERRUPT soon after the task is cancelled. Does nothing without a task.
class SqliteInterrupt {
public:
    SqliteInterrupt(const QSqlDatabase& db, const LogTask* task);
    ~SqliteInterrupt();
    SqliteInterrupt(const SqliteInterrupt&) = delete;
    SqliteInterrupt& operator=(const SqliteInterrupt&) = delete;

private:
    sqlite3* handle_ = nullptr;
};

}  // namespace umpire
