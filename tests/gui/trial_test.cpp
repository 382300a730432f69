// SPDX-License-Identifier: GPL-3.0-or-later
// What a new player tripped over at the table (issue "a play session apart from the main
// window"), one case per numbered finding: the wheel, the result card, small windows, state
// that leaked between games and sessions, keys after a roll.
#include "gui_test_support.h"

#include "gui/help_dialogs.h"
#include "gui/diagnostics_dock.h"
#include "gui/log_dock.h"
#include "gui/log_entry_dialog.h"
#include "gui/log_entry_model.h"
#include "gui/log_menu.h"
#include "gui/main_menus.h"
#include "gui/procedure_picker.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/palette_theme.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"
#include "gui/turn_phase_bar.h"

#include "play/play_session.h"

#include "core/module_paths.h"

#include "engine/game.h"
#include "log/game_log.h"
#include "log/session_report.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>
#include <QPushButton>
#include <QProgressDialog>
#include <QScrollArea>
#include <QSignalSpy>
#include <QScrollBar>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStyle>
#include <QStyleFactory>
#include <QStatusBar>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QTranslator>
#include <QWheelEvent>

using namespace umpire;

namespace {

/// One notch of the wheel over the middle of `widget`, away from the player (values go up).
void wheelOver(QWidget* widget)
{
    const QPointF local(widget->width() / 2.0, widget->height() / 2.0);
    QWheelEvent event(local, widget->mapToGlobal(local), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                      false);
    QApplication::sendEvent(widget, &event);
}

qsizetype entryCount(const MainWindow& window)
{
    const auto entries = window.gameLog()->entries(LogFilter{});
    return entries.ok() ? entries->size() : -1;
}

}  // namespace

class TrialTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void wheelChangesOnlyAFocusedField();
    void cardShowsTheNewestResultOnTopWithItsLogStatus();
    void cardIsClearedOnSwitchingGame();
    void statusBarIsClearedWhenARetrySucceeds();
    void keysAfterARollMakeNoSecondRoll();
    void smallWindowShowsWhatMakesTheTotal();
    void turnAndPhaseBelongToTheirGameAndSession();
    void logFilterIsClearedOnSwitchingSession();
    void situationIsKeptPerProcedureUntilReset();
    void outOfRangeNumbersAreRefusedOutLoud();
    void helpHasTheGuideAndEveryShortcut();
    void cutTextsHaveTooltips();
    void systemPaletteKeepsThePlatformStyle();
    void fieldsHaveAccessibleNames();
    void userModuleFolderIsReadOnTopAndReloaded();
    void savedModuleIsReadAgainWithItsDiagnostics();
    void noteAndPlayerGoWithTheRoll();
    void logMenuSwitchesVerifiesAndRemembers();
    void entryDialogShowsTheSituationAsTheFormDoes();
    void crowdedChartStaysReadable();
    void rolledResultIsMarkedOnTheChart();
    void altGWorksInFrench();
    void pdfExportIsAReport();
};

void TrialTest::wheelChangesOnlyAFocusedField()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    auto* units = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")));
    auto* quality = qobject_cast<QComboBox*>(window.form()->editorFor(QStringLiteral("attacker_quality")));
    QVERIFY(units && quality);
    window.rollControls()->rollButton()->setFocus();
    const int unitsBefore = units->value();
    const int qualityBefore = quality->currentIndex();

    wheelOver(units);
    wheelOver(quality);
    QCOMPARE(units->value(), unitsBefore);
    QCOMPARE(quality->currentIndex(), qualityBefore);
    QVERIFY(!units->hasFocus());  // the wheel does not take the focus either

    // A field the player clicked or tabbed into takes the wheel.
    units->setFocus();
    QVERIFY(units->hasFocus());
    wheelOver(units);
    QCOMPARE(units->value(), unitsBefore + 1);
}

