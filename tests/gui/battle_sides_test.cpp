// SPDX-License-Identifier: GPL-3.0-or-later
// A two-sided battle names its sides in the window: each side's modifiers before the first die,
// the battle dice by side, the outcome in the players' words at the top of the card with who
// was advantaged and why, and the chances' bar for the printed chart explained.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/named_dice_fields.h"
#include "gui/outcome_chart.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/roll_report.h"
#include "gui/side_ledgers.h"

#include "play/play_session.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>
#include <QTreeWidget>

using namespace umpire;

namespace {

/// The module's worked example of 7.4.3.
QJsonObject exampleBattle()
{
    return QJsonObject{{"attacker", "french"},           {"french_sp", 30},
                       {"coalition_sp", 20},             {"french_artillery_points", 6},
                       {"coalition_artillery_points", 3}, {"french_cavalry_sp", 4},
                       {"french_tactical_leaders", 1},   {"french_senior_initiative", 4},
                       {"french_guard_staked_sp", 5},    {"coalition_additional_forces", 1},
                       {"outflanking_hexes", 1},         {"defender_terrain", true},
                       {"defender_hexsides", "secondary"}};
}

/// The line of `ledger` whose modifier is `label`, or null.
QTreeWidgetItem* lineOf(QTreeWidget* ledger, const QString& label)
{
    for (int i = 0; ledger && i < ledger->topLevelItemCount(); ++i)
        if (ledger->topLevelItem(i)->data(1, SideLedgers::LabelRole).toString() == label)
            return ledger->topLevelItem(i);
    return nullptr;
}

}  // namespace

class BattleSidesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void eachSidesModifiersStandBeforeTheFirstDie();
    void theChartBarSaysItIsReadOffThePrintedChart();
    void theDiceAndTheCardNameTheSides();
    void theAdvantagedSideIsNamedBeforeTheBombardment();
    void theLedgerFollowsTheRollPastTheBombardment();
    void eachReasonIsReadWholeInTheSideLedgers_data();
    void eachReasonIsReadWholeInTheSideLedgers();
};

void BattleSidesTest::eachSidesModifiersStandBeforeTheFirstDie()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    window.session()->loadSituation(exampleBattle());
    QVERIFY(!window.session()->rollUnderWay());
    SideLedgers* sides = window.ledger()->sides();
    QVERIFY(sides->isVisibleTo(&window));
    // Leaders, initiative, the Guard and the terrain are known before the bombardment; the odds
    // only after it.
    QCOMPARE(sides->totalText(QStringLiteral("french_modifier")), QStringLiteral("French modifier: +3 so far"));
    QCOMPARE(sides->totalText(QStringLiteral("coalition_modifier")), QStringLiteral("Coalition modifier: +2 so far"));
    QTreeWidgetItem* leaders = lineOf(sides->ledger(QStringLiteral("french_modifier")), QStringLiteral("French leaders with a tactical bonus"));
    QVERIFY(leaders);
    QCOMPARE(leaders->text(2), QStringLiteral("+1"));
    QTreeWidgetItem* odds = lineOf(sides->ledger(QStringLiteral("french_modifier")), QStringLiteral("French odds"));
    QVERIFY(odds);
    QCOMPARE(odds->text(2), QStringLiteral("?"));
    QVERIFY2(odds->text(1).endsWith(QStringLiteral("\nKnown after the dice of Artillery bombardment")), qPrintable(odds->text(1)));
    QTreeWidgetItem* river = lineOf(sides->ledger(QStringLiteral("coalition_modifier")), QStringLiteral("Coalition defending behind river or crest"));
    QVERIFY(river);
    QCOMPARE(river->text(2), QStringLiteral("+1"));
    // No die-roll total of 0 with no line above them: the sides' titles say their totals.
    const QLabel* summary = window.ledger()->summary();
    QVERIFY2(!summary->text().contains(QStringLiteral("Die-roll modifier total")), qPrintable(summary->text()));
    QVERIFY(!summary->isVisibleTo(&window));
}

void BattleSidesTest::theChartBarSaysItIsReadOffThePrintedChart()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    window.session()->loadSituation(exampleBattle());
    const QStringList names = window.chart()->categoryNames();
    qsizetype bar = -1;
    for (qsizetype i = 0; i < names.size(); ++i)
        if (names[i].startsWith(QStringLiteral("read off the printed chart")))
            bar = i;
    QVERIFY2(bar >= 0, qPrintable(names.join(QStringLiteral(", "))));
    QVERIFY(!names.contains(QStringLiteral("chart")));
    const QString tip = window.chart()->tipFor(static_cast<int>(bar));
    QVERIFY2(tip.contains(QStringLiteral("you read their result off your printed chart")), qPrintable(tip));
}

