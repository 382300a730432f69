// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_report_markdown.h"

#include "core/luck_report_words.h"
#include "core/luck_scale.h"

#include <QStringList>

namespace umpire {

namespace {

/// Turns listed at most in the Markdown table; a longer game is sampled evenly, its last turn kept.
constexpr qsizetype listedTurns = 40;

/// A cell's text with what would break a Markdown table escaped.
QString luckCell(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('|'), QStringLiteral("\\|"));
    return text.replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString tallyRows(const std::vector<LuckTally>& tallies, const QString& unnamed)
{
    QString rows;
    for (const auto& tally : tallies)
        rows += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                    .arg(luckCell(tally.name.isEmpty() ? unnamed : tally.name))
                    .arg(tally.rated)
                    .arg(luck_words::signedLuck(tally.totalLuck), luck_words::signedLuck(tally.meanLuck()),
                         luckCell(luck_words::verdictSentence(tally)));
    return rows;
}

QString turnLabel(const LuckOverTurns& turns, qsizetype i, bool manySessions)
{
    const QString turn = turns.turns[i].isEmpty() ? QStringLiteral("\u2014") : turns.turns[i];
    return manySessions ? QStringLiteral("session %1, %2").arg(turns.turnSessions[i]).arg(turn) : turn;
}

QString overTurnsTable(const LuckReport& report)
{
    const LuckOverTurns& turns = report.overTurns;
    if (turns.turns.isEmpty() || turns.lines.empty())
        return {};
    QString md = QStringLiteral("| Turn |");
    QString rule = QStringLiteral("|---|");
    for (const auto& line : turns.lines) {
        md += QStringLiteral(" %1 |").arg(luckCell(line.name));
        rule += QStringLiteral("---:|");
    }
    md += QLatin1Char('\n') + rule + QLatin1Char('\n');
    const qsizetype count = turns.turns.size();
    const qsizetype step = count > listedTurns ? (count + listedTurns - 1) / listedTurns : 1;
    for (qsizetype i = 0; i < count; i += step) {
        const qsizetype at = (i + step >= count) ? count - 1 : i;
        md += QStringLiteral("| %1 |").arg(luckCell(turnLabel(turns, at, report.sessions > 1)));
        for (const auto& line : turns.lines)
            md += QStringLiteral(" %1 |").arg(luck_words::signedLuck(line.running[static_cast<std::size_t>(at)]));
        md += QLatin1Char('\n');
    }
    if (step > 1)
        md += QStringLiteral("\nEvery %1th of the %2 turns is listed, and the last.\n").arg(step).arg(count);
    return md;
}

QString extremeList(const std::vector<RatedRoll>& rolls)
{
    QString md;
    int n = 0;
    for (const auto& roll : rolls) {
        QString sentence = luck_words::rollSentence(roll);
        sentence[0] = sentence[0].toUpper();
        md += QStringLiteral("%1. %2: luck %3.\n").arg(++n).arg(luckCell(sentence), luck_words::signedLuck(luckNumber(roll.luck)));
    }
    return md;
}

QString diceTable(const std::vector<DiceFairness>& dice)
{
    QString md;
    for (const auto& kind : dice) {
        md += QStringLiteral("**%1**, %2 thrown. %3\n\n").arg(luck_words::diceKindName(kind)).arg(kind.thrown).arg(
            luck_words::diceVerdictSentence(kind));
        QString header = QStringLiteral("| Face |");
        QString rule = QStringLiteral("|---|");
        QString counts = QStringLiteral("| Times |");
        for (std::size_t face = 0; face < kind.faces.size(); ++face) {
            header += QStringLiteral(" %1 |").arg(face + 1);
            rule += QStringLiteral("---:|");
            counts += QStringLiteral(" %1 |").arg(kind.faces[face]);
        }
        md += header + QLatin1Char('\n') + rule + QLatin1Char('\n') + counts + QStringLiteral("\n\n");
    }
    return md;
}

}  // namespace

QString luckReportMarkdown(const LuckReport& report, int headingLevel)
{
    const QString h = QString(qBound(1, headingLevel, 5), QLatin1Char('#'));
    const QString sub = h + QLatin1Char('#');
    QString md = report.sessionId ? QStringLiteral("%1 Luck in session %2\n\n").arg(h).arg(*report.sessionId)
                                  : QStringLiteral("%1 Luck in every session\n\n").arg(h);
    md += luck_words::luckDefinition() + QStringLiteral("\n\n");
    md += QStringLiteral("%1 rolls (voided ones left out), %2 rated.").arg(report.rolls).arg(report.overall.rated);
    const QString unrated = luck_words::unratedSentence(report.unrated);
    if (!unrated.isEmpty())
        md += QLatin1Char(' ') + unrated;
    md += QStringLiteral("\n\n");
    if (report.overall.rated > 0) {
        md += QStringLiteral("Total luck %1, %2 a roll. %3\n\n")
                  .arg(luck_words::signedLuck(report.overall.totalLuck), luck_words::signedLuck(report.overall.meanLuck()),
                       luck_words::verdictSentence(report.overall));
        md += QStringLiteral("%1 By whom the results favoured\n\n| Favoured | Rolls | Total | Mean | What it means |\n"
                             "|---|---:|---:|---:|---|\n")
                  .arg(sub);
        md += tallyRows(report.bySide, QStringLiteral("(not said)")) + QLatin1Char('\n');
        md += QStringLiteral("%1 By who rolled\n\nEach roll's luck counts for the side its result favoured.\n\n"
                             "| Rolled by | Rolls | Total | Mean | What it means |\n|---|---:|---:|---:|---|\n")
                  .arg(sub);
        md += tallyRows(report.byPlayer, QStringLiteral("(not named)")) + QLatin1Char('\n');
        md += QStringLiteral("%1 Luck turn by turn\n\nThe total luck of each side at the end of each turn.\n\n").arg(sub);
        md += overTurnsTable(report) + QLatin1Char('\n');
        md += QStringLiteral("%1 The luckiest rolls\n\n").arg(sub) + extremeList(report.luckiest) + QLatin1Char('\n');
        md += QStringLiteral("%1 The unluckiest rolls\n\n").arg(sub) + extremeList(report.unluckiest) + QLatin1Char('\n');
    }
    md += QStringLiteral("%1 Are the dice fair?\n\n").arg(sub);
    if (report.dice.empty())
        md += QStringLiteral("No dice were thrown.\n");
    else
        md += QStringLiteral("Each kind of die apart, the program's and the table's apart: how often each face came up, "
                             "and a chi-square test against a fair die.\n\n") + diceTable(report.dice);
    return md;
}

}  // namespace umpire