void TrialTest::cardShowsTheNewestResultOnTopWithItsLogStatus()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    // A 5 on column 1-2 gives N and a neutralisation check; a 1 on that check is "-".
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    window.card()->scrollArea()->verticalScrollBar()->setValue(window.card()->scrollArea()->verticalScrollBar()->maximum());
    QVERIFY(window.card()->followUpButton()->isVisible());
    window.card()->followUpDiceField()->setText(QStringLiteral("1"));
    QTest::keyClick(window.card()->followUpDiceField(), Qt::Key_Return);
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 2);

    const QString text = window.card()->text();
    // The follow-up comes first, named by its label, not by a lone mark.
    const qsizetype followUp = text.indexOf(QStringLiteral("Follow-up: Neutralisation check"));
    const qsizetype first = text.indexOf(QStringLiteral("N — "));
    QVERIFY2(followUp >= 0 && first > followUp, qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("- —")), qPrintable(text));
    // A code that is only a mark is not shown as a name.
    RollReport mark;
    mark.code = QStringLiteral("-");
    mark.label = QStringLiteral("Not neutralised");
    QCOMPARE(mark.heading(), QStringLiteral("Not neutralised"));
    // Its log status right under its heading, before the dice.
    const qsizetype status = text.indexOf(QStringLiteral("In the log: entry 2"));
    QVERIFY2(status > followUp && status < text.indexOf(QStringLiteral("Physical dice 1")), qPrintable(text));
    // Scrolled to the top, where the newest result is.
    QCOMPARE(window.card()->scrollArea()->verticalScrollBar()->value(), 0);
}

void TrialTest::cardIsClearedOnSwitchingGame()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);
    // Another procedure of the same game keeps the card; another game clears it.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("rally")));
    QCOMPARE(window.reports().size(), 1);
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    QVERIFY(window.reports().isEmpty());
    QVERIFY(window.card()->text().contains(QStringLiteral("No roll yet")));
}

void TrialTest::statusBarIsClearedWhenARetrySucceeds()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.logBusyTimeoutMs = 50;
    MainWindow window(options);
    QVERIFY(window.gameLog());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    {
        // Another program holds the log.
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(scratch.logPath());
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
        window.enterPhysicalDice(QStringLiteral("4"));
        QVERIFY(test::settle(window));
        QCOMPARE(window.reports().first().logState, RollReport::LogState::Failed);
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("not recorded")), qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    window.card()->retryButton()->click();
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().first().logState, RollReport::LogState::Logged);
    QVERIFY2(!window.statusBar()->currentMessage().contains(QStringLiteral("not recorded")), qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(entryCount(window), 1);
}

void TrialTest::keysAfterARollMakeNoSecondRoll()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QLineEdit* dice = window.rollControls()->diceField();
    dice->setFocus();
    QTest::keyClicks(dice, QStringLiteral("4"));
    QTest::keyClick(dice, Qt::Key_Return);
    QVERIFY(test::settle(window));
    QCOMPARE(entryCount(window), 1);
    // The focus left the dice field: Enter again makes no duplicate.
    QVERIFY(!dice->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QVERIFY(test::settle(window));
    QCOMPARE(entryCount(window), 1);
    // Even back in the (empty) dice field, Enter does nothing and Ctrl+Z brings no dice back:
    // it voids the roll, as everywhere else in the window.
    dice->setFocus();
    QTest::keyClick(dice, Qt::Key_Return);
    QVERIFY(test::settle(window));
    QCOMPARE(entryCount(window), 1);
    QVERIFY(!dice->isUndoAvailable());
    bool voidAsked = false;
    connect(window.voidLastAction(), &QAction::triggered, this, [&] { voidAsked = true; });
    QTimer::singleShot(0, [] {
        if (QWidget* dialog = QApplication::activeModalWidget())
            dialog->close();
    });
    QTest::keyClick(dice, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(voidAsked);
    QVERIFY(dice->text().isEmpty());
}

void TrialTest::smallWindowShowsWhatMakesTheTotal()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    const QString problem = test::fillExample78ByKeyboard(window);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QTest::qWait(20);
    const ModifierLedger* ledger = window.ledger();
    // The total and the column are above the table, in view whatever its height.
    QVERIFY(ledger->summary()->isVisible());
    QVERIFY2(ledger->summary()->text().contains(QStringLiteral("<b>+1</b>")), qPrintable(ledger->summary()->text()));
    // Applied modifiers come first; the greyed ones after them.
    const QTreeWidget* tree = ledger->tree();
    bool greyedSeen = false;
    int applied = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = tree->topLevelItem(i);
        const QVariant a = item->data(0, ModifierLedger::AppliedRole);
        if (!a.isValid())
            continue;  // total, column, caps that did not bite
        if (a.toBool()) {
            QVERIFY2(!greyedSeen, qPrintable(item->text(ModifierLedger::LabelColumn)));
            ++applied;
        } else {
            greyedSeen = true;
        }
    }
    QCOMPARE(applied, 6);  // the six lines that make +1 in the 7.8 example
    // The first applied line is in view at this size.
    const QRect first = tree->visualItemRect(tree->topLevelItem(0));
    QVERIFY(tree->viewport()->rect().contains(first));
    QVERIFY(tree->topLevelItem(0)->data(0, ModifierLedger::AppliedRole).toBool());
    // Interpretations: folded behind one button, each shown once.
    QToolButton* toggle = ledger->interpretationsToggle();
    QVERIFY(toggle->isVisible());
    QVERIFY(!ledger->findChild<QLabel*>(QStringLiteral("interpretations"))->isVisible());
    toggle->click();
    QVERIFY(ledger->findChild<QLabel*>(QStringLiteral("interpretations"))->isVisible());
    const QString notes = ledger->interpretationsText();
    QCOMPARE(notes.count(QStringLiteral("halved down to 0")), 1);
    // Panes can be resized by the player.
    for (const char* name : {"centralSplitter", "rightSplitter", "chanceSplitter"}) {
        auto* splitter = window.findChild<QSplitter*>(QString::fromLatin1(name));
        QVERIFY2(splitter && splitter->count() == 2, name);
        const QList<int> before = splitter->sizes();
        splitter->setSizes({before[0] - 30, before[1] + 30});
        if (splitter->sizes() == before)  // the first pane is at its smallest: grow it
            splitter->setSizes({before[0] + 30, before[1] - 30});
        QVERIFY2(splitter->sizes() != before, name);
    }
}

