// SPDX-License-Identifier: GPL-3.0-or-later
// The chit cup window: offered for games with chits, set up, draws logged, the last activation
// chit, new turn, rebuilt after a restart, a voided draw's chit back; and its screenshot.
#include "gui_test_support.h"

#include "gui/cup_dock.h"
#include "gui/cup_setup_dialog.h"
#include "gui/log_dock.h"
#include "gui/log_entry_model.h"
#include "gui/main_window.h"
#include "gui/void_dialog.h"

#include "core/cup_log.h"
#include "core/export_names.h"
#include "engine/game.h"
#include "log/game_log.h"
#include "log/log_export.h"
#include "log/session_report.h"
#include "play/play_session.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFontMetrics>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace umpire;

namespace {

const QString kGame = QStringLiteral("duel-of-eagles");

QStringList itemTexts(const QListWidget* list)
{
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts << list->item(i)->text();
    return texts;
}

qint64 cupEntries(MainWindow& window, const QString& procedure)
{
    LogFilter filter;
    filter.procedure = procedure;
    const auto count = window.gameLog()->countEntries(filter);
    return count.ok() ? *count : -1;
}

}  // namespace

class CupWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void offeredForGamesWithChits();
    void drawsGoToTheLogAndSurviveARestart();
    void theCupTheToolbarAndTheLogKeepOneTurn();
    void cupEntriesAreNamedAsThePlayersKnowThem();
    void chitNamesReadWhole();
};

void CupWindowTest::offeredForGamesWithChits()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QAction* action = window.findChild<QAction*>(QStringLiteral("cupAction"));
    QVERIFY(action);
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(!action->isEnabled());
    QVERIFY(window.chooseProcedure(kGame, QStringLiteral("fire_combat")));
    QVERIFY(action->isEnabled());
    action->trigger();
    QVERIFY(window.cupDock()->isVisibleTo(&window));
    QVERIFY(window.cupDock()->headline()->text().contains(QStringLiteral("No log session yet")));
    QVERIFY(!window.cupDock()->drawButton()->isEnabled());
    // Back to a game without chits: the cup goes away.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(!window.cupDock()->isVisibleTo(&window));
}

