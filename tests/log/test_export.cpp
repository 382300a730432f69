// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log/log_export.h"
#include "log/session_report.h"
#include "either_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>
#include <memory>

using namespace umpire;
using namespace umpire::test;

namespace {

/// RFC 4180 reader, independent of the writer: quoted fields, doubled quotes, CRLF rows.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
            row << field;
            field.clear();
            rows << row;
            row.clear();
            ++i;
        } else {
            field += c;
        }
    }
    REQUIRE_FALSE(quoted);
    REQUIRE(field.isEmpty());
    REQUIRE(row.isEmpty());
    return rows;
}

/// A session of three entries in a log file at temp.path, or (`server`) in a club log; the
/// exports are written in temp.dir.
struct ExportFixture {
    TempLog temp;
    std::unique_ptr<ClubLog> club;
    GameLog log;
    QList<LogSession> sessions;
    QList<LogEntry> entries;

    explicit ExportFixture(bool server = false)
    {
        if (server)
            club = std::make_unique<ClubLog>();
        INFO((server ? "club log " : "log file ") + (server ? club->address : temp.path).toStdString());
        REQUIRE(log.open(server ? club->address : temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("Bridge, at dawn"),
                                               {QStringLiteral("Anne"), QStringLiteral("Bruno")});
        LogEntryDraft tricky = sampleDraft(session);
        tricky.note = QStringLiteral("a \"quoted\", comma\nand a new line | pipe, é");
        tricky.diceOrigin = DiceOrigin::Rolled;
        tricky.seed = 42;
        REQUIRE(log.append(tricky).ok());
        LogEntryDraft formula = sampleDraft(session, QStringLiteral("rally"), QStringLiteral("-"));
        formula.note = QStringLiteral("=HYPERLINK(\"x\")");
        formula.chartResult = QStringLiteral("-1 step");
        REQUIRE(log.append(formula).ok());
        REQUIRE(log.voidEntry(1, QStringLiteral("wrong hex")).ok());
        sessions = *log.sessions();
        LogFilter all;
        all.withResolution = true;
        entries = *log.entries(all);
    }
};

}  // namespace

TEST_CASE("the CSV export parses back to the same values, one row per entry", "[log][export]")
{
    ExportFixture f(GENERATE(false, true));
    const QString output = f.temp.dir.filePath(QStringLiteral("log.csv"));
    REQUIRE(exportEntries(f.sessions, f.entries, ExportFormat::Csv, ExportTarget(output)).ok());
    const QByteArray bytes = fileBytes(output);
    REQUIRE(bytes.startsWith("\xEF\xBB\xBF"));
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(bytes.mid(3)));
    REQUIRE(rows.size() == 4);
    CHECK(rows.at(0) == csvColumns());
    for (const QStringList& row : rows)
        REQUIRE(row.size() == csvColumns().size());
    auto cell = [&rows](int row, const char* column) { return rows.at(row).at(csvColumns().indexOf(QLatin1String(column))); };

    CHECK(cell(1, "entry") == QLatin1String("1"));
    CHECK(cell(1, "game") == QLatin1String("test-game"));
    CHECK(cell(1, "procedure") == QLatin1String("combat"));
    CHECK(cell(1, "dice") == QLatin1String("3,4"));
    CHECK(cell(1, "natural") == QLatin1String("7"));
    CHECK(cell(1, "modified") == QLatin1String("8"));
    CHECK(cell(1, "drm_total") == QLatin1String("1"));
    CHECK(cell(1, "modifiers") == QLatin1String("Artillery support (7.3) +1"));
    CHECK(cell(1, "situation") == QLatin1String("attacker=6; defender=2; flanked=true; terrain=forest"));
    CHECK(cell(1, "result_code") == QLatin1String("A/DR"));
    CHECK(cell(1, "dice_origin") == QLatin1String("rolled"));
    CHECK(cell(1, "seed") == QLatin1String("42"));
    CHECK(cell(1, "note") == f.entries.at(0).note);
    CHECK(cell(1, "voided_by") == QLatin1String("3"));
    CHECK(cell(1, "hash") == f.entries.at(0).hash);
    // A plain "-" result stays as it is; cells a spreadsheet would run as formulas do not.
    CHECK(cell(2, "result_code") == QLatin1String("-"));
    CHECK(cell(2, "note") == QLatin1String("'=HYPERLINK(\"x\")"));
    CHECK(cell(2, "chart_result") == QLatin1String("'-1 step"));
    CHECK(cell(3, "kind") == QLatin1String("void"));
    CHECK(cell(3, "voids") == QLatin1String("1"));
    CHECK(cell(3, "void_reason") == QLatin1String("wrong hex"));
}