void TrialTest::turnAndPhaseBelongToTheirGameAndSession()
{
    test::Scratch scratch;
    {
        MainWindow window(scratch.options());
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        window.turnField()->setText(QStringLiteral("5"));
        window.phaseBox()->setCurrentText(QStringLiteral("Combat"));
        window.enterPhysicalDice(QStringLiteral("4"));  // starts session 1 for this game
        QVERIFY(test::settle(window));
        QCOMPARE(window.gameLog()->entries(LogFilter{})->first().turn, QStringLiteral("5"));

        // Another game starts at its own turn, and its rolls are written with it.
        QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
        QCOMPARE(window.turnField()->text(), QStringLiteral("1"));
        QCOMPARE(window.phaseBox()->currentText(), QString());
        window.enterPhysicalDice(QStringLiteral("2"));
        QVERIFY(test::settle(window));
        QCOMPARE(window.gameLog()->entries(LogFilter{})->last().turn, QStringLiteral("1"));
        QCOMPARE(window.gameLog()->entries(LogFilter{})->last().phase, QString());

        // Back to the first game: its turn and phase are still there.
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        QCOMPARE(window.turnField()->text(), QStringLiteral("5"));
        QCOMPARE(window.phaseBox()->currentText(), QStringLiteral("Combat"));
        window.close();
    }
    // Across a restart too, and a new session of the game starts at turn 1 with the game's phases.
    MainWindow again(scratch.options());
    QCOMPARE(again.session()->gameId(), QStringLiteral("la-fleur-au-fusil"));
    QCOMPARE(again.turnField()->text(), QStringLiteral("5"));
    const auto created = again.gameLog()->newSession(QStringLiteral("la-fleur-au-fusil"), QString(), QStringList());
    QVERIFY(created.ok());
    const QStringList phases = again.turnPhaseBar()->phases();
    again.logDock()->selectSession(*created);
    QCOMPARE(again.turnField()->text(), QStringLiteral("1"));
    QCOMPARE(again.turnPhaseBar()->phases(), phases);  // the game's phases stay
    QCOMPARE(again.phaseBox()->currentText(), phases.value(0));
    QCOMPARE(again.session()->turn(), QStringLiteral("1"));
}

