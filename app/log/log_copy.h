// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

namespace umpire {

class GameLog;

/// What a copy wrote: how many sessions and entries.
struct LogCopied {
    qint64 sessions = 0;
    qint64 entries = 0;
};

/// Copies every session and entry of `from` into `to` (a file or a club log's server, either
/// way), which must hold no session yet: ids, times and hashes as they are, in one transaction
/// (all or nothing). `from` is verified first, so a damaged log is not spread; the copy is then
/// verified in its turn.
LogResult<LogCopied> copyGameLog(const GameLog& from, GameLog& to);

}  // namespace umpire
