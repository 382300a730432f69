// SPDX-License-Identifier: GPL-3.0-or-later
// Rolling: program dice with a seed, physical dice, follow-ups, printed-chart results, and what
// the card says when the log cannot take the roll.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"
#include "gui/unit_table_model.h"

#include "engine/dice_source.h"
#include "log/game_log.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace umpire;

namespace {

QList<LogEntry> allEntries(const MainWindow& window)
{
    const auto entries = window.gameLog()->entries(LogFilter{});
    return entries.ok() ? *entries : QList<LogEntry>{};
}

/// The combat code for a modified roll, from the 7.1 table.
QString combatCode(qint64 modified)
{
    if (modified <= 1)
        return QStringLiteral("AL");
    if (modified == 2)
        return QStringLiteral("AR");
    if (modified <= 4)
        return QStringLiteral("NE");
    if (modified == 5)
        return QStringLiteral("DR");
    if (modified == 6)
        return QStringLiteral("DL");
    return QStringLiteral("DLR");
}

}  // namespace

class RollTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void seededRollWithSpaceGoesToTheLogAndTheCard();
    void physicalDiceAreResolvedAndLogged();
    void badPhysicalDiceAreRefusedAndKept();
    void followUpIsOfferedAndLoggedWithItsParent();
    void chartResultIsAskedForAndRecorded();
    void rollIsNotShownAsDoneWhenTheLogFails();
    void countedDiceAreShownOneByOne();
};

void RollTest::seededRollWithSpaceGoesToTheLogAndTheCard()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.seed = 20240822;
    MainWindow window(options);
    QVERIFY(test::showAndActivate(&window));
    const QString problem = test::fillExample78ByKeyboard(window);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    window.turnField()->setText(QStringLiteral("2"));
    window.phaseBox()->setCurrentText(QStringLiteral("Combat"));

    // Space from the last field rolls.
    window.form()->editorFor(QStringLiteral("artillery_adjacent"))->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);

    DiceSource expected(20240822);
    const qint64 die = expected.roll(6);
    const RollReport& report = window.reports().first();
    QCOMPARE(report.diceText, QString::number(die));
    QCOMPARE(report.natural, die);
    QCOMPARE(report.modified, die + 1);
    QCOMPARE(report.code, combatCode(die + 1));
    QCOMPARE(report.logState, RollReport::LogState::Logged);
    const QString card = window.card()->text();
    QVERIFY2(card.contains(QStringLiteral("Program dice %1 (seed 20240822)").arg(die)), qPrintable(card));
    QVERIFY2(card.contains(QStringLiteral("modified roll %1").arg(die + 1)), qPrintable(card));
    QVERIFY(card.contains(combatCode(die + 1)));
    QVERIFY(card.contains(QStringLiteral("In the log: entry 1")));

    const auto entries = allEntries(window);
    QCOMPARE(entries.size(), 1);
    const LogEntry& e = entries.first();
    QCOMPARE(e.procedure, QStringLiteral("combat"));
    QCOMPARE(e.diceOrigin, DiceOrigin::Rolled);
    QCOMPARE(e.seed.value_or(0), quint64{20240822});
    QCOMPARE(e.dice, QList<int>{static_cast<int>(die)});
    QCOMPARE(e.modified.value_or(-99), static_cast<int>(die + 1));
    QCOMPARE(e.drmTotal.value_or(-99), 1);
    QCOMPARE(e.resultCode.value_or(QString()), combatCode(die + 1));
    QCOMPARE(e.turn, QStringLiteral("2"));
    QCOMPARE(e.phase, QStringLiteral("Combat"));
    // The whole situation and ledger are kept with the entry.
    const auto full = window.gameLog()->entry(e.id);
    QVERIFY(full.ok());
    const QJsonObject resolution = full->resolution();
    QCOMPARE(resolution.value("situation").toObject().value("attacker_side").toString(), QStringLiteral("german"));
    // Nine modifiers and the line recording that each unit attacks once (7).
    QCOMPARE(resolution.value("modifiers").toArray().size(), 10);
    QCOMPARE(resolution.value("seed").toString(), QStringLiteral("20240822"));
}

void RollTest::physicalDiceAreResolvedAndLogged()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    const QString problem = test::fillExample78ByKeyboard(window);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // Tab to the dice field (Roll button first), type the die, Enter.
    QCOMPARE(test::pressTab(), window.rollControls()->rollButton());
    QCOMPARE(test::pressTab(), window.rollControls()->diceField());
    QTest::keyClicks(window.rollControls()->diceField(), QStringLiteral("4"));
    QTest::keyClick(window.rollControls()->diceField(), Qt::Key_Return);
    QVERIFY(test::settle(window));

    QCOMPARE(window.reports().size(), 1);
    const RollReport& report = window.reports().first();
    QCOMPARE(report.modified, 5);
    QCOMPARE(report.code, QStringLiteral("DR"));
    QVERIFY(report.physical);
    const QString card = window.card()->text();
    QVERIFY2(card.contains(QStringLiteral("DR — Defender retreats")), qPrintable(card));
    QVERIFY(card.contains(QStringLiteral("Physical dice 4")));
    QVERIFY(card.contains(QStringLiteral("modified roll 5")));
    QVERIFY(window.rollControls()->diceField()->text().isEmpty());

    const auto entries = allEntries(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().diceOrigin, DiceOrigin::Physical);
    QVERIFY(!entries.first().seed);
    QCOMPARE(entries.first().dice, QList<int>{4});
    QCOMPARE(entries.first().modified.value_or(0), 5);
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("DR"));
}