void TrialTest::logFilterIsClearedOnSwitchingSession()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    window.logDock()->filterField()->setText(QStringLiteral("no such thing"));
    QCOMPARE(window.logDock()->model()->rowCount(), 0);
    const auto created = window.gameLog()->newSession(QStringLiteral("la-fleur-au-fusil"), QString(), QStringList());
    QVERIFY(created.ok());
    window.logDock()->selectSession(*created);
    QVERIFY(window.logDock()->filterField()->text().isEmpty());
    QCOMPARE(window.logDock()->procedureFilter()->currentIndex(), 0);
    // A roll in the new session is listed at once.
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.logDock()->model()->rowCount(), 1);
    // Going back to the first session: its filter is not brought back either.
    window.logDock()->filterField()->setText(QStringLiteral("no such thing"));
    window.logDock()->sessionBox()->setCurrentIndex(window.logDock()->sessionBox()->findData(*created - 1));
    QVERIFY(window.logDock()->filterField()->text().isEmpty());
    QCOMPARE(window.logDock()->model()->rowCount(), 1);
}

void TrialTest::situationIsKeptPerProcedureUntilReset()
{
    test::Scratch scratch;
    {
        MainWindow window(scratch.options());
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")))->setValue(3);
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("rally")));
        QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        QCOMPARE(qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")))->value(), 3);
        window.close();
    }
    MainWindow again(scratch.options());
    QCOMPARE(again.session()->procedureId(), QStringLiteral("combat"));
    auto* units = qobject_cast<QSpinBox*>(again.form()->editorFor(QStringLiteral("attacking_units")));
    QCOMPARE(units->value(), 3);
    QVERIFY(again.resetSituationAction()->isEnabled());
    again.resetSituationAction()->trigger();
    units = qobject_cast<QSpinBox*>(again.form()->editorFor(QStringLiteral("attacking_units")));
    QCOMPARE(units->value(), 1);
    const auto& values = again.session()->situation().values;
    QVERIFY(!values.count("attacking_units") || values.at("attacking_units").asInteger() == 1);
    QVERIFY(again.assessment());
}

void TrialTest::outOfRangeNumbersAreRefusedOutLoud()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    auto* steps = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacker_steps_lost")));
    QVERIFY(steps);
    steps->setFocus();
    steps->selectAll();
    QTest::keyClicks(steps, QStringLiteral("99"));
    const QString tooMany = window.form()->rangeProblemFor(QStringLiteral("attacker_steps_lost"));
    QVERIFY2(tooMany.contains(QStringLiteral("99 is not allowed")), qPrintable(tooMany));
    QVERIFY2(tooMany.contains(QStringLiteral("from %1 to %2").arg(steps->minimum()).arg(steps->maximum())), qPrintable(tooMany));
    QVERIFY(steps->value() <= steps->maximum());
    QCOMPARE(steps->text(), QStringLiteral("99"));  // what was typed stays in view
    // Leaving the field keeps the value said, and the message stays until a good value comes.
    QTest::keyClick(steps, Qt::Key_Tab);
    QVERIFY(steps->value() != 99);
    QVERIFY(!window.form()->rangeProblemFor(QStringLiteral("attacker_steps_lost")).isEmpty());

    steps->setFocus();
    steps->selectAll();
    QTest::keyClicks(steps, QStringLiteral("-5"));
    QVERIFY(window.form()->rangeProblemFor(QStringLiteral("attacker_steps_lost")).contains(QStringLiteral("-5 is not allowed")));
    QVERIFY(steps->value() >= 0);
    steps->selectAll();
    QTest::keyClicks(steps, QStringLiteral("1"));
    QCOMPARE(steps->value(), 1);
    QVERIFY(window.form()->rangeProblemFor(QStringLiteral("attacker_steps_lost")).isEmpty());
}

