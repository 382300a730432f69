// SPDX-License-Identifier: GPL-3.0-or-later
// A club's log in the window: Log > Open club log… makes the server's address from its fields,
// and another table's roll shows in the log list as soon as the server tells.
#include "gui_test_support.h"

#include "gui/club_log_dialog.h"
#include "gui/log_dock.h"
#include "gui/log_entry_model.h"
#include "gui/main_window.h"

#include "log/game_log.h"
#include "log/server_log_setup.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using namespace umpire;

class ClubLogWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void cleanupTestCase() { test::stopThrowAwayServer(); }

    void dialogMakesTheAddressWithoutPassword();
    void anotherTablesRollShowsAtOnce();
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

QTEST_MAIN(ClubLogWindowTest)
#include "club_log_window_test.moc"
