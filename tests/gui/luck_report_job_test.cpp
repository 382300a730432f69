// SPDX-License-Identifier: GPL-3.0-or-later
// Log > Luck report at work: the report is worked out off the window's thread, behind a progress
// dialog with Cancel, on a connection of its own to a file or a club's server; and rolls played in
// the window give the same figures in the window and in the session's Markdown export.
#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/log_job.h"
#include "gui/log_menu.h"
#include "gui/luck_report_view.h"
#include "gui/luck_report_window.h"
#include "gui/main_window.h"
#include "gui/session_export.h"

#include "core/luck_report_builder.h"
#include "core/luck_report_markdown.h"
#include "log/game_log.h"
#include "log/server_log_setup.h"
#include "play/play_session.h"
#include "throwaway_server.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace umpire;

namespace {

const QString kLuckGame = QStringLiteral("la-fleur-au-fusil");

QPushButton* progressButton(QProgressDialog* dialog)
{
    return dialog ? dialog->findChild<QPushButton*>() : nullptr;
}

}  // namespace

class LuckReportJobTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void cleanupTestCase() { test::stopThrowAwayServer(); }
    void menuWorksTheReportOutOffTheWindowThread();
    void cancelledReportSaysSo();
    void clubLogIsReadOnAConnectionOfTheJobsOwn();
    void windowAndExportTellTheSameNumbers();
};

void LuckReportJobTest::menuWorksTheReportOutOffTheWindowThread()
{
    constexpr int entries = 3000;
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), entries, QStringLiteral("Trial game")));
    MainWindow window(scratch.options());
    window.logDock()->showGame(kLuckGame);
    const auto session = window.logDock()->currentSession();
    QVERIFY(session.has_value());
    // Log > Luck report opens the window on the session shown and starts the job at once.
    QVERIFY(window.logMenu()->luckReport);
    window.logMenu()->luckReport->trigger();
    LuckReportWindow* luck = window.luckReportWindow();
    QVERIFY(luck);
    QVERIFY(luck->isVisible());
    QVERIFY(luck->thisSessionButton()->isChecked());
    QCOMPARE(luck->chosenSession(), session);
    LogJob* job = luck->job();
    QVERIFY(job);
    QSignalSpy finished(job, &LogJob::finished);
    QVERIFY(finished.wait(60000));
    QVERIFY2(job->outcome().kind == LogJobOutcome::Kind::Done, qPrintable(job->outcome().message));
    QCOMPARE(job->dialog()->maximum(), entries);  // the entries read, of the total
    QVERIFY(!job->dialog()->isVisible());          // the report says the rest
    QVERIFY(luck->view()->hasReport());
    QCOMPARE(luck->view()->rollsLabel()->text(), QStringLiteral("%1 (voided rolls left out)").arg(QLocale().toString(entries)));
    QVERIFY2(luck->view()->scopeLabel()->text().startsWith(QStringLiteral("Session %1 — ").arg(*session)),
             qPrintable(luck->view()->scopeLabel()->text()));

    // Every session: another job, whose report is of the whole log.
    luck->everySessionButton()->setChecked(true);
    LogJob* every = luck->job();
    QVERIFY(every && every != job);
    QSignalSpy everyFinished(every, &LogJob::finished);
    QVERIFY(everyFinished.wait(60000));
    QCOMPARE(every->outcome().kind, LogJobOutcome::Kind::Done);
    QVERIFY2(luck->view()->scopeLabel()->text().startsWith(QStringLiteral("Every session of ")), qPrintable(luck->view()->scopeLabel()->text()));
    QVERIFY(!luck->chosenSession());
}

void LuckReportJobTest::cancelledReportSaysSo()
{
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), 20000, QStringLiteral("Trial game")));
    MainWindow window(scratch.options());
    window.logDock()->showGame(kLuckGame);
    LuckReportWindow* luck = window.showLuckReport();
    QVERIFY(luck);
    LogJob* job = luck->job();
    QVERIFY(job && job->isRunning());
    QSignalSpy finished(job, &LogJob::finished);
    // The dialog's own button, as the player would press it.
    QPushButton* button = progressButton(job->dialog());
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Cancel"));
    button->click();
    QVERIFY(finished.wait(60000));
    QCOMPARE(job->outcome().kind, LogJobOutcome::Kind::Cancelled);
    QVERIFY(!luck->view()->hasReport());
    QVERIFY(luck->noteLabel()->isVisible());
    QVERIFY2(luck->noteLabel()->text().contains(QStringLiteral("cancelled")), qPrintable(luck->noteLabel()->text()));
    // Refresh works it out again, to the end.
    luck->refreshButton()->click();
    QSignalSpy again(luck, &LuckReportWindow::reportShown);
    QVERIFY(again.wait(60000));
    QVERIFY(luck->view()->hasReport());
    QVERIFY(!luck->noteLabel()->isVisible());
}

