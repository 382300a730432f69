// SPDX-License-Identifier: GPL-3.0-or-later
// A club's log in the window: Log > Open club log… makes the server's address from its fields,
// another table's roll shows in the log list as soon as the server tells, and the referee's list
// shows every table's newest rolls.
#include "gui_test_support.h"

#include "gui/club_log_dialog.h"
#include "gui/log_dock.h"
#include "gui/log_entry_model.h"
#include "gui/log_menu.h"
#include "gui/main_window.h"
#include "gui/result_card.h"
#include "gui/roll_report.h"
#include "gui/newest_rolls_dock.h"

#include "log/game_log.h"
#include "log/server_log_setup.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <QComboBox>
#include <QLineEdit>
#include <QFont>
#include <QSpinBox>
#include <QTreeView>
#include <QAction>
#include <QStatusBar>
#include <QTest>

using namespace umpire;

class ClubLogWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void cleanupTestCase() { test::stopThrowAwayServer(); }

    void dialogMakesTheAddressWithoutPassword();
    void anotherTablesRollShowsAtOnce();
    void refereeSeesEveryTableNewestFirst();
    // Last: it stops the program's server for a while.
    void rollWaitsWhileTheServerIsDownAndIsRecordedOnceOnRetry();
};

void ClubLogWindowTest::dialogMakesTheAddressWithoutPassword()
{
    ClubLogDialog dialog({});
    dialog.host->setText(QStringLiteral("club.example"));
    dialog.port->setValue(5433);
    dialog.database->setText(QStringLiteral("umpire"));
    dialog.user->setText(QStringLiteral("anne"));
    dialog.security->setCurrentIndex(dialog.security->findData(QStringLiteral("verify-full")));
    QCOMPARE(dialog.address(), QStringLiteral("postgresql://anne@club.example:5433/umpire?sslmode=verify-full"));

    dialog.host->setText(QStringLiteral("/run/postgresql"));
    dialog.port->setValue(5432);
    QCOMPARE(dialog.address(), QStringLiteral("postgresql://anne@/umpire?host=/run/postgresql&sslmode=verify-full"));

    // Opened again, it starts from the address in use.
    ClubLogDialog again(QStringLiteral("postgresql://rita@club.example:5433/campaign?sslmode=require"));
    QCOMPARE(again.host->text(), QStringLiteral("club.example"));
    QCOMPARE(again.port->value(), 5433);
    QCOMPARE(again.database->text(), QStringLiteral("campaign"));
    QCOMPARE(again.user->text(), QStringLiteral("rita"));
    QCOMPARE(again.security->currentData().toString(), QStringLiteral("require"));
}

void ClubLogWindowTest::anotherTablesRollShowsAtOnce()
{
    test::ThrowAwayServer& server = test::throwAwayServer();
    QVERIFY2(server.problem().isEmpty(), qPrintable(server.problem()));
    const QString address = server.address(server.newDatabase());
    const auto made = setUpServerLog(address);
    QVERIFY2(made.ok(), qPrintable(made.error()));
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("bombardment")));
    window.show();
    window.switchLog(address);
    QTRY_VERIFY(window.gameLog() && window.gameLog()->isServer());

    // Another table, another Umpire: a session of the game the window shows, then its rolls.
    GameLog otherTable;
    QVERIFY(otherTable.open(address).ok());
    const auto session = otherTable.newSession(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("Club night"), {});
    QVERIFY(session.ok());
    LogEntryDraft draft = test::sampleDraft(*session, QStringLiteral("bombardment"), QStringLiteral("NE"));
    draft.resolution.insert(QStringLiteral("game"), QStringLiteral("la-fleur-au-fusil"));
    QVERIFY(otherTable.append(draft).ok());
    window.logDock()->refresh();
    window.logDock()->selectSession(*session);
    QTRY_COMPARE_WITH_TIMEOUT(window.logDock()->model()->rowCount(), 1, 3000);
    // From here no refresh is asked for: the server's notification brings each new roll.
    QVERIFY(otherTable.append(draft).ok());
    QTRY_COMPARE_WITH_TIMEOUT(window.logDock()->model()->rowCount(), 2, 3000);
    QVERIFY(otherTable.append(draft).ok());
    QTRY_COMPARE_WITH_TIMEOUT(window.logDock()->model()->rowCount(), 3, 3000);
}