void TrialTest::helpHasTheGuideAndEveryShortcut()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QMenu* help = nullptr;
    for (QAction* top : window.menuBar()->actions())
        if (top->text().remove(QLatin1Char('&')) == QStringLiteral("Help"))
            help = top->menu();
    QVERIFY(help);
    QStringList items;
    for (QAction* a : help->actions())
        items << a->text().remove(QLatin1Char('&'));
    QVERIFY2(items.contains(QStringLiteral("User guide")) && items.contains(QStringLiteral("Keyboard shortcuts")), qPrintable(items.join(',')));

    UserGuideDialog guide(&window);
    QVERIFY2(guide.browser()->toPlainText().contains(QStringLiteral("Resolving a combat with the keyboard")),
             qPrintable(guide.browser()->toPlainText().left(200)));

    ShortcutsDialog shortcuts(&window);
    QStringList rows;
    for (int i = 0; i < shortcuts.table()->rowCount(); ++i)
        rows << shortcuts.table()->item(i, 0)->text() + QStringLiteral(" = ") + shortcuts.table()->item(i, 1)->text();
    const QString all = rows.join(QLatin1Char('\n'));
    // Every menu shortcut is listed, read off the actions themselves.
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcut().isEmpty() || action->menu() || !action->parent() || action->associatedObjects().isEmpty())
            continue;
        QVERIFY2(all.contains(action->shortcut().toString(QKeySequence::NativeText)), qPrintable(action->text()));
    }
    QVERIFY2(all.contains(QStringLiteral("Space")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Play › Void last entry")), qPrintable(all));
}

void TrialTest::cutTextsHaveTooltips()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const QListWidget* list = window.picker()->procedureList();
    QVERIFY(list->count() > 0);
    for (int i = 0; i < list->count(); ++i)
        QVERIFY2(list->item(i)->toolTip().startsWith(list->item(i)->text()), qPrintable(list->item(i)->text()));
    const QComboBox* games = window.picker()->gameBox();
    for (int i = 0; i < games->count(); ++i)
        QCOMPARE(games->itemData(i, Qt::ToolTipRole).toString(), games->itemText(i));
    auto* status = window.statusBar()->findChild<QLabel*>(QStringLiteral("statusSummary"));
    QVERIFY(status);
    QVERIFY2(status->toolTip().contains(scratch.logPath()), qPrintable(status->toolTip()));
}

void TrialTest::systemPaletteKeepsThePlatformStyle()
{
    // As if started with -style windows: System keeps it and its palette; Light and Dark use Fusion.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Windows")));
    const QPalette platform = QApplication::palette();
    PaletteTheme::apply(PaletteTheme::Kind::System);
    QCOMPARE(QApplication::style()->name(), QStringLiteral("windows"));
    QCOMPARE(QApplication::palette().color(QPalette::Window), platform.color(QPalette::Window));
    PaletteTheme::apply(PaletteTheme::Kind::Dark);
    QCOMPARE(QApplication::style()->name(), QStringLiteral("fusion"));
    QVERIFY(PaletteTheme::isDark());
    PaletteTheme::apply(PaletteTheme::Kind::System);
    QCOMPARE(QApplication::style()->name(), QStringLiteral("windows"));
    QVERIFY(!PaletteTheme::isDark());
    QCOMPARE(QApplication::palette().color(QPalette::Window), platform.color(QPalette::Window));
    QCOMPARE(QApplication::palette().color(QPalette::Text), platform.color(QPalette::Text));
}

void TrialTest::fieldsHaveAccessibleNames()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    for (QWidget* field : QList<QWidget*>{window.turnField(), window.phaseBox(), window.rollControls()->diceField(),
                                          window.rollControls()->noteField(), window.logDock()->filterField(),
                                          window.logDock()->procedureFilter(), window.logDock()->sessionBox()})
        QVERIFY2(!field->accessibleName().isEmpty(), qPrintable(field->objectName()));
}

