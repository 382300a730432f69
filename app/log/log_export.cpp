// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_export.h"

#include "log/dice_seal.h"
#include "log/log_task.h"
#include "log/resolution_summary.h"
#include "log/stored_roll.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QMap>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCursor>
#include <QTextDocumentFragment>
#include <QRegularExpression>
#include <QTextDocument>

namespace umpire {
namespace {

QMap<qint64, LogSession> byId(const QList<LogSession>& sessions)
{
    QMap<qint64, LogSession> map;
    for (const LogSession& session : sessions)
        map.insert(session.id, session);
    return map;
}

QString number(const std::optional<int>& value)
{
    return value ? QString::number(*value) : QString();
}

QString number(const std::optional<qint64>& value)
{
    return value ? QString::number(*value) : QString();
}

QString signedNumber(const std::optional<int>& value)
{
    if (!value)
        return QString();
    return *value >= 0 ? QStringLiteral("+%1").arg(*value) : QString::number(*value);
}

/// The natural or modified roll, left empty where the dice are not read as one sum (dice that
/// play different roles, or each die counted on its own): such a sum means nothing.
QString rollNumber(const std::optional<int>& value, const StoredRoll& roll)
{
    return roll.readAsOneSum() ? number(value) : QString();
}

QString timeText(const QDateTime& time)
{
    return time.toUTC().toString(Qt::ISODate);
}

/// "A/DR Attacker retreats" or the hand-entered chart result.
QString resultText(const LogEntry& entry, const ExportNames& names)
{
    QString text = names.codeNamedByText.contains(entry.procedure) && !entry.resultText.isEmpty() ? QString()
                                                                                                  : entry.resultCode.value_or(QString());
    if (!entry.resultText.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + entry.resultText;
    if (entry.chartResult)
        text += (text.isEmpty() ? QString() : QStringLiteral("; ")) + QStringLiteral("chart: ") + *entry.chartResult;
    const QString details = outcomeDetailsText(entry.resolution());
    if (!details.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("; ")) + details;
    return text;
}

QString procedureText(const LogEntry& entry, const QString& game, const ExportNames& names)
{
    if (entry.kind == LogEntryKind::Void)
        return QStringLiteral("void of #%1").arg(number(entry.voidsId));
    return names.procedure(game, entry.procedure);
}

QString remarks(const LogEntry& entry)
{
    QStringList parts;
    if (entry.kind == LogEntryKind::Void)
        parts << entry.voidReason;
    if (entry.parentId)
        parts << QStringLiteral("follow-up of #%1").arg(*entry.parentId);
    if (entry.voidedBy)
        parts << QStringLiteral("VOIDED by #%1").arg(*entry.voidedBy);
    if (!entry.note.isEmpty())
        parts << entry.note;
    return parts.join(QStringLiteral("; "));
}

QString diceSourceText(const LogEntry& entry)
{
    if (entry.dice.isEmpty() && entry.diceOrigin != DiceOrigin::Rolled)
        return {};  // no dice at all (a decision, the cup's set-up): no source to give
    if (entry.diceOrigin == DiceOrigin::Rolled)
        return QStringLiteral("rolled (%1)").arg(DiceSeal::programDiceLabel(entry.diceOrigin, entry.seed, entry.resolution()));
    return diceOriginName(entry.diceOrigin);
}

QString sessionTitle(const LogSession& session, const ExportNames& names)
{
    QString title = QStringLiteral("Session %1: %2").arg(session.id).arg(names.game(session.game));
    if (!session.scenario.isEmpty())
        title += QStringLiteral(", ") + session.scenario;
    if (!session.players.isEmpty())
        title += QStringLiteral(" (") + session.players.join(QStringLiteral(", ")) + QLatin1Char(')');
    title += QStringLiteral(", started ") + timeText(session.created);
    return title;
}

/// Entries grouped by session in the order given.
QList<QPair<qint64, QList<LogEntry>>> groupBySession(const QList<LogEntry>& entries)
{
    QList<QPair<qint64, QList<LogEntry>>> groups;
    for (const LogEntry& entry : entries) {
        if (groups.isEmpty() || groups.last().first != entry.sessionId)
            groups.append(qMakePair(entry.sessionId, QList<LogEntry>()));
        groups.last().second << entry;
    }
    return groups;
}

bool looksLikeFormula(const QString& cell)
{
    if (cell.isEmpty())
        return false;
    const QChar first = cell.front();
    if (first == QLatin1Char('=') || first == QLatin1Char('@') || first == QLatin1Char('\t')
        || first == QLatin1Char('\r'))
        return true;
    if ((first == QLatin1Char('+') || first == QLatin1Char('-')) && cell.size() > 1) {
        static const QRegularExpression plainNumber(QStringLiteral("^[+-][0-9]+$"));
        return !plainNumber.match(cell).hasMatch();
    }
    return false;
}

QString csvCell(const QString& value, bool text)
{
    QString cell = text && looksLikeFormula(value) ? QLatin1Char('\'') + value : value;
    if (cell.contains(QLatin1Char(',')) || cell.contains(QLatin1Char('"')) || cell.contains(QLatin1Char('\n'))
        || cell.contains(QLatin1Char('\r')) || cell.startsWith(QLatin1Char(' ')) || cell.endsWith(QLatin1Char(' '))) {
        cell.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        cell = QLatin1Char('"') + cell + QLatin1Char('"');
    }
    return cell;
}

/// A text as a Markdown table cell: HTML a renderer would run (`</table><h1>`) shows as text,
/// a pipe cannot end the cell early, a line break stays inside the cell.
QString markdownCell(QString value)
{
    value.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    value.replace(QLatin1Char('&'), QStringLiteral("&amp;"));
    value.replace(QLatin1Char('<'), QStringLiteral("&lt;"));
    value.replace(QLatin1Char('>'), QStringLiteral("&gt;"));
    value.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    value.replace(QStringLiteral("\r\n"), QStringLiteral("<br>"));
    value.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    value.replace(QLatin1Char('\r'), QStringLiteral("<br>"));
    return value;
}

}  // namespace

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv: return QStringLiteral("csv");
    case ExportFormat::Markdown: return QStringLiteral("md");
    case ExportFormat::Pdf: return QStringLiteral("pdf");
    }
    return {};
}

