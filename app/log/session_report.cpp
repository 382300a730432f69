// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/session_report.h"

#include "log/log_export.h"
#include "log/log_task.h"
#include "log/resolution_summary.h"
#include "log/stored_roll.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace umpire {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

QString localTime(const QDateTime& utc, const QTimeZone& zone, const QString& format)
{
    const QDateTime local = utc.toTimeZone(zone);
    return local.toString(format) + QLatin1Char(' ') + zone.displayName(local, QTimeZone::ShortName);
}

/// The dice as thrown, by name with the row read where they play different roles.
QString diceText(const LogEntry& e, const StoredRoll& roll)
{
    if (e.dice.isEmpty() && e.diceOrigin != DiceOrigin::Rolled)
        return {};  // no dice at all (a decision, the cup's set-up)
    QString text = roll.named ? roll.named->text() : e.diceText();
    if (e.diceOrigin == DiceOrigin::Rolled && e.seed)
        text += QStringLiteral(" (program, seed %1)").arg(*e.seed);
    else if (e.diceOrigin == DiceOrigin::Physical)
        text += QStringLiteral(" (physical)");
    return text;
}

QString resultCell(const LogEntry& e, const QSet<QString>& codeNamedByText)
{
    QString text = codeNamedByText.contains(e.procedure) && !e.resultText.isEmpty() ? QString() : esc(e.resultCode.value_or(QString()));
    if (!e.resultText.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(" — ")) + esc(e.resultText);
    if (e.chartResult)
        text += (text.isEmpty() ? QString() : QStringLiteral("; ")) + esc(QStringLiteral("%1, read off the printed chart").arg(*e.chartResult));
    const QString details = outcomeDetailsText(e.resolution());
    if (!details.isEmpty())
        text += QStringLiteral("<br><span style='color:#555555'>%1</span>").arg(esc(details));
    return text;
}

QString verificationText(const SessionReport& r)
{
    if (!r.verification)
        return QStringLiteral("Chain of entries: not verified for this report.");
    if (r.verification->ok())
        return QStringLiteral("Chain of entries verified (%1 checked): none changed, none missing.")
            .arg(r.verification->entriesChecked);
    return QStringLiteral("Chain of entries NOT intact: %1.").arg(r.verification->message);
}

}  // namespace