void TrialTest::userModuleFolderIsReadOnTopAndReloaded()
{
    const QString folder = userModuleFolder();
    QVERIFY2(folder.endsWith(QStringLiteral("/umpire/tables")) && !folder.contains(QStringLiteral("umpire/umpire")), qPrintable(folder));
    QDir(folder).removeRecursively();
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const int shipped = window.picker()->gameBox()->count();
    QVERIFY(window.menus()->openModuleFolder);

    // A module of the player's own, then F5: it comes on top of the others, no restart.
    QVERIFY(QDir().mkpath(folder));
    QFile source(QStringLiteral(UMPIRE_TEST_GAME));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    text.replace("id: umpire-test", "id: my-own-game").replace("title: Umpire test module", "title: My own game");
    QFile mine(QDir(folder).filePath(QStringLiteral("my-own-game.yaml")));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.write(text);
    mine.close();
    QCOMPARE(window.menus()->reloadModules->shortcut(), QKeySequence(Qt::Key_F5));
    window.menus()->reloadModules->trigger();
    QCOMPARE(window.picker()->gameBox()->count(), shipped + 1);
    QVERIFY(window.picker()->gameBox()->findData(QStringLiteral("my-own-game")) >= 0);
    QCOMPARE(window.session()->procedureId(), QStringLiteral("combat"));  // where the player was
    QVERIFY(window.chooseProcedure(QStringLiteral("my-own-game"), QStringLiteral("barrage")));
    window.enterPhysicalDice(QStringLiteral("2"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().size(), 1);

    // A broken one: the others still load, and the diagnostics come to the front.
    QFile broken(QDir(folder).filePath(QStringLiteral("broken.yaml")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("format: 1\ngame: {id: broken}\nprocedurs: []\n");
    broken.close();
    window.logDock()->raise();
    window.menus()->reloadModules->trigger();
    QTest::qWait(20);
    QVERIFY(window.picker()->gameBox()->findData(QStringLiteral("my-own-game")) >= 0);
    QVERIFY(!window.diagnosticsDock()->visibleRegion().isEmpty());
    QVERIFY(window.logDock()->visibleRegion().isEmpty());
    QDir(folder).removeRecursively();
}

void TrialTest::savedModuleIsReadAgainWithItsDiagnostics()
{
    // A module's author saves, looks at the window: no F5, no restart. The module is in a folder
    // of this test's own (the player's folder is shared by the tests that run at the same time).
    test::Scratch scratch;
    const QString folder = scratch.path(QStringLiteral("my-modules"));
    QVERIFY(QDir().mkpath(folder));
    QFile source(QStringLiteral(UMPIRE_TEST_GAME));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray good =
        source.readAll().replace("id: umpire-test", "id: my-own-game").replace("title: Umpire test module", "title: My own game");
    const QString path = QDir(folder).filePath(QStringLiteral("my-own-game.yaml"));
    const auto save = [&path](const QByteArray& text) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(text) == text.size();
    };
    QVERIFY(save(good));
    StartupOptions options = scratch.options();
    options.modulePaths = {folder.toStdString()};
    MainWindow window(options);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.picker()->gameBox()->findData(QStringLiteral("my-own-game")) >= 0);
    QVERIFY(window.modules().diagnostics.empty());

    // An editor's swap file coming and going beside it is no change of modules.
    window.statusBar()->clearMessage();
    {
        QFile swap(QDir(folder).filePath(QStringLiteral(".my-own-game.yaml.swp")));
        QVERIFY(swap.open(QIODevice::WriteOnly));
        swap.write("swap");
    }
    QVERIFY(QFile::remove(QDir(folder).filePath(QStringLiteral(".my-own-game.yaml.swp"))));
    QTest::qWait(800);  // well past the watcher's quiet time
    QVERIFY2(!window.statusBar()->currentMessage().contains(QStringLiteral("reloaded")),
             qPrintable(window.statusBar()->currentMessage()));

    // Saved with a mistake: read again at once, the mistake shown with its line.
    QVERIFY(save(QByteArray(good).replace("procedures:", "procedurs:")));
    QTRY_VERIFY_WITH_TIMEOUT(!window.modules().diagnostics.empty(), 10000);
    QVERIFY(QString::fromStdString(window.modules().diagnostics.front().toString()).contains(QStringLiteral("procedurs")));
    QVERIFY(!window.diagnosticsDock()->visibleRegion().isEmpty());

    // Mended and saved by rename, as many editors do: read again, the diagnostics gone.
    const QString temporary = path + QStringLiteral(".new");
    QFile mended(temporary);
    QVERIFY(mended.open(QIODevice::WriteOnly));
    QVERIFY(mended.write(QByteArray(good).replace("title: My own game", "title: My own game, mended")) > 0);
    mended.close();
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::rename(temporary, path));
    QTRY_VERIFY_WITH_TIMEOUT(window.modules().diagnostics.empty(), 10000);
    const int index = window.picker()->gameBox()->findData(QStringLiteral("my-own-game"));
    QVERIFY(index >= 0);
    QVERIFY(window.picker()->gameBox()->itemText(index).contains(QStringLiteral("mended")));
}

