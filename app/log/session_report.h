// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"
#include "log/log_export_file.h"
#include "log/log_result.h"
#include "log/log_session.h"
#include "log/log_verification.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QTimeZone>

#include <optional>

namespace umpire {

class LogTask;

/// One play session as a printed report: what the players read after the game, with the names
/// the module gives (not its ids), times in the players' zone, and whether the log's chain of
/// entries was found intact.
struct SessionReport {
    LogSession session;
    QList<LogEntry> entries;  ///< with their resolutions (LogFilter::withResolution)
    QString gameTitle;        ///< empty: the game's id is shown
    QHash<QString, QString> procedureLabels;  ///< procedure id -> label
    QSet<QString> codeNamedByText;            ///< see ExportNames::codeNamedByText
    QString logPath;
    std::optional<LogVerification> verification;  ///< absent: not checked
    QTimeZone zone = QTimeZone::systemTimeZone();
    /// Follows the entries on a page of its own (the luck report, as Markdown); may be empty.
    QString closingMarkdown;
};

/// The report as HTML for QTextDocument: a title block (game, session, scenario, players, when,
/// the log and its verification), then one table row per entry under a header repeated on
/// every page.
QString sessionReportHtml(const SessionReport& report);

/// Writes the report as an A4 landscape PDF to `target` (see writeExportFile: never over a game
/// log, atomically). Needs a QGuiApplication (fonts). With a task: a cancel asked for while
/// writing discards the file before it is put in place.
LogStatus writeSessionReportPdf(const SessionReport& report, const ExportTarget& target, LogTask* task = nullptr);

}  // namespace umpire
