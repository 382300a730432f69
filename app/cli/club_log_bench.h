// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QTextStream;

namespace umpire {

/// Measures a club log on the PostgreSQL server at `address` (a club log just set up, holding
/// no session: the bench fills it with `entries` entries; or the log an earlier run filled,
/// holding only its bench session, used as it is) against bare queries on the same
/// server, alternately, and prints a Markdown table: a durable append against a bare
/// parameterised INSERT of the same text, eight tables appending at once (entries per second,
/// the slowest append), `log verify` of the whole log, and the text filter against the plain
/// query. Returns 0, or 2 when something could not be measured.
int runClubLogBench(QTextStream& out, QTextStream& err, const QString& address, int entries, int runs);

}  // namespace umpire