std::optional<ExportFormat> exportFormatFromName(const QString& name)
{
    if (name == QLatin1String("markdown"))
        return ExportFormat::Markdown;
    for (ExportFormat format : {ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Pdf}) {
        if (exportFormatName(format) == name)
            return format;
    }
    return std::nullopt;
}

const QStringList& csvColumns()
{
    static const QStringList columns{
        QStringLiteral("entry"),       QStringLiteral("session"),     QStringLiteral("game"),
        QStringLiteral("game_title"),  QStringLiteral("time_utc"),    QStringLiteral("turn"),
        QStringLiteral("phase"),       QStringLiteral("kind"),        QStringLiteral("procedure"),
        QStringLiteral("procedure_label"), QStringLiteral("situation"),
        QStringLiteral("column"),      QStringLiteral("dice"),        QStringLiteral("natural"),
        QStringLiteral("modified"),    QStringLiteral("drm_total"),   QStringLiteral("modifiers"),
        QStringLiteral("result_code"), QStringLiteral("result_text"), QStringLiteral("chart_result"),
        QStringLiteral("dice_origin"), QStringLiteral("seed"),        QStringLiteral("parent"),
        QStringLiteral("voids"),       QStringLiteral("void_reason"), QStringLiteral("voided_by"),
        QStringLiteral("note"),        QStringLiteral("hash"),        QStringLiteral("details"),
    };
    return columns;
}

