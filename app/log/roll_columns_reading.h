// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_filter_sql.h"

#include <QString>

#include <functional>
#include <optional>

struct sqlite3;

namespace umpire {

class LogTask;

/// Reads the entries `sql` selects, with only the columns a report of the rolls needs
/// (LogFilter::rollColumnsOnly), through SQLite's own calls: a million entries in a fraction of
/// the time Qt's driver takes to turn every column into a QVariant. Hands each to `visit` until it
/// returns false. Fails with SQLite's message, or with `cancelled` soon after `task` is cancelled.
std::optional<QString> visitRollColumns(sqlite3* db, const FilterSql& sql, LogTask* task,
                                        const std::function<bool(const LogEntry&)>& visit, bool& cancelled);

}  // namespace umpire
