// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

namespace umpire {

class GameLog;

/// What a copy wrote: how many sessions, dice seals and entries.
struct LogCopied {
    qint64 sessions = 0;
    qint64 seals = 0;
    qint64 entries = 0;
};

/// Copies every session, dice seal and entry of `from` into `to` (a file or a club log's
/// server, either way), which must hold no session yet: ids, times and hashes as they are, in
/// one transaction (all or nothing). A seal goes with its secret, its phrase and whether it was
/// revealed; `to` checks and counts the sealed rolls again as they come. `from` is verified
/// first, so a damaged log is not spread; the copy is then verified in its turn, its seals'
/// counts of sealed rolls included.
LogResult<LogCopied> copyGameLog(const GameLog& from, GameLog& to);

}  // namespace umpire
