// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_result.h"

#include <QStringList>

#include <functional>
#include <optional>

class QRandomGenerator;
class QString;
class QTextStream;

namespace umpire {

class GameLog;

/// The procedures of the bench's made-up game "bench-game", and the results each has (best
/// first for the side it favours, for the luck report's bench).
const QStringList& benchProcedures();
const QStringList& benchResults();

/// A roll of typical size for session `sessionId` (five situation values, six modifiers, a
/// six-result distribution); one in a hundred has the note "ambush at the bridge".
LogEntryDraft benchDraft(QRandomGenerator& random, qint64 sessionId, int index);

/// Appends `entries` bench drafts to `log` in one session of "bench-game" (transactions of
/// some thousands, so memory stays small); `progress` is told the entries written so far.
/// Returns the session's id.
LogResult<qint64> fillBenchLog(GameLog& log, int entries, const std::function<void(int)>& progress = {});

/// Why a log kept from an earlier bench run cannot be timed again, or nothing: its session's
/// recorded count must be its entries', and no resolution may belong to an entry it lacks (a
/// hand-edited file times other work than the log's own).
std::optional<QString> keptBenchLogProblem(const GameLog& log, qint64 sessionId);

/// Measures the game log in a temporary file and prints the figures: durable single appends
/// (entries/s), bulk setup of `entries` entries in one transaction, and the time to list,
/// count and filter them (by procedure, by text). Returns 0, or 2 when the log fails.
int runLogBench(QTextStream& out, int entries = 100000);

}  // namespace umpire
