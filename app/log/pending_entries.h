// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/chain_writer.h"
#include "log/log_entry.h"
#include "log/log_result.h"

#include <QString>

namespace umpire {

/// A roll draft checked and turned into its columns. Errors start with "`path`: `action``where`",
/// `where` naming the draft among several.
LogResult<PendingEntry> pendingRoll(const LogEntryDraft& draft, const QString& path, const QString& action,
                                    const QString& where);

/// The void entry that cancels entry `voidsId` of session `sessionId`.
PendingEntry pendingVoid(qint64 sessionId, qint64 voidsId, const QString& reason);

}  // namespace umpire
