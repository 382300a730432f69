// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_copy.h"

#include "log/game_log.h"

#include <algorithm>

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
    const auto seals = from.sealRows();
    if (!seals)
        return seals.failure();
    auto import = to.beginImport(*sessions, *seals);
    if (!import)
        return import.failure();
    LogCopied copied;
    copied.sessions = sessions->size();
    copied.seals = seals->size();
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
    // The copy counted its sealed rolls itself, as they came: the same as the original's counts.
    const auto copiedSeals = to.sealRows();
    if (!copiedSeals)
        return copiedSeals.failure();
    for (const SessionSeal& seal : *seals) {
        const auto match = std::find_if(copiedSeals->begin(), copiedSeals->end(),
                                        [&](const SessionSeal& copy) { return copy.sessionId == seal.sessionId; });
        if (match == copiedSeals->end() || match->rolls != seal.rolls || match->isRevealed() != seal.isRevealed())
            return LogError{QStringLiteral("%1: the copy's dice seal of session %2 does not match the original's (%3 "
                                           "sealed roll(s) there, %4 in the copy)")
                                .arg(to.path())
                                .arg(seal.sessionId)
                                .arg(seal.rolls)
                                .arg(match == copiedSeals->end() ? 0 : match->rolls)};
    }
    return copied;
}

}  // namespace umpire
