// SPDX-License-Identifier: GPL-3.0-or-later
// The dice of the last rolls in a strip under the Roll button, newest first; and the last
// result copied as text for a message to the other players.
#include "gui_test_support.h"

#include "gui/dice_history_strip.h"
#include "gui/main_window.h"
#include "gui/result_card.h"

#include "play/play_session.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QTest>

using namespace umpire;

class DiceHistoryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void stripShowsTheLastRollsNewestFirst();
    void narrowWindowShowsTheNewestThatFit();
    void copyPutsTheLastResultOnTheClipboard();
};

void DiceHistoryTest::stripShowsTheLastRollsNewestFirst()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    DiceHistoryStrip* strip = window.diceHistory();
    QVERIFY(strip);
    QVERIFY(strip->chips().isEmpty());
    QStringList expected;
    for (const QString& die : {QStringLiteral("2"), QStringLiteral("6"), QStringLiteral("4")}) {
        window.enterPhysicalDice(die);
        QVERIFY(test::settle(window));
        expected.prepend(die + QLatin1Char(' ') + window.reports().last().code);
    }
    QCOMPARE(strip->chips(), expected);
    // The newest roll's tooltip: what it was for and where it is in the log.
    QVERIFY2(strip->tipOf(0).contains(QStringLiteral("Infantry and cavalry combat")), qPrintable(strip->tipOf(0)));
    QVERIFY2(strip->tipOf(0).contains(QStringLiteral("In the log: entry 3")), qPrintable(strip->tipOf(0)));

    // Only the last few are kept.
    for (int i = 0; i < DiceHistoryStrip::kShown + 2; ++i) {
        window.enterPhysicalDice(QString::number(1 + i % 6));
        QVERIFY(test::settle(window));
    }
    QCOMPARE(strip->chips().size(), DiceHistoryStrip::kShown);
    QVERIFY(strip->chips().first().startsWith(QString::number(1 + (DiceHistoryStrip::kShown + 1) % 6) + QLatin1Char(' ')));
}

void DiceHistoryTest::narrowWindowShowsTheNewestThatFit()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    for (int i = 0; i < DiceHistoryStrip::kShown; ++i) {
        window.enterPhysicalDice(QString::number(1 + i % 6));
        QVERIFY(test::settle(window));
    }
    QTest::qWait(20);
    QCOMPARE(window.width(), 1024);  // the strip never widens the window
    const QList<QLabel*> chips = window.diceHistory()->findChildren<QLabel*>();
    int visible = 0;
    for (const QLabel* chip : chips)
        if (chip->isVisible() && chip->frameShape() == QFrame::StyledPanel) {
            ++visible;
            QVERIFY(chip->geometry().right() <= window.diceHistory()->width());
        }
    QVERIFY(visible >= 1);
    QVERIFY(visible <= DiceHistoryStrip::kShown);
}

void DiceHistoryTest::copyPutsTheLastResultOnTheClipboard()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QAction* copy = window.findChild<QAction*>(QStringLiteral("copyResultAction"));
    QVERIFY(copy);
    QCOMPARE(copy->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QGuiApplication::clipboard()->setText(QStringLiteral("before"));
    copy->trigger();  // nothing rolled yet: the clipboard keeps what it had
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("before"));

    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    copy->trigger();
    const QString message = QGuiApplication::clipboard()->text();
    QCOMPARE(message, window.card()->messageText());
    const QString heading = window.reports().last().heading();
    QVERIFY2(message.contains(heading), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("Physical dice 4")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("In the log: entry 1")), qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("\n\n")), qPrintable(message));
}

QTEST_MAIN(DiceHistoryTest)
#include "dice_history_test.moc"