TEST_CASE("the Markdown export has one table line per entry with the modifiers", "[log][export]")
{
    ExportFixture f(GENERATE(false, true));
    const QString md = entriesToMarkdown(f.sessions, f.entries);
    CHECK(md.contains(QStringLiteral("## Session 1: test-game, Bridge, at dawn (Anne, Bruno)")));
    const QStringList lines = md.split(QLatin1Char('\n'));
    QStringList rows;
    for (const QString& line : lines) {
        if (line.startsWith(QStringLiteral("| ")) && line.at(2).isDigit())
            rows << line;
    }
    REQUIRE(rows.size() == 3);
    CHECK(rows.at(0).contains(QStringLiteral("| Artillery support (7.3) +1 |")));
    CHECK(rows.at(0).contains(QStringLiteral("VOIDED by #3")));
    CHECK(rows.at(0).contains(QStringLiteral("a \"quoted\", comma<br>and a new line \\| pipe, é")));
    CHECK(rows.at(0).contains(QStringLiteral("rolled (seed 42)")));
    CHECK(rows.at(2).contains(QStringLiteral("| void of #1 |")));
    // Every row has the header's number of cells (escaped pipes do not split).
    for (const QString& row : rows)
        CHECK(row.count(QRegularExpression(QStringLiteral("(?<!\\\\)\\|"))) == 15);
}

TEST_CASE("exports name the game and its procedures as the module does", "[log][export]")
{
    ExportFixture f(GENERATE(false, true));
    ExportNames names;
    names.gameTitles.insert(QStringLiteral("test-game"), QStringLiteral("The Test Game"));
    names.procedureLabels[QStringLiteral("test-game")].insert(QStringLiteral("rally"), QStringLiteral("Rally of the troops"));

    const QString md = entriesToMarkdown(f.sessions, f.entries, names);
    CHECK(md.contains(QStringLiteral("## Session 1: The Test Game, Bridge, at dawn (Anne, Bruno)")));
    CHECK(md.contains(QStringLiteral("| Rally of the troops |")));
    CHECK_FALSE(md.contains(QStringLiteral("test-game")));
    CHECK(entriesToHtml(f.sessions, f.entries, names).contains(QStringLiteral("Session 1: The Test Game")));

    // The CSV keeps the ids for programs and gives the names beside them; a procedure the
    // names do not know keeps its id.
    const QByteArray csv = entriesToCsv(f.sessions, f.entries, names);
    const QList<QStringList> rows = parseCsv(QString::fromUtf8(csv.mid(3)));
    REQUIRE(rows.size() == 4);
    auto cell = [&rows](int row, const char* column) { return rows.at(row).at(csvColumns().indexOf(QLatin1String(column))); };
    CHECK(cell(2, "game") == QLatin1String("test-game"));
    CHECK(cell(2, "game_title") == QLatin1String("The Test Game"));
    CHECK(cell(2, "procedure") == QLatin1String("rally"));
    CHECK(cell(2, "procedure_label") == QLatin1String("Rally of the troops"));
    CHECK(cell(1, "procedure_label") == QLatin1String("combat"));
    CHECK(cell(3, "procedure_label").isEmpty());  // a void entry has no procedure
}