void RollTest::badPhysicalDiceAreRefusedAndKept()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    for (const QString& bad : {QStringLiteral("7"), QStringLiteral("3,4"), QStringLiteral("four")}) {
        window.rollControls()->diceField()->setText(bad);
        window.rollControls()->useDiceButton()->click();
        QVERIFY2(!window.rollControls()->diceError().isEmpty(), qPrintable(bad));
        QCOMPARE(window.rollControls()->diceField()->text(), bad);  // nothing lost
        QVERIFY(window.reports().isEmpty());
    }
    QVERIFY(window.rollControls()->diceError().contains(QStringLiteral("four")));
    QVERIFY(allEntries(window).isEmpty());
}

void RollTest::followUpIsOfferedAndLoggedWithItsParent()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    // One gun of 2 fire points: column 1-2, where a 5 gives N (neutralisation check).
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);
    QCOMPARE(window.reports().first().code, QStringLiteral("N"));
    QVERIFY(window.card()->followUpButton()->isVisibleTo(window.card()));
    QVERIFY(window.card()->followUpButton()->text().contains(QStringLiteral("Neutralisation check")));

    // The follow-up with its own physical die.
    window.card()->followUpDiceField()->setText(QStringLiteral("4"));
    QTest::keyClick(window.card()->followUpDiceField(), Qt::Key_Return);
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 2);
    QCOMPARE(window.reports().last().code, QStringLiteral("NEUT"));
    QVERIFY(window.reports().last().isFollowUp);
    QVERIFY(!window.card()->followUpButton()->isVisibleTo(window.card()));
    QVERIFY(window.card()->text().contains(QStringLiteral("Follow-up: Neutralisation check")));

    const auto entries = allEntries(window);
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries[1].procedure, QStringLiteral("neutralisation"));
    QCOMPARE(entries[1].parentId.value_or(0), entries[0].id);
    QCOMPARE(entries[1].resultCode.value_or(QString()), QStringLiteral("NEUT"));

    // A program-rolled follow-up works the same way.
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    window.card()->followUpButton()->click();
    QVERIFY(test::settle(window));
    const auto more = allEntries(window);
    QCOMPARE(more.size(), 4);
    QCOMPARE(more[3].diceOrigin, DiceOrigin::Rolled);
    QCOMPARE(more[3].parentId.value_or(0), more[2].id);
}

void RollTest::chartResultIsAskedForAndRecorded()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    // Three guns of 2: column 6+, where row 5 is not in our sources.
    UnitTableModel* guns = window.form()->unitsFor(QStringLiteral("guns"));
    QVERIFY(guns->addUnit());
    QVERIFY(guns->addUnit());
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);
    const RollReport& report = window.reports().first();
    QVERIFY(report.chartNeeded);
    QCOMPARE(report.logState, RollReport::LogState::Pending);
    QVERIFY2(window.card()->question().endsWith(QStringLiteral("column 6+, row 5")), qPrintable(window.card()->question()));
    QVERIFY(window.card()->chartResultBox()->isVisibleTo(window.card()));
    QVERIFY(allEntries(window).isEmpty());  // not logged until the result is entered
    QVERIFY(!window.rollControls()->rollAvailable());

    // An unknown code is refused and nothing is logged.
    window.card()->chartResultBox()->setCurrentText(QStringLiteral("X"));
    window.card()->chartResultButton()->click();
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->problem().contains(QStringLiteral("not a result")));
    QVERIFY(allEntries(window).isEmpty());

    window.card()->chartResultBox()->setCurrentText(QStringLiteral("1"));
    window.card()->chartResultButton()->click();
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().first().logState, RollReport::LogState::Logged);
    QVERIFY(window.rollControls()->rollAvailable());
    const auto entries = allEntries(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().chartResult.value_or(QString()), QStringLiteral("1"));
    // Resolved again through the definition of what was read: the entry has its code.
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("1"));
}

void RollTest::rollIsNotShownAsDoneWhenTheLogFails()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    // A folder where the log file should be: the log cannot open.
    QVERIFY(QDir().mkpath(scratch.path(QStringLiteral("not-a-file.sqlite"))));
    options.logPath = scratch.path(QStringLiteral("not-a-file.sqlite"));
    MainWindow window(options);
    QVERIFY(!window.gameLog());
    QVERIFY(!window.logProblem().isEmpty());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);
    QCOMPARE(window.reports().first().logState, RollReport::LogState::NotLogged);
    const QString card = window.card()->text();
    QVERIFY2(card.contains(QStringLiteral("Not recorded")), qPrintable(card));
    QVERIFY(!card.contains(QStringLiteral("In the log")));
    // The app stays usable: the next roll works, and is again not pretended to be logged.
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().first().logState, RollReport::LogState::NotLogged);
}

void RollTest::countedDiceAreShownOneByOne()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("rally")));
    auto* units = window.findChild<QSpinBox*>(QStringLiteral("input_units"));
    QVERIFY(units);
    units->setValue(3);
    window.enterPhysicalDice(QStringLiteral("6,3,6"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);
    QCOMPARE(window.reports().first().code, QStringLiteral("2"));
    const QString card = window.card()->text();
    QVERIFY2(card.contains(QStringLiteral("each die counted on its own")), qPrintable(card));
    QVERIFY2(!card.contains(QStringLiteral("modified roll")), qPrintable(card));  // a sum of hits means nothing
    QCOMPARE(allEntries(window).size(), 1);
}

QTEST_MAIN(RollTest)
#include "roll_test.moc"
