// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_export_file.h"
#include "log/log_result.h"
#include "log/log_session.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <optional>

class QTextDocument;

namespace umpire {

class LogTask;

/// The names the players know a game and its procedures by, taken from the modules; an id
/// without one (a log read without its module) is written as it is.
struct ExportNames {
    QHash<QString, QString> gameTitles;                       ///< game id -> title
    QHash<QString, QHash<QString, QString>> procedureLabels;  ///< game id -> procedure id -> label
    /// Procedures whose result code is an id that the result's text already names (a chit
    /// drawn from the cup): the reports give the text alone.
    QSet<QString> codeNamedByText;

    QString game(const QString& gameId) const { return gameTitles.value(gameId, gameId); }
    QString procedure(const QString& gameId, const QString& procedureId) const
    {
        return procedureLabels.value(gameId).value(procedureId, procedureId);
    }
};

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
/// Beside the ids of the game and the procedure, their names (`game_title`, `procedure_label`).
QByteArray entriesToCsv(const QList<LogSession>& sessions, const QList<LogEntry>& entries, const ExportNames& names = {});

/// Markdown: a heading per session, then a table with one line per roll and its modifiers.
/// Games and procedures are named as `names` gives them.
QString entriesToMarkdown(const QList<LogSession>& sessions, const QList<LogEntry>& entries, const ExportNames& names = {});

/// The HTML laid out in the PDF export.
QString entriesToHtml(const QList<LogSession>& sessions, const QList<LogEntry>& entries, const ExportNames& names = {});

/// Writes the entries to `target` in `format` (see writeExportFile): never over the game log
/// it reads or any other, nor over an existing file unless the target allows it; atomically (a
/// failed or cancelled export leaves a file already there as it was). The PDF needs a
/// QGuiApplication (fonts); without one it fails cleanly.
/// `closingMarkdown` (the luck report) follows the entries in the Markdown and the PDF.
LogStatus exportEntries(const QList<LogSession>& sessions, const QList<LogEntry>& entries, ExportFormat format,
                        const ExportTarget& target, const ExportNames& names = {}, LogTask* task = nullptr,
                        const QString& closingMarkdown = QString());

/// Lays out a printed export: `html`, then `closingMarkdown` (empty: nothing) read by Qt's
/// Markdown reader, from a new page.
void layOutPrintedExport(QTextDocument& document, const QString& html, const QString& closingMarkdown);

}  // namespace umpire
