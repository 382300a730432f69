// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/journal_keeping.h"

#include "log/chain_row_reading.h"

#include <sqlite3.h>

namespace umpire {

bool keepJournalAtClose(const QSqlDatabase& db, bool keep)
{
    sqlite3* handle = sqliteHandle(db);
    int kept = -1;
    return handle && sqlite3_db_config(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, keep ? 1 : 0, &kept) == SQLITE_OK
           && kept == (keep ? 1 : 0);
}

}  // namespace umpire