void TrialTest::noteAndPlayerGoWithTheRoll()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const auto created = window.gameLog()->newSession(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("Scenario 1"),
                                                      QStringList{QStringLiteral("Anne"), QStringLiteral("Bruno")});
    QVERIFY(created.ok());
    window.logDock()->selectSession(*created);
    QComboBox* player = window.turnPhaseBar()->playerBox();
    QCOMPARE(player->count(), 2);  // the session's players are offered
    QVERIFY(!player->accessibleName().isEmpty());
    player->setCurrentIndex(1);
    window.rollControls()->noteField()->setText(QStringLiteral("hex 1205, 3rd battalion"));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));

    const QString card = window.card()->text();
    QVERIFY2(card.contains(QStringLiteral("rolled by Bruno")) && card.contains(QStringLiteral("note: hex 1205, 3rd battalion")), qPrintable(card));
    const auto entries = window.gameLog()->entries(LogFilter{});
    QCOMPARE(entries->size(), 1);
    QCOMPARE(entries->first().note, QStringLiteral("hex 1205, 3rd battalion"));
    const auto full = window.gameLog()->entry(entries->first().id);
    QCOMPARE(full->resolution().value(QStringLiteral("player")).toString(), QStringLiteral("Bruno"));
    // The note went with that roll only; the player stays for the next ones.
    QVERIFY(window.rollControls()->noteField()->text().isEmpty());
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    const auto more = window.gameLog()->entries(LogFilter{});
    QVERIFY(more->last().note.isEmpty());
    QCOMPARE(window.gameLog()->entry(more->last().id)->resolution().value(QStringLiteral("player")).toString(), QStringLiteral("Bruno"));
}

void TrialTest::logMenuSwitchesVerifiesAndRemembers()
{
    test::Scratch scratch;
    const QString first = scratch.logPath();
    const QString second = scratch.path(QStringLiteral("campaign.sqlite"));
    {
        MainWindow window(scratch.options());
        LogMenu* menu = window.logMenu();
        QVERIFY(menu && menu->newLog && menu->openLog && menu->recentMenu && menu->verifyLog);
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        window.enterPhysicalDice(QStringLiteral("4"));
        QVERIFY(test::settle(window));

        // Another log, as New log or Open log ask for it: the next rolls go there.
        emit menu->openRequested(second);
        QCOMPARE(window.gameLog()->path(), second);
        window.enterPhysicalDice(QStringLiteral("3"));
        QVERIFY(test::settle(window));
        QCOMPARE(entryCount(window), 1);
        QCOMPARE(window.reports().first().logState, RollReport::LogState::Logged);
        QCOMPARE(menu->recentLogs(), (QStringList{second, first}));
        QCOMPARE(menu->recentMenu->actions().size(), 2);

        // Verify runs on a thread of its own and says what it found.
        QSignalSpy verified(menu, &LogMenu::verified);
        menu->verify(first);
        QVERIFY(menu->verifyDialog() && menu->verifyDialog()->isVisible());
        QVERIFY(verified.wait(30000));
        QCOMPARE(verified.first().at(0).toBool(), true);
        QVERIFY2(verified.first().at(1).toString().contains(QStringLiteral("intact (entries checked: 1)")),
                 qPrintable(verified.first().at(1).toString()));
        QCOMPARE(menu->verifyDialog()->labelText(), verified.first().at(1).toString());
        // Something that is not a log is refused, not created.
        const QString missing = scratch.path(QStringLiteral("no-such-log.sqlite"));
        menu->verify(missing);
        QVERIFY(verified.wait(30000));
        QCOMPARE(verified.last().at(0).toBool(), false);
        QVERIFY(!QFile::exists(missing));

        window.logDock()->setExportFolder(scratch.path(QStringLiteral("exports")));
        window.close();
    }
    // The log chosen is used at the next start, and the exports start where the last one went.
    StartupOptions options = scratch.options();
    options.logPath.clear();
    MainWindow again(options);
    QCOMPARE(again.gameLog()->path(), second);
    QCOMPARE(again.logDock()->exportFolder(), scratch.path(QStringLiteral("exports")));
}

void TrialTest::entryDialogShowsTheSituationAsTheFormDoes()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    const auto entries = window.gameLog()->entries(LogFilter{});
    const auto entry = window.gameLog()->entry(entries->first().id);
    QVERIFY(entry.ok());
    const Procedure* procedure = window.session()->procedure();
    QTextDocument document;
    document.setHtml(LogEntryDialog::entryHtml(*entry, procedure));
    const QString text = document.toPlainText();
    qsizetype last = -1;
    for (const auto& input : procedure->inputs) {
        const qsizetype at = text.indexOf(QString::fromStdString(input.label), last + 1);
        QVERIFY2(at > last, qPrintable(QString::fromStdString(input.label)));
        last = at;
        QVERIFY2(!text.contains(QString::fromStdString(input.id) + QLatin1Char('\t')), qPrintable(QString::fromStdString(input.id)));
    }
}

