// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QSqlDatabase;

namespace umpire {

/// SQLite's quick structural check of the file `db` has open (`PRAGMA quick_check`: every page
/// of every table and index, without matching indexes to their tables). Empty when the file is
/// sound, else what is wrong, in SQLite's words. A writer runs it once before its first write:
/// an append into a damaged file can spread the damage, and a damaged page an append does not
/// read would be found only by whoever reads it next.
QString structureProblem(const QSqlDatabase& db);

}  // namespace umpire
