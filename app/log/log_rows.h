// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_session.h"

#include <QString>

class QSqlQuery;

namespace umpire {

/// The columns readEntry() reads, for "SELECT %1 FROM entries e". Arguments: %1 the
/// resolution expression (or ''), %2 the hash columns (or '', '').
const QString& entrySelectColumns();
LogEntry readEntry(const QSqlQuery& row);

/// "SELECT ... FROM sessions s" with every column readSession() reads, entry count included.
const QString& sessionSelect();
LogSession readSession(const QSqlQuery& row);

}  // namespace umpire