void ClubLogWindowTest::refereeSeesEveryTableNewestFirst()
{
    test::ThrowAwayServer& server = test::throwAwayServer();
    QVERIFY2(server.problem().isEmpty(), qPrintable(server.problem()));
    const QString address = server.address(server.newDatabase());
    const auto made = setUpServerLog(address);
    QVERIFY2(made.ok(), qPrintable(made.error()));
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.show();
    window.switchLog(address);
    QTRY_VERIFY(window.gameLog() && window.gameLog()->isServer());
    QVERIFY(!window.newestRollsDock());  // made only when asked for
    window.logMenu()->everyTable->trigger();
    NewestRollsDock* dock = window.newestRollsDock();
    QVERIFY(dock && dock->isVisible());
    const LogEntryModel* model = dock->model();
    QCOMPARE(model->rowCount(), 0);

    // Two tables of two games whose procedures share an id: each line names its own game's.
    GameLog fleur;
    GameLog verdun;
    QVERIFY(fleur.open(address).ok());
    QVERIFY(verdun.open(address).ok());
    const qint64 fleurSession = *fleur.newSession(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("Club night"),
                                                  {QStringLiteral("Anne"), QStringLiteral("Bob")});
    const qint64 verdunSession = *verdun.newSession(QStringLiteral("verdun-1916"), QString(), {QStringLiteral("Cy")});
    const auto bombardment = [](qint64 session, const QString& game) {
        LogEntryDraft draft = test::sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("NE"));
        draft.resolution.insert(QStringLiteral("game"), game);
        return draft;
    };
    const auto first = fleur.append(bombardment(fleurSession, QStringLiteral("la-fleur-au-fusil")));
    QVERIFY2(first.ok(), qPrintable(first.error()));
    // No refresh is asked for: the server's notifications bring each roll.
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 3000);
    QVERIFY(verdun.append(bombardment(verdunSession, QStringLiteral("verdun-1916"))).ok());
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 2, 3000);

    const auto cell = [model](int row, int column) { return model->index(row, column).data().toString(); };
    // The newest at the top.
    QCOMPARE(model->entryAt(0)->sessionId, verdunSession);
    QCOMPARE(cell(0, LogEntryModel::ProcedureColumn), QStringLiteral("Bombardment"));
    QCOMPARE(cell(1, LogEntryModel::ProcedureColumn), QStringLiteral("Artillery bombardment"));
    QVERIFY2(cell(0, LogEntryModel::SessionColumn).contains(QStringLiteral("Verdun")), qPrintable(cell(0, LogEntryModel::SessionColumn)));
    QCOMPARE(cell(1, LogEntryModel::SessionColumn),
             QStringLiteral("#%1 La fleur au fusil · Club night · Anne, Bob").arg(fleurSession));
    // The window's own game log list shows one session and no session column.
    QVERIFY(window.logDock()->findChild<QTreeView*>(QStringLiteral("logView"))->isColumnHidden(LogEntryModel::SessionColumn));

    // A void at another table shows too, and the voided roll is struck out.
    QVERIFY(fleur.voidEntry(1, QStringLiteral("wrong hex")).ok());
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 3, 3000);
    QVERIFY(model->index(2, LogEntryModel::ResultColumn).data(Qt::FontRole).value<QFont>().strikeOut());

    // The filter searches every session.
    auto* filter = dock->findChild<QLineEdit*>(QStringLiteral("newestRollsFilter"));
    QVERIFY(filter);
    filter->setText(QStringLiteral("wrong hex"));
    QCOMPARE(model->rowCount(), 1);
}

void ClubLogWindowTest::rollWaitsWhileTheServerIsDownAndIsRecordedOnceOnRetry()
{
    test::ThrowAwayServer& server = test::throwAwayServer();
    QVERIFY2(server.problem().isEmpty(), qPrintable(server.problem()));
    const QString database = server.newDatabase();
    const QString address = server.address(database);
    const auto made = setUpServerLog(address);
    QVERIFY2(made.ok(), qPrintable(made.error()));
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.logBusyTimeoutMs = 200;
    MainWindow window(options);
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.show();
    window.switchLog(address);
    QTRY_VERIFY(window.gameLog() && window.gameLog()->isServer());
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().first().logState, RollReport::LogState::Logged);

    QVERIFY(server.stop(false));
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    const bool started = server.start();  // before any check can fail: the other tests need it
    QCOMPARE(window.reports().first().logState, RollReport::LogState::Failed);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("not recorded")) && message.contains(QStringLiteral("club log")), qPrintable(message));
    QVERIFY(started);

    window.card()->retryButton()->click();
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().first().logState, RollReport::LogState::Logged);
    QCOMPARE(server.scalar(database, QStringLiteral("SELECT count(*) FROM umpire.entries")), QStringLiteral("2"));
    QCOMPARE(server.scalar(database, QStringLiteral("SELECT string_agg(dice, ' ' ORDER BY id) FROM umpire.entries")),
             QStringLiteral("4 5"));
}

QTEST_MAIN(ClubLogWindowTest)
#include "club_log_window_test.moc"
