// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"
#include "engine/game.h"
#include "log/log_result.h"
#include "log/log_session.h"

#include <optional>
#include <vector>

namespace umpire {

class GameLog;
class LogTask;

/// Reads the rolls of one session (or of every session) from `log` and tells their luck: each
/// rated with its procedure's luck order from `games` and the chances its entry stored. Streams
/// the entries (a million fit); with a task, reports the entries read and stops when cancelled.
LogResult<LuckReport> buildLuckReport(const GameLog& log, const std::vector<Game>& games, std::optional<qint64> sessionId,
                                      LogTask* task = nullptr);

/// The same for entries already read (with their resolutions: LogFilter::withResolution), as an
/// export has them; `sessions` gives each session's game.
LuckReport luckReportOf(const QList<LogEntry>& entries, const QList<LogSession>& sessions, const std::vector<Game>& games,
                        std::optional<qint64> sessionId);

}  // namespace umpire
