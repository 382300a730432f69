// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QDateTime;
class QTextStream;

namespace umpire {

struct LogEntry;
struct LogSession;

/// A time to the minute in UTC, as the log's lists show it: "2026-11-23 14:05Z".
QString shortTime(const QDateTime& time);

/// One line of `log list`: number, time, turn, procedure, dice and result; with `withSession`,
/// the entry's session after its number (a list of several sessions).
QString listLine(const LogEntry& entry, bool withSession = false);

/// One line of `log sessions`.
QString sessionLine(const LogSession& session);

/// `log show`: the entry in full, with its situation, modifiers, dice and hashes.
void printEntry(QTextStream& out, const LogEntry& entry, const LogSession& session);

}  // namespace umpire