QByteArray entriesToCsv(const QList<LogSession>& sessions, const QList<LogEntry>& entries, const ExportNames& names)
{
    const auto sessionById = byId(sessions);
    QString csv;
    csv += csvColumns().join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const LogEntry& entry : entries) {
        const QJsonObject resolution = entry.resolution();
        const StoredRoll roll = storedRollOf(entry);
        // {value, is free text}
        const QList<QPair<QString, bool>> cells{
            {QString::number(entry.id), false},
            {QString::number(entry.sessionId), false},
            {sessionById.value(entry.sessionId).game, true},
            {names.game(sessionById.value(entry.sessionId).game), true},
            {timeText(entry.time), false},
            {entry.turn, true},
            {entry.phase, true},
            {logEntryKindName(entry.kind), false},
            {entry.procedure, true},
            {entry.kind == LogEntryKind::Void ? QString() : names.procedure(sessionById.value(entry.sessionId).game, entry.procedure), true},
            {situationText(resolution), true},
            {entry.column.value_or(QString()), true},
            {entry.diceText(), false},
            {rollNumber(entry.natural, roll), false},
            {rollNumber(entry.modified, roll), false},
            {number(entry.drmTotal), false},
            {appliedModifiersText(resolution), true},
            {entry.resultCode.value_or(QString()), true},
            {entry.resultText, true},
            {entry.chartResult.value_or(QString()), true},
            {diceOriginName(entry.diceOrigin), false},
            {entry.seed ? QString::number(*entry.seed) : QString(), false},
            {number(entry.parentId), false},
            {number(entry.voidsId), false},
            {entry.voidReason, true},
            {number(entry.voidedBy), false},
            {entry.note, true},
            {entry.hash, false},
            {outcomeDetailsText(resolution), true},
        };
        QStringList row;
        for (const auto& [value, text] : cells)
            row << csvCell(value, text);
        csv += row.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    // The byte order mark makes spreadsheet programs read the file as UTF-8.
    return QByteArrayLiteral("\xEF\xBB\xBF") + csv.toUtf8();
}

namespace {

/// One row of the Markdown and printable tables, in the order of their headers.
QStringList tableCells(const LogEntry& entry, const QString& game, const ExportNames& names)
{
    // Dice that play different roles by name, with the row read, as `log list` gives them.
    const StoredRoll roll = storedRollOf(entry);
    return {
        QString::number(entry.id),  timeText(entry.time),
        entry.turn,                 entry.phase,
        procedureText(entry, game, names), entry.column.value_or(QString()),
        roll.named ? roll.named->text() : entry.diceText(), rollNumber(entry.natural, roll),
        rollNumber(entry.modified, roll), signedNumber(entry.drmTotal),
        appliedModifiersText(entry.resolution()), resultText(entry, names),
        entry.kind == LogEntryKind::Void ? QString() : diceSourceText(entry), remarks(entry),
    };
}

}  // namespace

QString entriesToMarkdown(const QList<LogSession>& sessions, const QList<LogEntry>& entries, const ExportNames& names)
{
    const auto sessionById = byId(sessions);
    QString md = QStringLiteral("# Umpire game log\n");
    if (entries.isEmpty())
        md += QStringLiteral("\nNo entries.\n");
    for (const auto& [sessionId, group] : groupBySession(entries)) {
        const LogSession session = sessionById.value(sessionId, LogSession{sessionId, {}, {}, {}, {}, 0});
        md += QStringLiteral("\n## %1\n\n").arg(markdownCell(sessionTitle(session, names)));
        md += QStringLiteral("| # | Time (UTC) | Turn | Phase | Procedure | Column | Dice | Natural | Modified | "
                             "DRM | Modifiers | Result | Dice from | Remarks |\n");
        md += QStringLiteral("|--:|---|---|---|---|---|---|--:|--:|--:|---|---|---|---|\n");
        for (const LogEntry& entry : group) {
            const QStringList cells = tableCells(entry, session.game, names);
            QStringList escaped;
            for (const QString& cell : cells)
                escaped << markdownCell(cell);
            md += QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
        }
    }
    return md;
}

