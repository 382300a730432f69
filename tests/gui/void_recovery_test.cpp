// SPDX-License-Identifier: GPL-3.0-or-later
// Mistakes are recoverable (issue 46, point 2): a void offers to forget the values read off the
// printed chart that the roll used, the card and the recent dice show the void, and a voided
// follow-up can be thrown again.
#include "gui_test_support.h"

#include "gui/dice_history_strip.h"
#include "gui/log_dock.h"
#include "gui/main_window.h"
#include "gui/result_card.h"
#include "gui/situation_form.h"
#include "gui/unit_table_model.h"
#include "gui/void_dialog.h"

#include "log/game_log.h"
#include "play/play_session.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>

using namespace umpire;

namespace {

QList<LogEntry> allEntries(const MainWindow& window)
{
    const auto entries = window.gameLog()->entries(LogFilter{});
    return entries.ok() ? *entries : QList<LogEntry>{};
}

/// Answers the next void dialog with `reason`.
void answerVoid(const QString& reason)
{
    test::whenDialog<VoidDialog>([reason](VoidDialog* dialog) {
        dialog->reasonField()->setText(reason);
        dialog->accept();
    });
}

/// Answers the void dialog, then the question about the values read off the chart with the
/// button whose text starts with `answer`; `asked` counts the questions answered.
void answerVoidAndReadings(const QString& reason, const QString& answer, int* asked)
{
    answerVoid(reason);
    test::whenDialog<QMessageBox>([answer, asked](QMessageBox* box) {
        ++*asked;
        for (QAbstractButton* button : box->buttons())
            if (button->text().remove(QLatin1Char('&')).startsWith(answer))
                button->click();
    });
}

/// Barrage of umpire-test with three guns of 2: column 6+, where the result of a 5 is read
/// off the printed chart.
void throwAFiveReadOffTheChart(MainWindow& window, const QString& read)
{
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->chartResultBox()->isVisibleTo(window.card()));
    window.card()->chartResultBox()->setCurrentText(read);
    window.card()->chartResultButton()->click();
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().last().logState, RollReport::LogState::Logged);
}

}  // namespace

class VoidRecoveryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void aVoidOffersToForgetTheChartReadings();
    void aVoidedRollIsShownVoid();
    void aVoidedFollowUpCanBeThrownAgain();
};

void VoidRecoveryTest::aVoidOffersToForgetTheChartReadings()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    UnitTableModel* guns = window.form()->unitsFor(QStringLiteral("guns"));
    QVERIFY(guns->addUnit());
    QVERIFY(guns->addUnit());
    throwAFiveReadOffTheChart(window, QStringLiteral("1"));
    QCOMPARE(window.session()->keptChartReadings().size(), 1);

    // Voided and kept: the reading stays (the players said it was read right).
    int asked = 0;
    answerVoidAndReadings(QStringLiteral("wrong hex"), QStringLiteral("Keep"), &asked);
    QVERIFY(window.logDock()->voidLastEntry());
    QCOMPARE(asked, 1);
    QCOMPARE(window.session()->keptChartReadings().size(), 1);

    // A throw on the kept reading, voided and forgotten: the next 5 asks for the chart again.
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().last().logState, RollReport::LogState::Logged);
    answerVoidAndReadings(QStringLiteral("the 1 was misread"), QStringLiteral("Forget"), &asked);
    QVERIFY(window.logDock()->voidLastEntry());
    QCOMPARE(asked, 2);
    QVERIFY(window.session()->keptChartReadings().isEmpty());
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->chartResultBox()->isVisibleTo(window.card()));
    QCOMPARE(window.reports().last().logState, RollReport::LogState::Pending);
}

void VoidRecoveryTest::aVoidedRollIsShownVoid()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    window.enterPhysicalDice(QStringLiteral("2"));
    QVERIFY(test::settle(window));
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    const auto entries = allEntries(window);
    QCOMPARE(entries.size(), 2);
    QVERIFY(window.card()->text().contains(QStringLiteral("In the log: entry %1").arg(entries[1].id)));
    QVERIFY(!window.diceHistory()->struckOut(0));

    answerVoid(QStringLiteral("the die fell off the table"));
    QVERIFY(window.logDock()->voidLastEntry());
    QCOMPARE(window.reports().last().logState, RollReport::LogState::Voided);
    const QString card = window.card()->text();
    QVERIFY2(!card.contains(QStringLiteral("In the log: entry")), qPrintable(card));
    QVERIFY2(card.contains(QStringLiteral("Void: entry %1").arg(entries[1].id)), qPrintable(card));
    QVERIFY(card.contains(QStringLiteral("the die fell off the table")));
    QVERIFY(window.diceHistory()->struckOut(0));
    QVERIFY(!window.diceHistory()->struckOut(1));

    // An older roll, no longer on the card, is struck out too.
    answerVoid(QStringLiteral("a test throw"));
    QVERIFY(window.logDock()->voidEntry(entries[0].id));
    QVERIFY(window.diceHistory()->struckOut(1));
}

void VoidRecoveryTest::aVoidedFollowUpCanBeThrownAgain()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    // One gun of 2 fire points: column 1-2, where a 5 gives N (neutralisation check).
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().first().code, QStringLiteral("N"));
    window.card()->followUpDiceField()->setText(QStringLiteral("4"));
    QTest::keyClick(window.card()->followUpDiceField(), Qt::Key_Return);
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 2);
    QVERIFY(!window.card()->followUpButton()->isVisibleTo(window.card()));

    answerVoid(QStringLiteral("rolled for the wrong unit"));
    QVERIFY(window.logDock()->voidLastEntry());
    QVERIFY(window.session()->followUpOffered());
    QVERIFY(window.card()->followUpButton()->isVisibleTo(window.card()));

    window.card()->followUpDiceField()->setText(QStringLiteral("2"));
    QTest::keyClick(window.card()->followUpDiceField(), Qt::Key_Return);
    QVERIFY(test::settle(window));
    const auto entries = allEntries(window);
    QCOMPARE(entries.size(), 4);  // the roll, the first follow-up, its void, the follow-up again
    QCOMPARE(entries[3].procedure, QStringLiteral("neutralisation"));
    QCOMPARE(entries[3].parentId.value_or(0), entries[0].id);
    QVERIFY(!window.session()->followUpOffered());
}

QTEST_MAIN(VoidRecoveryTest)
#include "void_recovery_test.moc"
