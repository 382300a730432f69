// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/luck_report_view.h"

#include "gui/dice_faces_chart.h"
#include "gui/luck_over_turns_chart.h"
#include "gui/luck_report_text.h"
#include "gui/rated_roll_text.h"
#include "gui/text_tone.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <climits>

namespace umpire {

namespace {

/// A section's heading: the text bold, as the ledgers set theirs apart.
QLabel* luckHeading(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

QLabel* luckTextLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);  // a player copies a sentence into a message
    return label;
}

/// `content` in a scroll area that follows the view's width (a narrow window scrolls down, never across).
QScrollArea* luckScrolled(QWidget* content)
{
    auto* area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setWidget(content);
    return area;
}

QTableWidget* luckTallyTable(const QString& nameHeader, const QString& objectName)
{
    auto* table = new QTableWidget(0, 5);
    table->setObjectName(objectName);
    table->setHorizontalHeaderLabels({nameHeader, LuckReportView::tr("Rolls"), LuckReportView::tr("Total"), LuckReportView::tr("Mean"),
                                      LuckReportView::tr("Verdict")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // as tall as its rows: the page scrolls
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // a narrow window cuts the names, not the numbers
    table->setWordWrap(false);
    QHeaderView* header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    return table;
}

/// The luckiest or unluckiest rolls, one numbered sentence a line.
QString luckRollList(const std::vector<RatedRoll>& rolls, bool withSession)
{
    if (rolls.empty())
        return LuckReportView::tr("No roll was rated.");
    QStringList lines;
    int n = 0;
    for (const RatedRoll& roll : rolls)
        lines << QStringLiteral("%1. %2").arg(++n).arg(ratedRollSentence(roll, withSession));
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

LuckReportView::LuckReportView(QWidget* parent) : QWidget(parent), tabs_(new QTabWidget(this)), empty_(new QLabel(this))
{
    setObjectName(QStringLiteral("luckReportView"));
    empty_->setObjectName(QStringLiteral("luckReportEmpty"));
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    tabs_->setObjectName(QStringLiteral("luckReportTabs"));
    tabs_->addTab(buildLuckTab(), tr("&Luck"));
    tabs_->addTab(buildDiceTab(), tr("&Dice"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(empty_, 1);
    layout->addWidget(tabs_, 1);
    clear(QString());
}

QWidget* LuckReportView::buildLuckTab()
{
    auto* page = new QWidget;
    scope_ = luckHeading(QString(), page);
    scope_->setObjectName(QStringLiteral("luckScope"));
    scope_->setWordWrap(true);
    rolls_ = luckTextLabel(page, QStringLiteral("luckRolls"));
    rated_ = luckTextLabel(page, QStringLiteral("luckRated"));
    total_ = luckTextLabel(page, QStringLiteral("luckTotal"));
    mean_ = luckTextLabel(page, QStringLiteral("luckMean"));
    verdict_ = luckTextLabel(page, QStringLiteral("luckVerdict"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("Rolls read:"), rolls_);
    form->addRow(tr("Rolls rated:"), rated_);
    form->addRow(tr("Total luck:"), total_);
    form->addRow(tr("Mean luck:"), mean_);
    form->addRow(tr("What it means:"), verdict_);
    auto* about = luckTextLabel(page, QStringLiteral("luckExplained"));
    about->setText(tr("A roll's luck runs from -0.50 (the worst result it could give) to +0.50 (the best), worked out from the exact "
                      "chance of each result; fair dice give 0 on average. Voided rolls are left out, follow-ups count."));
    setTextTone(about, TextTone::Muted);

    overTurns_ = new LuckOverTurnsChart(page);
    overTurns_->setObjectName(QStringLiteral("luckOverTurns"));
    overTurns_->setAccessibleName(tr("Total luck after each turn"));
    overTurns_->setMinimumHeight(200);

    sides_ = luckTallyTable(tr("Side"), QStringLiteral("luckBySide"));
    players_ = luckTallyTable(tr("Player"), QStringLiteral("luckByPlayer"));
    auto* sideColumn = new QVBoxLayout;
    sideColumn->addWidget(luckHeading(tr("By side (whom the results favoured)"), page));
    sideColumn->addWidget(sides_);
    sideColumn->addStretch();
    auto* playerColumn = new QVBoxLayout;
    playerColumn->addWidget(luckHeading(tr("By player (\"Rolled by\")"), page));
    playerColumn->addWidget(players_);
    playerColumn->addStretch();
    auto* tallies = new QHBoxLayout;
    tallies->addLayout(sideColumn, 1);
    tallies->addLayout(playerColumn, 1);

    luckiest_ = luckTextLabel(page, QStringLiteral("luckiestRolls"));
    unluckiest_ = luckTextLabel(page, QStringLiteral("unluckiestRolls"));
    unrated_ = luckTextLabel(page, QStringLiteral("unratedRolls"));

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(scope_);
    layout->addLayout(form);
    layout->addWidget(about);
    layout->addSpacing(6);
    layout->addWidget(luckHeading(tr("Total luck after each turn"), page));
    layout->addWidget(overTurns_, 1);
    layout->addSpacing(6);
    layout->addLayout(tallies);
    layout->addSpacing(6);
    layout->addWidget(luckHeading(tr("The luckiest rolls"), page));
    layout->addWidget(luckiest_);
    layout->addSpacing(6);
    layout->addWidget(luckHeading(tr("The unluckiest rolls"), page));
    layout->addWidget(unluckiest_);
    layout->addSpacing(6);
    layout->addWidget(luckHeading(tr("Rolls not rated"), page));
    layout->addWidget(unrated_);
    layout->addStretch();
    return luckScrolled(page);
}

QWidget* LuckReportView::buildDiceTab()
{
    auto* page = new QWidget;
    auto* about = luckTextLabel(page, QStringLiteral("diceExplained"));
    about->setText(tr("Each face of a fair die comes up about equally often. The chi-square test says how uneven the counts are; its "
                      "p-value, how often fair dice are at least this uneven. The program's dice and the dice thrown on the table "
                      "are counted apart."));
    setTextTone(about, TextTone::Muted);
    diceLayout_ = new QVBoxLayout(page);
    diceLayout_->addWidget(about);
    diceLayout_->addStretch();
    return luckScrolled(page);
}

void LuckReportView::clear(const QString& why)
{
    shown_ = false;
    empty_->setText(why);
    empty_->show();
    tabs_->hide();
}

void LuckReportView::showReport(const LuckReport& report, const QString& scope)
{
    const QLocale locale;
    scope_->setText(scope);
    rolls_->setText(tr("%1 (voided rolls left out)").arg(locale.toString(report.rolls)));
    rated_->setText(report.unrated.total() > 0 ? tr("%1 (%2 not rated: see below)")
                                                     .arg(locale.toString(report.overall.rated), locale.toString(report.unrated.total()))
                                               : locale.toString(report.overall.rated));
    total_->setText(signedDecimal(report.overall.totalLuck, 2));
    mean_->setText(tr("%1 a roll").arg(signedDecimal(report.overall.meanLuck(), 3)));
    verdict_->setText(luckVerdictSentences(report.overall));
    const LuckVerdict::Kind kind = report.overall.verdict().kind;
    // Far from what fair dice give, either way: the verdict stands out in the warning colour.
    if (kind == LuckVerdict::Kind::VeryLucky || kind == LuckVerdict::Kind::VeryUnlucky)
        setTextTone(verdict_, TextTone::Problem);
    else
        verdict_->setPalette(QPalette());

    overTurns_->setLuck(report.overTurns, report.sessionId.has_value());
    fillTally(sides_, report.bySide, tr("(no side named)"));
    fillTally(players_, report.byPlayer, tr("(not given)"));
    const bool withSession = !report.sessionId.has_value();
    luckiest_->setText(luckRollList(report.luckiest, withSession));
    unluckiest_->setText(luckRollList(report.unluckiest, withSession));
    unrated_->setText(unratedRollsText(report.unrated));
    fillDice(report.dice);

    shown_ = true;
    empty_->hide();
    tabs_->show();
}

void LuckReportView::fillTally(QTableWidget* table, const std::vector<LuckTally>& tallies, const QString& nameless)
{
    const QLocale locale;
    table->setRowCount(static_cast<int>(tallies.size()));
    for (int row = 0; row < static_cast<int>(tallies.size()); ++row) {
        const LuckTally& tally = tallies[static_cast<std::size_t>(row)];
        const QString cells[] = {tally.name.isEmpty() ? nameless : tally.name, locale.toString(tally.rated),
                                 signedDecimal(tally.totalLuck, 2), signedDecimal(tally.meanLuck(), 3), luckVerdictWord(tally.verdict())};
        for (int column = 0; column < 5; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column >= 1 && column <= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (column == 4)
                item->setToolTip(luckVerdictSentences(tally));
            table->setItem(row, column, item);
        }
    }
    // As tall as its rows: the page scrolls, not each table within it.
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    table->setFixedHeight(height);
}

void LuckReportView::fillDice(const std::vector<DiceFairness>& dice)
{
    delete diceBox_;
    diceCharts_.clear();
    diceVerdicts_.clear();
    diceHeadings_.clear();
    diceBox_ = new QWidget;
    diceBox_->setObjectName(QStringLiteral("luckDice"));
    auto* box = new QVBoxLayout(diceBox_);
    box->setContentsMargins(0, 0, 0, 0);
    diceLayout_->insertWidget(diceLayout_->count() - 1, diceBox_);  // before the stretch
    if (dice.empty()) {
        QLabel* none = luckTextLabel(diceBox_, QStringLiteral("noDice"));
        none->setText(tr("No dice were read in these rolls."));
        box->addWidget(none);
        return;
    }
    // The program's dice first, then those thrown on the table: each origin's kinds of die side by side, two a row.
    for (const DiceOrigin origin : {DiceOrigin::Rolled, DiceOrigin::Physical, DiceOrigin::None}) {
        QGridLayout* grid = nullptr;
        int placed = 0;
        for (const DiceFairness& die : dice) {
            if (die.origin != origin)
                continue;
            if (!grid) {
                box->addSpacing(6);
                box->addWidget(luckHeading(diceOriginText(origin), diceBox_));
                grid = new QGridLayout;
                grid->setColumnStretch(0, 1);
                grid->setColumnStretch(1, 1);
                box->addLayout(grid);
            }
            auto* cell = new QWidget(diceBox_);
            auto* column = new QVBoxLayout(cell);
            column->setContentsMargins(0, 0, 0, 0);
            auto* heading = new QLabel(tr("d%1: %n thrown, %2", nullptr, static_cast<int>(std::min<std::int64_t>(die.thrown, INT_MAX)))
                                           .arg(die.sides)
                                           .arg(diceVerdictWord(die.verdict)),
                                       cell);
            heading->setObjectName(QStringLiteral("diceHeading"));
            if (die.verdict == DiceFairness::Verdict::Unfair)
                setTextTone(heading, TextTone::Problem);
            auto* chart = new DiceFacesChart(cell);
            chart->setObjectName(QStringLiteral("diceFaces"));
            chart->setAccessibleName(tr("Faces of the d%1").arg(die.sides));
            chart->setFaces(die.faces);
            chart->setMinimumHeight(150);
            auto* verdict = luckTextLabel(cell, QStringLiteral("diceVerdict"));
            verdict->setText(diceVerdictSentence(die));
            column->addWidget(heading);
            column->addWidget(chart, 1);
            column->addWidget(verdict);
            grid->addWidget(cell, placed / 2, placed % 2);
            ++placed;
            diceHeadings_ << heading;
            diceCharts_ << chart;
            diceVerdicts_ << verdict;
        }
    }
}

}  // namespace umpire