QString sessionReportHtml(const SessionReport& r)
{
    const QString game = r.gameTitle.isEmpty() ? r.session.game : r.gameTitle;
    QString html = QStringLiteral(
        "<html><head><style>"
        "body { font-family: sans-serif; font-size: 8pt; }"
        "h1 { font-size: 14pt; margin-bottom: 2pt; } p.meta { margin: 1pt 0; }"
        "th { background-color: #dddddd; text-align: left; }"
        "td, th { padding: 3px; vertical-align: top; }"
        "tr.voided td { color: #888888; text-decoration: line-through; }"
        "</style></head><body>");
    html += QStringLiteral("<h1>%1 — session %2</h1>").arg(esc(game)).arg(r.session.id);
    if (!r.session.scenario.isEmpty())
        html += QStringLiteral("<p class='meta'><b>Scenario:</b> %1</p>").arg(esc(r.session.scenario));
    if (!r.session.players.isEmpty())
        html += QStringLiteral("<p class='meta'><b>Players:</b> %1</p>").arg(esc(r.session.players.join(QStringLiteral(", "))));
    html += QStringLiteral("<p class='meta'><b>Started:</b> %1</p>")
                .arg(esc(localTime(r.session.created, r.zone, QStringLiteral("yyyy-MM-dd HH:mm"))));
    qsizetype rolls = 0;
    for (const LogEntry& e : r.entries)
        rolls += e.kind == LogEntryKind::Roll && !e.voidedBy ? 1 : 0;
    html += QStringLiteral("<p class='meta'><b>Entries:</b> %1, of which %2 rolls that count</p>").arg(r.entries.size()).arg(rolls);
    if (!r.logPath.isEmpty())
        html += QStringLiteral("<p class='meta'><b>Game log:</b> %1</p>").arg(esc(r.logPath));
    html += QStringLiteral("<p class='meta'><b>%1</b></p>").arg(esc(verificationText(r)));

    // <thead>: QTextDocument repeats it at the top of every page.
    html += QStringLiteral("<table border='1' cellspacing='0' width='100%'><thead><tr><th>#</th><th>Time</th><th>Turn</th>"
                           "<th>Phase</th><th>Procedure</th><th>Column</th><th>Dice</th><th>Modified</th><th>DRM</th>"
                           "<th>Modifiers applied</th><th>Result</th><th>Remarks</th></tr></thead>");
    for (const LogEntry& e : r.entries) {
        // A modified roll only where the dice are read as one sum: named or counted dice have
        // none that means anything (the result's details give their hits).
        const StoredRoll roll = storedRollOf(e);
        html += e.voidedBy ? QStringLiteral("<tr class='voided'>") : QStringLiteral("<tr>");
        QStringList remarks;
        if (e.parentId)
            remarks << QStringLiteral("follow-up of #%1").arg(*e.parentId);
        if (e.voidedBy)
            remarks << QStringLiteral("voided by #%1").arg(*e.voidedBy);
        if (!e.note.isEmpty())
            remarks << e.note;
        const QString player = e.resolution().value(QStringLiteral("player")).toString();
        if (!player.isEmpty())
            remarks << QStringLiteral("rolled by %1").arg(player);
        const QString procedure = e.kind == LogEntryKind::Void ? QStringLiteral("Void of #%1: %2").arg(e.voidsId.value_or(0)).arg(e.voidReason)
                                                               : r.procedureLabels.value(e.procedure, e.procedure);
        const QStringList cells{QString::number(e.id),
                                localTime(e.time, r.zone, QStringLiteral("HH:mm:ss")),
                                e.turn,
                                e.phase,
                                procedure,
                                e.column.value_or(QString()),
                                e.kind == LogEntryKind::Void ? QString() : diceText(e, roll),
                                e.modified && roll.readAsOneSum() ? QString::number(*e.modified) : QString(),
                                e.drmTotal ? (*e.drmTotal > 0 ? QStringLiteral("+%1").arg(*e.drmTotal) : QString::number(*e.drmTotal)) : QString()};
        for (const QString& cell : cells)
            html += QStringLiteral("<td>%1</td>").arg(esc(cell));
        html += QStringLiteral("<td>%1</td><td>%2</td><td>%3</td></tr>")
                    .arg(esc(appliedModifiersText(e.resolution())), resultCell(e, r.codeNamedByText), esc(remarks.join(QStringLiteral("; "))));
    }
    html += QStringLiteral("</table></body></html>");
    return html;
}

LogStatus writeSessionReportPdf(const SessionReport& report, const ExportTarget& target, LogTask* task)
{
    if (auto refusal = exportTargetRefusal(target))
        return *refusal;
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return LogError{QStringLiteral("%1: cannot write the PDF: the program did not start Qt's graphical application, "
                                       "which PDF fonts need")
                            .arg(target.path)};
    if (task)  // every entry is read: the bar stays full while the file is laid out
        task->report(LogTask::Stage::Writing, report.entries.size(), report.entries.size());
    QByteArray bytes;
    {
        // Laid out in memory: QPdfWriter does not say when a write fails, writeExportFile does.
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        const QString game = report.gameTitle.isEmpty() ? report.session.game : report.gameTitle;
        writer.setTitle(QStringLiteral("%1, session %2").arg(game).arg(report.session.id));
        writer.setCreator(QStringLiteral("Umpire"));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(12, 12, 12, 12),
                                         QPageLayout::Millimeter));
        QTextDocument document;
        layOutPrintedExport(document, sessionReportHtml(report), report.closingMarkdown);
        document.print(&writer);
    }
    return writeExportFile(target, bytes, QStringLiteral("report"), task);
}

}  // namespace umpire