TEST_CASE("exports and the session report give no sum of dice read one by one or by name", "[log][export]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    TempLog temp;  // for the exports
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    // As a count procedure logs it: 6,5,2,1 is two hits; its sum, 14, means nothing.
    LogEntryDraft counted = sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("2"));
    QJsonObject roll{{QStringLiteral("dice"), QJsonArray{6, 5, 2, 1}}, {QStringLiteral("natural"), 14},
                     {QStringLiteral("modified"), 14}, {QStringLiteral("hits"), 2}};
    counted.resolution.insert(QStringLiteral("roll"), roll);
    // Dice of different roles: the French die 5 less the German die 2 read row 3.
    LogEntryDraft named = sampleDraft(session, QStringLiteral("initiative"), QStringLiteral("FRENCH"));
    named.resolution.insert(QStringLiteral("dice_groups"),
                            QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("french")}, {QStringLiteral("label"), QStringLiteral("French die")}},
                                       QJsonObject{{QStringLiteral("id"), QStringLiteral("german")}, {QStringLiteral("label"), QStringLiteral("German die")}}});
    roll = QJsonObject{{QStringLiteral("dice"), QJsonArray{5, 2}}, {QStringLiteral("natural"), 7}, {QStringLiteral("modified"), 7},
                       {QStringLiteral("row"), 3},
                       {QStringLiteral("named"), QJsonObject{{QStringLiteral("french"), QJsonArray{5}}, {QStringLiteral("german"), QJsonArray{2}}}}};
    named.resolution.insert(QStringLiteral("roll"), roll);
    REQUIRE(log.appendAll({counted, named, sampleDraft(session)}).ok());
    LogFilter all;
    all.withResolution = true;
    const QList<LogEntry> entries = *log.entries(all);
    const QList<LogSession> sessions = *log.sessions();

    const QList<QStringList> rows = parseCsv(QString::fromUtf8(entriesToCsv(sessions, entries).mid(3)));
    REQUIRE(rows.size() == 4);
    auto cell = [&rows](int row, const char* column) { return rows.at(row).at(csvColumns().indexOf(QLatin1String(column))); };
    CHECK(cell(1, "dice") == QLatin1String("6,5,2,1"));
    CHECK(cell(1, "natural").isEmpty());
    CHECK(cell(1, "modified").isEmpty());
    CHECK(cell(1, "details").contains(QLatin1String("hits 2")));
    CHECK(cell(2, "natural").isEmpty());
    CHECK(cell(2, "modified").isEmpty());
    CHECK_FALSE(cell(3, "natural").isEmpty());  // a roll read as one sum keeps it
    CHECK_FALSE(cell(3, "modified").isEmpty());

    const QString md = entriesToMarkdown(sessions, entries);
    CHECK(md.contains(QStringLiteral("| 6,5,2,1 |  |  |")));
    CHECK(md.contains(QStringLiteral("| French die 5, German die 2  read on row 3 |  |  |")));

    SessionReport report;
    report.session = sessions.first();
    report.entries = entries;
    const QString html = sessionReportHtml(report);
    CHECK(html.contains(QStringLiteral("<td>6,5,2,1 (physical)</td><td></td>")));
    CHECK(html.contains(QStringLiteral("<td>French die 5, German die 2  read on row 3 (physical)</td><td></td>")));
    CHECK_FALSE(html.contains(QStringLiteral("<td>14</td>")));
    CHECK(html.contains(QStringLiteral("hits 2")));
}

TEST_CASE("the PDF export writes a complete PDF document", "[log][export]")
{
    ExportFixture f;
    const QString output = f.temp.dir.filePath(QStringLiteral("log.pdf"));
    auto written = exportEntries(f.sessions, f.entries, ExportFormat::Pdf, ExportTarget(output));
    REQUIRE(written.ok());
    const QByteArray bytes = fileBytes(output);
    CHECK(bytes.startsWith("%PDF-"));
    CHECK(bytes.trimmed().endsWith("%%EOF"));
    CHECK(bytes.contains("/Type /Page"));
    CHECK(entriesToHtml(f.sessions, f.entries).contains(QStringLiteral("Artillery support (7.3) +1")));
}

TEST_CASE("a printed export ends with its closing Markdown on a page of its own", "[log][export]")
{
    ExportFixture f;
    QTextDocument document;
    layOutPrintedExport(document, entriesToHtml(f.sessions, f.entries),
                        QStringLiteral("## Luck in session 1\n\n| Favoured | Rolls |\n|---|---:|\n| The attacker | 2 |\n"));
    const QString text = document.toPlainText();
    CHECK(text.contains(QStringLiteral("Artillery support")));
    REQUIRE(text.contains(QStringLiteral("Luck in session 1")));
    CHECK(text.indexOf(QStringLiteral("Luck in session 1")) > text.indexOf(QStringLiteral("Artillery support")));
    CHECK(text.contains(QStringLiteral("The attacker")));
    QTextBlock heading = document.begin();
    while (heading.isValid() && !heading.text().contains(QStringLiteral("Luck in session 1")))
        heading = heading.next();
    REQUIRE(heading.isValid());
    CHECK(heading.blockFormat().headingLevel() == 2);
    CHECK(heading.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_AlwaysBefore);
    // Nothing closing: the document is the entries alone.
    QTextDocument plain;
    layOutPrintedExport(plain, entriesToHtml(f.sessions, f.entries), QString());
    CHECK_FALSE(plain.toPlainText().contains(QStringLiteral("Luck")));
}

TEST_CASE("an export to an unwritable place fails with the path and leaves nothing", "[log][export]")
{
    ExportFixture f;
    const QString output = f.temp.dir.filePath(QStringLiteral("missing-folder/log.csv"));
    auto written = exportEntries(f.sessions, f.entries, ExportFormat::Csv, ExportTarget(output));
    REQUIRE_FALSE(written.ok());
    CHECK(written.error().startsWith(output + QStringLiteral(": cannot write the export")));
}