void TrialTest::crowdedChartStaysReadable()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    QVERIFY2(window.assessment(), "the default Verdun combat should be resolvable");
    const Procedure* procedure = window.session()->procedure();
    QVERIFY(procedure->results.size() > 8);
    const OutcomeChart* chart = window.chart();
    // What cannot happen is named, not drawn; numbers go to the tooltips when many bars remain.
    const QStringList shown = chart->categories();
    QCOMPARE(chart->valuesOnBars(), shown.size() <= 8);
    QStringList missing;
    for (const auto& result : procedure->results)
        if (!shown.contains(QString::fromStdString(result.code)))
            missing << QString::fromStdString(result.code);
    for (const QString& code : missing)
        QVERIFY2(chart->comparisonText().contains(code), qPrintable(chart->comparisonText()));
    for (std::size_t i = 0; i < chart->percents().size(); ++i)
        QVERIFY2(chart->percents()[i] > 0.0, qPrintable(shown[static_cast<qsizetype>(i)]));
    // Each bar's tooltip has the exact fraction.
    for (int i = 0; i < shown.size(); ++i)
        QVERIFY2(chart->tipFor(i).startsWith(shown[i]) && chart->tipFor(i).contains(QLatin1Char('/')), qPrintable(chart->tipFor(i)));

    // A procedure with few results keeps every result in place, numbers on the bars.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(chart->valuesOnBars());
    QCOMPARE(chart->categories().size(), 6);
}

void TrialTest::rolledResultIsMarkedOnTheChart()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(window.chart()->markedCode().isEmpty());
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    const QString code = window.reports().last().code;
    QCOMPARE(window.chart()->markedCode(), code);
    QVERIFY(window.chart()->comparisonText().contains(QStringLiteral("Rolled: %1").arg(code)));
    // A change of the situation makes other chances: the mark goes.
    qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")))->setValue(2);
    QVERIFY(window.chart()->markedCode().isEmpty());
}

void TrialTest::altGWorksInFrench()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QApplication::installTranslator(&translator);
    {
        test::Scratch scratch;
        MainWindow window(scratch.options());
        QVERIFY(test::showAndActivate(&window));
        window.rollControls()->rollButton()->setFocus();
        QTest::keyClick(&window, Qt::Key_G, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), window.picker()->gameBox());
        QTest::keyClick(&window, Qt::Key_R, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), window.picker()->searchField());
    }
    QApplication::removeTranslator(&translator);
}

void TrialTest::pdfExportIsAReport()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const auto created = window.gameLog()->newSession(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("Scenario 1"),
                                                      QStringList{QStringLiteral("Anne"), QStringLiteral("Bruno")});
    QVERIFY(created.ok());
    window.logDock()->selectSession(*created);
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));

    const QString pdf = scratch.path(QStringLiteral("report.pdf"));
    const LogStatus written = window.logDock()->exportTo(ExportFormat::Pdf, pdf);
    QVERIFY2(written.ok(), qPrintable(written.error()));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");

    LogFilter filter;
    filter.sessionId = *created;
    filter.withResolution = true;
    const auto session = window.gameLog()->session(*created);
    const SessionReport report = window.logDock()->reportOf(*session, *window.gameLog()->entries(filter));
    QTextDocument document;
    document.setHtml(sessionReportHtml(report));
    const QString text = document.toPlainText();
    const QString title = QString::fromStdString(window.session()->game()->title);
    QVERIFY2(text.contains(title + QStringLiteral(" — session %1").arg(*created)), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Scenario: Scenario 1")));
    QVERIFY(text.contains(QStringLiteral("Players: Anne, Bruno")));
    QVERIFY2(text.contains(QString::fromStdString(window.session()->procedure()->label)), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("la-fleur-au-fusil")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Chain of entries verified (1 checked)")), qPrintable(text));
    // Times in the players' zone, named.
    const QDateTime local = session->created.toTimeZone(report.zone);
    QVERIFY2(text.contains(report.zone.displayName(local, QTimeZone::ShortName)), qPrintable(text));
    // The header row repeats on every page.
    QVERIFY(sessionReportHtml(report).contains(QStringLiteral("<thead>")));
}

QTEST_MAIN(TrialTest)
#include "trial_test.moc"