void CupWindowTest::drawsGoToTheLogAndSurviveARestart()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.seed = 41;
    QStringList leftBefore;
    QStringList drawsBefore;
    {
        MainWindow window(options);
        window.resize(1400, 900);
        QVERIFY(window.chooseProcedure(kGame, QStringLiteral("fire_combat")));
        window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
        QVERIFY(test::showAndActivate(&window));
        CupDock* cup = window.cupDock();

        test::whenDialog<CupSetupDialog>([](CupSetupDialog* dialog) {
            dialog->activationField()->setPlainText(QStringLiteral("III Korps\nX Korps\n\n2e Corps\n"));
            dialog->eventList()->item(2)->setCheckState(Qt::Checked);  // feu-de-bataillon
            dialog->eventList()->item(3)->setCheckState(Qt::Checked);  // krupps-guns-colonel-caprivi
            dialog->accept();
        });
        QTest::mouseClick(cup->setUpButton(), Qt::LeftButton);
        QVERIFY2(cup->lastProblem().isEmpty(), qPrintable(cup->lastProblem()));
        QVERIFY(window.logDock()->currentSession().has_value());  // set-up started the session
        QCOMPARE(cup->leftList()->count(), 5);
        QVERIFY(cup->headline()->text().contains(QStringLiteral("turn 1: 5 chits left (3 activation, 2 event)")));
        QVERIFY(itemTexts(cup->leftList()).contains(QStringLiteral("Event: Krupp's Guns / Colonel Caprivi (Prussian)")));
        QVERIFY(!cup->newTurnButton()->isEnabled());

        QTest::mouseClick(cup->drawButton(), Qt::LeftButton);
        QCOMPARE(cup->drawList()->count(), 1);
        QCOMPARE(cup->leftList()->count(), 4);
        QCOMPARE(cupEntries(window, QStringLiteral("cup:draw")), qint64{1});
        QCOMPARE(window.logDock()->model()->rowCount(), 2);  // the set-up and the draw
        QVERIFY(cup->messageLabel()->text().contains(QStringLiteral("seed 41")));
        QTest::mouseClick(cup->drawButton(), Qt::LeftButton);
        QVERIFY(cup->messageLabel()->text().contains(QStringLiteral("seed 42")));
        QCOMPARE(cup->drawList()->count(), 2);
        QCOMPARE(cupEntries(window, QStringLiteral("cup:draw")), qint64{2});

        const QString dir = qEnvironmentVariable("UMPIRE_SCREENSHOT_DIR", QStringLiteral(UMPIRE_SCREENSHOT_DEFAULT_DIR));
        QVERIFY(QDir().mkpath(dir));
        cup->resize(420, 520);
        const QPixmap shot = cup->grab();
        QVERIFY(!shot.isNull());
        QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("cup.png")), "PNG"));

        leftBefore = itemTexts(cup->leftList());
        drawsBefore = itemTexts(cup->drawList());
    }  // the app is closed with the log open

    MainWindow window(options);
    QVERIFY(window.chooseProcedure(kGame, QStringLiteral("fire_combat")));
    CupDock* cup = window.cupDock();
    if (!cup->isVisibleTo(&window))
        window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
    QVERIFY(test::showAndActivate(&window));
    QCOMPARE(itemTexts(cup->leftList()), leftBefore);
    QCOMPARE(itemTexts(cup->drawList()), drawsBefore);

    // Voiding the second draw in the log puts its chit back in the cup.
    const qint64 secondDraw = cup->state()->draws.at(1).entryId;
    test::whenDialog<VoidDialog>([](VoidDialog* dialog) {
        QTest::keyClicks(dialog->reasonField(), QStringLiteral("two chits came out together"));
        dialog->accept();
    });
    QVERIFY(window.logDock()->voidEntry(secondDraw));
    QCOMPARE(cup->leftList()->count(), 4);
    QVERIFY(cup->drawList()->item(1)->text().contains(QStringLiteral("voided: back in the cup")));
    QVERIFY(cup->drawList()->item(1)->font().strikeOut());

    // Draw to the turn's last activation chit: no more draws, New turn puts every chit back.
    int guard = 0;
    while (cup->drawButton()->isEnabled() && ++guard < 10)
        QTest::mouseClick(cup->drawButton(), Qt::LeftButton);
    QVERIFY(!cup->drawButton()->isEnabled());
    QVERIFY(cup->newTurnButton()->isEnabled());
    QVERIFY(cup->messageLabel()->text().contains(QStringLiteral("Rally and Housekeeping")));
    QVERIFY(itemTexts(cup->drawList()).join(QLatin1Char('\n')).contains(QStringLiteral("the turn's last activation chit")));
    const qint64 draws = cupEntries(window, QStringLiteral("cup:draw"));
    QVERIFY(!cup->draw());  // refused, nothing logged
    QCOMPARE(cupEntries(window, QStringLiteral("cup:draw")), draws);

    QTest::mouseClick(cup->newTurnButton(), Qt::LeftButton);
    QCOMPARE(cup->leftList()->count(), 5);
    QCOMPARE(cup->drawList()->count(), 0);
    QVERIFY(cup->headline()->text().contains(QStringLiteral("turn 2")));
    QCOMPARE(cupEntries(window, QStringLiteral("cup:new-turn")), qint64{1});
}

