// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/bench_rows.h"

namespace umpire {

class GameLog;

/// The luck report of the bench log's session against its floor: reading the same columns of
/// every entry (LogFilter::rollColumnsOnly) and doing nothing with them.
BenchRow luckReportBenchRow(const GameLog& log, qint64 sessionId, int runs, bool& failed);

}  // namespace umpire