QString entriesToHtml(const QList<LogSession>& sessions, const QList<LogEntry>& entries, const ExportNames& names)
{
    const auto sessionById = byId(sessions);
    QString html = QStringLiteral(
        "<html><head><style>"
        "body { font-family: sans-serif; font-size: 7pt; }"
        "h1 { font-size: 12pt; } h2 { font-size: 9pt; margin-top: 8pt; }"
        "th { background-color: #dddddd; text-align: left; }"
        "td, th { padding: 2px; }"
        "tr.voided td { color: #888888; text-decoration: line-through; }"
        "</style></head><body><h1>Umpire game log</h1>");
    if (entries.isEmpty())
        html += QStringLiteral("<p>No entries.</p>");
    for (const auto& [sessionId, group] : groupBySession(entries)) {
        const LogSession session = sessionById.value(sessionId, LogSession{sessionId, {}, {}, {}, {}, 0});
        html += QStringLiteral("<h2>%1</h2>").arg(sessionTitle(session, names).toHtmlEscaped());
        html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" width=\"100%\"><tr><th>#</th><th>Time (UTC)</th>"
                               "<th>Turn</th><th>Phase</th><th>Procedure</th><th>Column</th><th>Dice</th>"
                               "<th>Nat.</th><th>Mod.</th><th>DRM</th><th>Modifiers</th><th>Result</th>"
                               "<th>Dice from</th><th>Remarks</th></tr>");
        for (const LogEntry& entry : group) {
            const QStringList cells = tableCells(entry, session.game, names);
            html += entry.voidedBy ? QStringLiteral("<tr class=\"voided\">") : QStringLiteral("<tr>");
            for (const QString& cell : cells)
                html += QStringLiteral("<td>%1</td>").arg(cell.toHtmlEscaped());
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("</body></html>");
    return html;
}

void layOutPrintedExport(QTextDocument& document, const QString& html, const QString& closingMarkdown)
{
    document.setHtml(html);
    if (closingMarkdown.isEmpty())
        return;
    QTextDocument closing;
    closing.setMarkdown(closingMarkdown);
    // An inserted fragment's first block takes the format of the block it lands in: that block
    // gets the first block's own (a heading's level) and starts the new page.
    QTextBlockFormat first = closing.begin().blockFormat();
    first.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor cursor(&document);
    cursor.movePosition(QTextCursor::End);
    cursor.insertBlock(first, closing.begin().charFormat());
    cursor.insertFragment(QTextDocumentFragment(&closing));
}

LogStatus exportEntries(const QList<LogSession>& sessions, const QList<LogEntry>& entries, ExportFormat format,
                        const ExportTarget& target, const ExportNames& names, LogTask* task, const QString& closingMarkdown)
{
    if (target.path.isEmpty())
        return LogError::refused(QStringLiteral("no output file given for the %1 export").arg(exportFormatName(format)));
    // Checked before the work of laying the file out, and again when it is written.
    if (auto refusal = exportTargetRefusal(target))
        return *refusal;
    if (format == ExportFormat::Pdf && !qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return LogError{QStringLiteral("%1: cannot write the PDF: the program did not start Qt's graphical "
                                       "application (QGuiApplication), which PDF fonts need")
                            .arg(target.path)};

    if (task)  // every entry is read: the bar stays full while the file is laid out
        task->report(LogTask::Stage::Writing, entries.size(), entries.size());
    QByteArray bytes;
    switch (format) {
    case ExportFormat::Csv:
        bytes = entriesToCsv(sessions, entries, names);
        break;
    case ExportFormat::Markdown:
        bytes = (closingMarkdown.isEmpty() ? entriesToMarkdown(sessions, entries, names)
                                           : entriesToMarkdown(sessions, entries, names) + QLatin1Char('\n') + closingMarkdown)
                    .toUtf8();
        break;
    case ExportFormat::Pdf: {
        // Laid out in memory: QPdfWriter does not say when a write fails, writeExportFile does.
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setTitle(QStringLiteral("Umpire game log"));
        writer.setCreator(QStringLiteral("Umpire"));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(10, 10, 10, 10),
                                         QPageLayout::Millimeter));
        QTextDocument document;
        layOutPrintedExport(document, entriesToHtml(sessions, entries, names), closingMarkdown);
        document.print(&writer);
        break;
    }
    }
    return writeExportFile(target, bytes, QStringLiteral("export"), task);
}

}  // namespace umpire