void CupWindowTest::theCupTheToolbarAndTheLogKeepOneTurn()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.seed = 7;
    MainWindow window(options);
    window.resize(1400, 900);
    QVERIFY(window.chooseProcedure(kGame, QStringLiteral("morale_test")));
    window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
    QVERIFY(test::showAndActivate(&window));
    CupDock* cup = window.cupDock();

    // A first cup is set up for the turn the toolbar shows.
    window.turnField()->setText(QStringLiteral("Turn 3"));
    QVERIFY(cup->setUp({QStringLiteral("III Korps")}, {}));
    QVERIFY2(cup->headline()->text().contains(QStringLiteral("turn 3:")), qPrintable(cup->headline()->text()));
    QCOMPARE(window.turnField()->text(), QStringLiteral("Turn 3"));

    // The cup's New turn moves the toolbar, and the next roll is logged on the cup's turn.
    QVERIFY(cup->draw());
    QVERIFY2(cup->newTurn(), qPrintable(cup->lastProblem()));
    QVERIFY(cup->headline()->text().contains(QStringLiteral("turn 4:")));
    QCOMPARE(window.turnField()->text(), QStringLiteral("Turn 4"));
    QCOMPARE(window.session()->turn(), QStringLiteral("Turn 4"));
    QVERIFY(window.session()->loadSituation(QJsonObject{{QStringLiteral("combat_factor"), 3}}).isEmpty());
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    QVERIFY2(!window.reports().isEmpty(), qPrintable(window.session()->lastRefusal()));
    LogFilter rolls;
    rolls.procedure = QStringLiteral("morale_test");
    const auto logged = window.gameLog()->entries(rolls);
    QVERIFY(logged.ok());
    QCOMPARE(logged->size(), 1);
    QCOMPARE(logged->constFirst().turn, QStringLiteral("Turn 4"));

    // Voiding the New turn takes the cup, and the toolbar with it, back to turn 3.
    LogFilter newTurns;
    newTurns.procedure = QStringLiteral("cup:new-turn");
    const auto newTurn = window.gameLog()->entries(newTurns);
    QVERIFY(newTurn.ok() && newTurn->size() == 1);
    test::whenDialog<VoidDialog>([](VoidDialog* dialog) {
        QTest::keyClicks(dialog->reasonField(), QStringLiteral("too soon"));
        dialog->accept();
    });
    QVERIFY(window.logDock()->voidEntry(newTurn->constFirst().id));
    QVERIFY(cup->headline()->text().contains(QStringLiteral("turn 3:")));
    QCOMPARE(window.turnField()->text(), QStringLiteral("Turn 3"));
}

