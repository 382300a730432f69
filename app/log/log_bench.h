// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTextStream;

namespace umpire {

/// Measures the game log in a temporary file and prints the figures: durable single appends
/// (entries/s), bulk setup of `entries` entries in one transaction, and the time to list,
/// count and filter them (by procedure, by text). Returns 0, or 2 when the log fails.
int runLogBench(QTextStream& out, int entries = 100000);

}  // namespace umpire