void BattleSidesTest::theDiceAndTheCardNameTheSides()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    window.session()->loadSituation(exampleBattle());
    window.enterPhysicalDice(QStringLiteral("2,4"));  // bombardment
    QVERIFY(test::settle(window));
    window.enterPhysicalDice(QStringLiteral("4"));  // rounding die
    QVERIFY(test::settle(window));
    // French 5 against Coalition 2: the French are advantaged, and their die says so.
    QCOMPARE(window.rollControls()->namedDiceFields()->labels(),
             (QStringList{QStringLiteral("French die — advantaged"), QStringLiteral("Coalition die — disadvantaged")}));
    window.enterPhysicalDice(QStringLiteral("3,4"));
    QVERIFY(test::settle(window));
    for (const QString& answer : {QStringLiteral("ADV"), QStringLiteral("5"), QStringLiteral("10"), QStringLiteral("2")}) {
        QVERIFY2(window.card()->chartResultBox()->isVisibleTo(window.card()), qPrintable(answer));
        window.card()->chartResultBox()->setEditText(answer);
        window.card()->chartResultButton()->click();
        QVERIFY2(window.card()->problem().isEmpty(), qPrintable(window.card()->problem()));
    }
    QVERIFY(test::settle(window));
    QVERIFY(!window.session()->rollUnderWay());

    const RollReport& report = window.reports().last();
    const QString headline = QStringLiteral("French win: French lose 3 SP, Coalition 5 SP; the Coalition retreats 2 hexes");
    QCOMPARE(report.heading(), headline);
    // At the top of the card: the outcome, the result as the table gives it, then who was
    // advantaged and why; the computed detail below.
    const QString card = window.card()->text();
    const auto top = card.indexOf(headline);
    const auto result = card.indexOf(QStringLiteral("The advantaged side wins (read off the printed chart)"));
    const auto advantaged = card.indexOf(QStringLiteral("Advantaged side: The French"));
    const auto why = card.indexOf(QStringLiteral("Why: Larger modifier: French 5 against Coalition 2"));
    const auto computed = card.indexOf(QStringLiteral("Computed:"));
    QVERIFY2(top >= 0 && result > top && advantaged > result && why > advantaged, qPrintable(card));
    QVERIFY2(computed < 0 || why < computed, qPrintable(card));
    QVERIFY2(card.contains(QStringLiteral("French die — advantaged 3")), qPrintable(card));
    // Who won reads as a yes or a no in the detail, not a 1 or a 0 to decode.
    QVERIFY2(card.contains(QStringLiteral("The French won: yes")), qPrintable(card));
    QVERIFY2(card.contains(QStringLiteral("The Coalition won: no")), qPrintable(card));
}

void BattleSidesTest::theAdvantagedSideIsNamedBeforeTheBombardment()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    window.session()->loadSituation(exampleBattle());
    QVERIFY(test::settle(window));
    // French +3 and the odds against Coalition +2: whatever the bombardment, the French.
    const QString shown = window.ledger()->shownValues()->text();
    QVERIFY2(shown.contains(QStringLiteral("Advantaged side: <b>The French</b>")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Why: <b>Larger modifier: French ")), qPrintable(shown));

    // 20 SP against 21, 3 guns each and nothing else: the bombardment breaks the tie, with its
    // chances (a new window: a situation loaded keeps the fields it does not name).
    MainWindow second(scratch.options());
    second.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&second));
    QVERIFY(second.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    second.session()->loadSituation(QJsonObject{{"attacker", "french"},
                                                {"french_sp", 20},
                                                {"coalition_sp", 21},
                                                {"french_artillery_points", 3},
                                                {"coalition_artillery_points", 3}});
    QVERIFY(test::settle(second));
    const QString tie = second.ledger()->shownValues()->text();
    QVERIFY2(tie.contains(QStringLiteral("Advantaged side: <b>The Coalition (2/3) or The French (1/3)</b>")), qPrintable(tie));
}

void BattleSidesTest::theLedgerFollowsTheRollPastTheBombardment()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    window.session()->loadSituation(exampleBattle());
    window.enterPhysicalDice(QStringLiteral("2,4"));  // bombardment
    QVERIFY(test::settle(window));
    QVERIFY(window.session()->rollUnderWay());
    // The odds are known now: each side's total is whole, no longer "so far".
    SideLedgers* sides = window.ledger()->sides();
    QCOMPARE(sides->totalText(QStringLiteral("french_modifier")), QStringLiteral("French modifier: +5"));
    QCOMPARE(sides->totalText(QStringLiteral("coalition_modifier")), QStringLiteral("Coalition modifier: +2"));
    QTreeWidgetItem* odds = lineOf(sides->ledger(QStringLiteral("french_modifier")), QStringLiteral("French odds"));
    QVERIFY(odds);
    QCOMPARE(odds->text(2), QStringLiteral("+2"));
}

QTEST_MAIN(BattleSidesTest)
#include "battle_sides_test.moc"

void BattleSidesTest::eachReasonIsReadWholeInTheSideLedgers_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1600x1000") << QSize(1600, 1000);
    QTest::newRow("1024x700") << QSize(1024, 700);
}

// Half a pane is narrow for four columns: a reason wraps onto more lines instead of running on
// behind a sideways scroll bar.
void BattleSidesTest::eachReasonIsReadWholeInTheSideLedgers()
{
    QFETCH(QSize, size);
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(size);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    window.session()->loadSituation(exampleBattle());
    QCoreApplication::processEvents();
    for (const QString& side : {QStringLiteral("french_modifier"), QStringLiteral("coalition_modifier")}) {
        QTreeWidget* ledger = window.ledger()->sides()->ledger(side);
        QVERIFY(ledger);
        QVERIFY(!ledger->horizontalScrollBar()->isVisible());
        const int width = ledger->columnWidth(1);
        for (int i = 0; i < ledger->topLevelItemCount(); ++i) {
            QTreeWidgetItem* line = ledger->topLevelItem(i);
            const QString text = line->text(1);
            const QRect row = ledger->visualItemRect(line);
            // The text's height wrapped at the column's width, less the cell's margins.
            const int needed = ledger->fontMetrics()
                                   .boundingRect(QRect(0, 0, width - 8, 0), Qt::TextWordWrap, text)
                                   .height();
            QVERIFY2(row.height() >= needed, qPrintable(QStringLiteral("%1: %2 px for %3 px of '%4'")
                                                            .arg(side).arg(row.height()).arg(needed).arg(text)));
            QVERIFY2(ledger->columnViewportPosition(2) + ledger->columnWidth(2) <= ledger->viewport()->width(),
                     qPrintable(QStringLiteral("%1: the Value column ends past the view").arg(side)));
        }
    }
}
