// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_session.h"
#include "log/session_seal.h"

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

/// The columns of a dice seal readSeal() reads, in a file's and a club log's table dice_seals
/// alike: "SELECT %1 FROM dice_seals".
const QString& sealColumns();
/// The seal in the row's columns from `first` on (sealColumns()), its secret included.
SessionSeal readSeal(const QSqlQuery& row, int first = 0);

}  // namespace umpire
