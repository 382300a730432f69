// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_result.h"
#include "log/log_session.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace umpire {

class LogTask;

/// The formats `umpire-cli log export` writes.
enum class ExportFormat { Csv, Markdown, Pdf };

/// "csv" / "md" / "pdf"
QString exportFormatName(ExportFormat format);
/// Accepts "csv", "md", "markdown" and "pdf".
std::optional<ExportFormat> exportFormatFromName(const QString& name);

/// The column names of the CSV export, in order.
const QStringList& csvColumns();

/// CSV for spreadsheets: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte order mark, one
/// row per entry. A text cell that a spreadsheet would run as a formula (starting with = or @,
/// or + / - followed by more than a number) is prefixed with an apostrophe.
QByteArray entriesToCsv(const QList<LogSession>& sessions, const QList<LogEntry>& entries);

/// Markdown: a heading per session, then a table with one line per roll and its modifiers.
QString entriesToMarkdown(const QList<LogSession>& sessions, const QList<LogEntry>& entries);

/// The HTML laid out in the PDF export.
QString entriesToHtml(const QList<LogSession>& sessions, const QList<LogEntry>& entries);

/// Writes the entries to `outputPath` in `format`, atomically (a failed or cancelled export
/// leaves no half-written file). The PDF needs a QGuiApplication (fonts); without one it fails
/// cleanly. With a task: a cancel asked for while writing discards the file before it is put in place.
LogStatus exportEntries(const QList<LogSession>& sessions, const QList<LogEntry>& entries,
                        ExportFormat format, const QString& outputPath, LogTask* task = nullptr);

}  // namespace umpire