void LuckReportJobTest::clubLogIsReadOnAConnectionOfTheJobsOwn()
{
    test::ThrowAwayServer& server = test::throwAwayServer();
    QVERIFY2(server.problem().isEmpty(), qPrintable(server.problem()));
    const QString database = server.newDatabase();
    const auto made = setUpServerLog(server.address(database));
    QVERIFY2(made.ok(), qPrintable(made.error()));
    // A table that logs in with the password in its address: the job's connection needs it too,
    // and the log's own name for itself (GameLog::path()) leaves it out.
    QVERIFY(server.exec(database, QStringLiteral("CREATE ROLE luck_report_table LOGIN PASSWORD 'lucky seven' IN ROLE umpire_tables")).isEmpty());
    QVERIFY(server.requirePassword(QStringLiteral("luck_report_table")));
    const QString address = server.address(database, QStringLiteral("luck_report_table")) + QStringLiteral(" password='lucky seven'");
    constexpr int entries = 300;
    QVERIFY(test::writeCombatLog(address, entries, QStringLiteral("Trial game")));

    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.show();
    window.switchLog(address);
    QTRY_VERIFY(window.gameLog() && window.gameLog()->isServer());
    window.logDock()->showGame(kLuckGame);
    QVERIFY(window.logDock()->currentSession().has_value());
    LuckReportWindow* luck = window.showLuckReport();
    QVERIFY(luck && luck->job());
    QVERIFY(!luck->windowTitle().contains(QStringLiteral("lucky seven")));
    QSignalSpy finished(luck->job(), &LogJob::finished);
    QVERIFY(finished.wait(60000));
    QVERIFY2(luck->job()->outcome().kind == LogJobOutcome::Kind::Done, qPrintable(luck->job()->outcome().message));
    QCOMPARE(luck->view()->rollsLabel()->text(), QStringLiteral("%1 (voided rolls left out)").arg(entries));
}

/// A number as the window or the Markdown writes it ("+3.25", "−0.85", "-0.85").
double shownLuck(QString text)
{
    text.replace(QChar(0x2212), QLatin1Char('-'));
    return text.toDouble();
}

void LuckReportJobTest::windowAndExportTellTheSameNumbers()
{
    // Rolls played in the window: program dice, then a run of sixes typed in.
    test::Scratch scratch;
    MainWindow window(scratch.options());
    PlaySession* play = window.session();
    QVERIFY(play->chooseProcedure(kLuckGame, QStringLiteral("combat")));
    play->setFirstSeed(1948);
    play->setPlayer(QStringLiteral("Anne"));
    for (int i = 0; i < 30; ++i) {
        play->setTurn(QString::number(1 + i / 10));
        QVERIFY(play->rollProgramDice());
        QVERIFY(test::settle(window));
    }
    play->setPlayer(QStringLiteral("Bruno"));
    for (int i = 0; i < 12; ++i) {
        QVERIFY(play->enterPhysicalDice(QStringLiteral("6")));
        QVERIFY(test::settle(window));
    }
    QVERIFY(play->logSession().has_value());
    const qint64 session = *play->logSession();
    const auto expected = buildLuckReport(*window.gameLog(), window.modules().games, session);
    QVERIFY(expected.ok());
    QCOMPARE(expected->overall.rated, qint64{42});

    LuckReportWindow* luck = window.showLuckReport();
    QVERIFY(luck);
    QSignalSpy shown(luck, &LuckReportWindow::reportShown);
    QVERIFY(shown.wait(60000));
    const LuckReportView* view = luck->view();
    QCOMPARE(shownLuck(view->totalLabel()->text()), std::round(expected->overall.totalLuck * 100) / 100);
    QVERIFY2(view->ratedLabel()->text().startsWith(QStringLiteral("42")), qPrintable(view->ratedLabel()->text()));

    // The session's Markdown export ends with the same report, as `umpire-cli log luck` prints it.
    SessionExport request;
    request.logPath = scratch.logPath();
    request.sessionId = session;
    request.format = ExportFormat::Markdown;
    request.outputPath = scratch.path(QStringLiteral("session.md"));
    request.games = window.modules().games;
    QVERIFY(runSessionExport(request, nullptr).ok());
    QFile exported(request.outputPath);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(exported.readAll());
    QVERIFY(markdown.contains(luckReportMarkdown(*expected)));
    const QString total = QStringLiteral("Total luck ");
    const qsizetype at = markdown.indexOf(total);
    QVERIFY(at > 0);
    QCOMPARE(shownLuck(markdown.mid(at + total.size()).section(QLatin1Char(','), 0, 0)),
             shownLuck(view->totalLabel()->text()));
}

QTEST_MAIN(LuckReportJobTest)
#include "luck_report_job_test.moc"
