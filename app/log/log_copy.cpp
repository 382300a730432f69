// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_copy.h"

#include "log/game_log.h"

namespace umpire {

LogResult<LogCopied> copyGameLog(const GameLog& from, GameLog& to)
{
    const auto checked = from.verify();
    if (!checked)
        return checked.failure();
    if (!checked->ok())
        return LogError::refused(QStringLiteral("%1: not copied: it does not verify (%2)").arg(from.path(), checked->message));
    const auto sessions = from.sessionRows();
    if (!sessions)
        return sessions.failure();
    auto import = to.beginImport(*sessions);
    if (!import)
        return import.failure();
    LogCopied copied;
    copied.sessions = sessions->size();
    LogStatus added = logOk();
    const auto read = from.forEachChainRow([&](const ChainRow& row) {
        added = (*import)->add(row);
        ++copied.entries;
        return added.ok();
    });
    if (!read)
        return read.failure();
    if (!added)
        return added.failure();
    if (auto finished = (*import)->finish(); !finished)
        return finished.failure();
    const auto verified = to.verify();
    if (!verified)
        return verified.failure();
    if (!verified->ok())
        return LogError{QStringLiteral("%1: the copy does not verify (%2)").arg(to.path(), verified->message)};
    return copied;
}

}  // namespace umpire