namespace {

/// A save file on a disk with `room` bytes left: writes past it fail as the system fails them
/// (ENOSPC), the seam ExportTarget::openFile gives tests.
class FullDiskFile : public QSaveFile {
public:
    FullDiskFile(const QString& path, qint64 room) : QSaveFile(path), room_(room) {}

protected:
    qint64 writeData(const char* data, qint64 length) override
    {
        if (room_ == 0) {
            setErrorString(QStringLiteral("No space left on device"));
            return -1;
        }
        const qint64 written = QSaveFile::writeData(data, std::min(length, room_));
        if (written > 0)
            room_ -= written;
        return written;
    }

private:
    qint64 room_;
};

}  // namespace

TEST_CASE("an export that fails on a full disk says so and leaves the old file as it was", "[log][export][faults]")
{
    ExportFixture f;
    const QString output = f.temp.dir.filePath(QStringLiteral("log.csv"));
    REQUIRE(exportEntries(f.sessions, f.entries, ExportFormat::Csv, ExportTarget(output)).ok());
    const QByteArray before = fileBytes(output);
    const QStringList filesBefore = QDir(f.temp.dir.path()).entryList(QDir::Files);

    const auto format = GENERATE(ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Pdf);
    const qint64 room = GENERATE(0, 100);
    CAPTURE(exportFormatName(format), room);
    ExportTarget target(output, f.temp.path, true);
    target.openFile = [room](const QString& path) { return std::make_unique<FullDiskFile>(path, room); };
    const LogStatus written = exportEntries(f.sessions, f.entries, format, target);
    REQUIRE_FALSE(written.ok());
    CHECK(written.error() == output + QStringLiteral(": cannot write the export: No space left on device; the file there was "
                                                     "not changed"));
    CHECK(fileBytes(output) == before);
    CHECK(QDir(f.temp.dir.path()).entryList(QDir::Files) == filesBefore);  // no temporary file left

    // A new file is not left half-written either.
    const QString fresh = f.temp.dir.filePath(QStringLiteral("fresh.md"));
    ExportTarget freshTarget(fresh, f.temp.path);
    freshTarget.openFile = target.openFile;
    const LogStatus failed = exportEntries(f.sessions, f.entries, format, freshTarget);
    CHECK(failed.error().endsWith(QStringLiteral("No space left on device; no file was written")));
    CHECK_FALSE(QFileInfo::exists(fresh));
}

TEST_CASE("an export is never written over a game log, the one it reads or another", "[log][export]")
{
    ExportFixture f;
    f.log.close();
    const QByteArray before = fileBytes(f.temp.path);
    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Pdf}) {
        CAPTURE(exportFormatName(format));
        // Named as the log read: the same file, even when replacing was allowed.
        const LogStatus own = exportEntries(f.sessions, f.entries, format, ExportTarget(f.temp.path, f.temp.path, true));
        CHECK(own.refused());
        CHECK(own.error().contains(QStringLiteral("this is the game log being exported")));
        // Named as another log: recognised by the mark in its header.
        const LogStatus other = exportEntries(f.sessions, f.entries, format, ExportTarget(f.temp.path, {}, true));
        CHECK(other.refused());
        CHECK(other.error() == f.temp.path + QStringLiteral(": this is a game log; an export never writes over a game log; "
                                                            "nothing was written"));
    }
    SessionReport report;
    report.session = f.sessions.constFirst();
    report.entries = f.entries;
    const LogStatus pdf = writeSessionReportPdf(report, ExportTarget(f.temp.path, f.temp.path, true));
    CHECK(pdf.refused());
    CHECK(fileBytes(f.temp.path) == before);
    GameLog reopened;
    REQUIRE(reopened.open(f.temp.path).ok());
    CHECK(reopened.verify()->ok());
}

TEST_CASE("the Markdown export shows HTML and pipes in the log's texts as text", "[log][export]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    TempLog temp;  // for the exports
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("<b>Bridge</b>"), {});
    LogEntryDraft draft = sampleDraft(session);
    draft.note = QStringLiteral("</table><h1>forged</h1><img src=x onerror=alert(1)> & | cell");
    REQUIRE(log.append(draft).ok());
    LogFilter all;
    all.withResolution = true;
    const QString md = entriesToMarkdown(*log.sessions(), *log.entries(all));
    CHECK_FALSE(md.contains(QStringLiteral("<h1>")));
    CHECK_FALSE(md.contains(QStringLiteral("</table>")));
    CHECK_FALSE(md.contains(QStringLiteral("<b>")));
    CHECK_FALSE(md.contains(QStringLiteral("<img")));
    CHECK(md.contains(QStringLiteral("&lt;/table&gt;&lt;h1&gt;forged&lt;/h1&gt;&lt;img src=x onerror=alert(1)&gt; &amp; \\| cell")));
    CHECK(md.contains(QStringLiteral("&lt;b&gt;Bridge&lt;/b&gt;")));
}