void CupWindowTest::cupEntriesAreNamedAsThePlayersKnowThem()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.seed = 3;
    MainWindow window(options);
    QVERIFY(window.chooseProcedure(kGame, QStringLiteral("fire_combat")));
    const Game* game = window.session()->game();
    QVERIFY(game && !game->chits.empty());
    CupDock* cup = window.cupDock();
    // Every event chit of the module and one activation chit: all of them are drawn.
    const QStringList events = eventChitIds(*game);
    QVERIFY(cup->setUp({QStringLiteral("III Korps")}, events));
    while (cup->draw()) {
    }
    QVERIFY(cup->state()->cup->activationsOver());
    QVERIFY(cup->newTurn());

    // The log's list: the cup's procedures and the chits by name, never by id.
    QStringList ids{CupLog::setupProcedure, CupLog::drawProcedure, CupLog::newTurnProcedure};
    for (const EventChit& chit : game->chits)
        ids << QString::fromStdString(chit.id);
    const LogEntryModel* model = window.logDock()->model();
    QStringList procedures;
    QStringList results;
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column) {
            const QString text = model->index(row, column).data().toString();
            for (const QString& id : std::as_const(ids))
                QVERIFY2(!text.contains(id), qPrintable(QStringLiteral("row %1 shows %2").arg(row).arg(text)));
        }
        procedures << model->index(row, LogEntryModel::ProcedureColumn).data().toString();
        results << model->index(row, LogEntryModel::ResultColumn).data().toString();
    }
    QCOMPARE(procedures.value(0), QStringLiteral("Chit cup: set-up"));
    QCOMPARE(procedures.value(1), QStringLiteral("Chit cup: draw"));
    QCOMPARE(procedures.last(), QStringLiteral("Chit cup: new turn"));
    QVERIFY(results.contains(eventChitName(game->chits.front())));
    // A set-up throws no dice: nothing says it was thrown on the table.
    QVERIFY(model->index(0, LogEntryModel::DiceColumn).data(Qt::ToolTipRole).toString().isEmpty());

    // The printed report: names, and no dice source for the set-up.
    const auto sessions = window.gameLog()->sessions();
    const auto entries = window.gameLog()->entries(LogFilter{});
    QVERIFY(sessions.ok() && entries.ok());
    const QString markdown = entriesToMarkdown(*sessions, *entries, exportNamesOf(window.modules().games));
    for (const QString& id : std::as_const(ids))
        QVERIFY2(!markdown.contains(id), qPrintable(id));
    QVERIFY(markdown.contains(QStringLiteral("Chit cup: set-up")));
    const QString setUpRow = markdown.split(QLatin1Char('\n')).filter(QStringLiteral("Chit cup: set-up")).value(0);
    QVERIFY2(!setUpRow.contains(QStringLiteral("physical")), qPrintable(setUpRow));

    // The PDF report, with the names the log dock gives it.
    const ExportNames names = exportNamesOf(window.modules().games);
    SessionReport report;
    report.session = sessions->first();
    report.entries = *entries;
    report.procedureLabels = names.procedureLabels.value(report.session.game);
    report.codeNamedByText = names.codeNamedByText;
    const QString html = sessionReportHtml(report);
    for (const QString& id : std::as_const(ids))
        QVERIFY2(!html.contains(id), qPrintable(id));
    QVERIFY(!html.contains(QStringLiteral("(physical)")));
    QVERIFY(html.contains(QStringLiteral("Chit cup: set-up")));
}

void CupWindowTest::chitNamesReadWhole()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(window.chooseProcedure(kGame, QStringLiteral("fire_combat")));
    window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
    QVERIFY(test::showAndActivate(&window));
    CupDock* cup = window.cupDock();

    // The set-up dialog: each event chit's whole name in view, none cut to "…".
    QStringList cut;
    test::whenDialog<CupSetupDialog>([&cut](CupSetupDialog* dialog) {
        QListWidget* events = dialog->eventList();
        for (int i = 0; i < events->count(); ++i) {
            QListWidgetItem* item = events->item(i);
            item->setCheckState(Qt::Checked);
            const QRect shown = events->visualItemRect(item);
            if (shown.right() > events->viewport()->width() || shown.height() < events->sizeHintForRow(i))
                cut << item->text();
        }
        dialog->activationField()->setPlainText(QStringLiteral("III Korps\nX Korps\n"));
        dialog->accept();
    });
    QTest::mouseClick(cup->setUpButton(), Qt::LeftButton);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    QVERIFY2(cup->lastProblem().isEmpty(), qPrintable(cup->lastProblem()));

    // The dock, as narrow as a 1024 px window makes it: a long name goes on over more lines.
    QListWidget* left = cup->leftList();
    QTest::qWait(50);
    for (int i = 0; i < left->count(); ++i) {
        QListWidgetItem* item = left->item(i);
        const QRect shown = left->visualItemRect(item);
        const QRect needed = left->fontMetrics().boundingRect(QRect(0, 0, left->viewport()->width() - 8, 10000),
                                                              Qt::TextWordWrap, item->text());
        QVERIFY2(shown.height() >= needed.height(), qPrintable(QStringLiteral("%1: %2 px high for %3").arg(item->text()).arg(shown.height()).arg(needed.height())));
        QCOMPARE(item->toolTip(), item->text());
    }
}

QTEST_MAIN(CupWindowTest)
#include "cup_window_test.moc"
