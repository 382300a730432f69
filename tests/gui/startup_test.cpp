// SPDX-License-Identifier: GPL-3.0-or-later
// The window started the way main() starts it: the modules load on other threads, the window
// is shown at once in a "loading" state and filled in when they are in.
#include "gui_test_support.h"

#include "core/module_paths.h"
#include "gui/diagnostics_dock.h"
#include "gui/log_dock.h"
#include "gui/main_window.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/window_shown_gate.h"
#include "log/game_log.h"
#include "play/play_session.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTest>
#include <QTreeWidget>

#include <chrono>
#include <future>
#include <thread>

using namespace umpire;

namespace {

/// Counts the paint events a widget receives.
class PaintCount : public QObject {
public:
    explicit PaintCount(QWidget* widget) : QObject(widget) { widget->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Paint)
            ++count;
        return false;
    }
};

qint64 entriesIn(const MainWindow& window)
{
    GameLog* log = window.gameLog();
    return log ? log->countEntries(LogFilter{}).value() : -1;
}

}  // namespace

class StartupTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void windowIsShownFirstThenFilledIn();
    void modulesReadyBeforeTheShowAreUsed();
    void moduleProblemStillRaisesTheDiagnostics();
    void extraLoadingThreadsWaitForTheShownWindow();
    void fontWaitComesAfterTheNativeWindowAndBeforeAnyText();
    void firstPaintedWaitsForTheWindowToBeDrawn();
};

void StartupTest::windowIsShownFirstThenFilledIn()
{
    test::Scratch scratch;
    std::promise<LoadedModules> loading;  // the modules arrive when the test says so
    StartupOptions options = scratch.options();
    options.modules = loading.get_future().share();
    MainWindow window(options);
    QSignalSpy ready(&window, &MainWindow::modulesReady);
    // The log waits for the window's first paint: opening it reads the file.
    QCoreApplication::processEvents();
    QVERIFY(window.gameLog() == nullptr);
    QVERIFY(test::showAndActivate(&window));

    // Shown with its menus, docks and status bar, but no game yet.
    QVERIFY(window.modulesLoading());
    QCOMPARE(window.menuBar()->actions().size(), 5);
    QVERIFY(window.statusBar()->isVisible());
    QVERIFY(window.logDock() != nullptr);
    QCOMPARE(window.picker()->gameBox()->count(), 0);
    QVERIFY(!window.picker()->isEnabled());
    QVERIFY(!window.rollControls()->rollAvailable());
    QVERIFY(window.rollControls()->rollButton()->toolTip().contains(QStringLiteral("Loading game modules")));
    // No procedure yet, so no question: the card shows no box for a result read off a chart.
    QVERIFY(!window.card()->chartResultBox()->isVisibleTo(window.card()));
    // The log opens once the window is painted, before the modules are in.
    QTRY_VERIFY(window.gameLog() != nullptr);
    QCOMPARE(ready.count(), 0);

    // Rolls, keys and reloads before the modules are in do nothing harmful.
    window.rollProgramDice();
    window.enterPhysicalDice(QStringLiteral("4"));
    QTest::keyClick(&window, Qt::Key_Space);
    QTest::keyClick(&window, Qt::Key_4);
    window.reloadModules();
    QVERIFY(!window.rollAction()->isEnabled());
    QVERIFY(window.modulesLoading());
    QVERIFY(window.reports().isEmpty());
    QCOMPARE(entriesIn(window), 0);

    loading.set_value(loadModules(defaultModulePaths()));
    QTRY_COMPARE(ready.count(), 1);
    QVERIFY(!window.modulesLoading());
    QVERIFY(window.picker()->isEnabled());
    QVERIFY(window.picker()->gameBox()->findData(QStringLiteral("la-fleur-au-fusil")) >= 0);
    QVERIFY(window.session()->procedure() != nullptr);  // the first procedure is picked, as at a normal start
    // The log's procedure filter took its width when first shown, before the game filled it:
    // its first item still reads whole.
    QComboBox* procedures = window.logDock()->procedureFilter();
    QCOMPARE(procedures->itemText(0), QStringLiteral("All procedures"));
    QStyleOptionComboBox shape;
    shape.initFrom(procedures);
    const QRect textRoom = procedures->style()->subControlRect(QStyle::CC_ComboBox, &shape, QStyle::SC_ComboBoxEditField, procedures);
    QVERIFY2(textRoom.width() >= procedures->fontMetrics().horizontalAdvance(procedures->itemText(0)),
             qPrintable(QStringLiteral("%1 px for the text").arg(textRoom.width())));

    // Everything works as when the window loads the modules itself.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(window.rollControls()->rollAvailable());
    QVERIFY(window.rollAction()->isEnabled());
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY2(window.card()->text().contains(QStringLiteral("In the log: entry 1")), qPrintable(window.card()->text()));
    QCOMPARE(entriesIn(window), 1);
}

void StartupTest::modulesReadyBeforeTheShowAreUsed()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    std::promise<LoadedModules> loaded;
    loaded.set_value(loadModules(defaultModulePaths()));
    options.modules = loaded.get_future().share();
    MainWindow window(options);
    QVERIFY(test::showAndActivate(&window));
    QTRY_VERIFY(!window.modulesLoading());
    QVERIFY(window.gameLog() != nullptr);
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    QCOMPARE(entriesIn(window), 1);
}

void StartupTest::moduleProblemStillRaisesTheDiagnostics()
{
    test::Scratch scratch;
    QFile broken(scratch.path(QStringLiteral("broken.yaml")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("format: 1\ngame:\n  id: broken\n  title: Broken\n  version: \"1\"\n  colour: red\nprocedures: []\n");
    broken.close();
    std::vector<std::filesystem::path> paths = defaultModulePaths();
    paths.emplace_back(broken.fileName().toStdString());
    StartupOptions options = scratch.options();
    options.modules = std::async(std::launch::async, [paths] { return loadModules(paths); }).share();
    MainWindow window(options);
    QVERIFY(test::showAndActivate(&window));
    QTRY_VERIFY(!window.modulesLoading());
    DiagnosticsDock* dock = window.diagnosticsDock();
    QTRY_VERIFY(dock->isVisible());
    QVERIFY(!dock->visibleRegion().isEmpty());  // in front of the log dock it shares a place with
    QVERIFY(dock->count() >= 1);
    // Among them (another test may have put a module of its own in the shared player's folder).
    bool listed = false;
    for (int row = 0; row < dock->list()->topLevelItemCount(); ++row)
        listed = listed || dock->list()->topLevelItem(row)->text(1).startsWith(QStringLiteral("broken.yaml:6"));
    QVERIFY(listed);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("problem")));
    // The other modules loaded and can be used.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(window.rollControls()->rollAvailable());
}

void StartupTest::extraLoadingThreadsWaitForTheShownWindow()
{
    using namespace std::chrono_literals;
    {
        // Held until the gate opens...
        WindowShownGate gate(10s);
        auto held = std::async(std::launch::async, gate.waiter());
        QCOMPARE(held.wait_for(50ms), std::future_status::timeout);
        gate.open();
        QCOMPARE(held.wait_for(5s), std::future_status::ready);
        QVERIFY(gate.isOpen());
        // ...and not at all once it is open.
        auto late = std::async(std::launch::async, gate.waiter());
        QCOMPARE(late.wait_for(5s), std::future_status::ready);
        gate.open();  // twice: nothing more
    }
    {
        // A window that never shows holds nobody longer than the gate's longest wait.
        WindowShownGate gate(100ms);
        const auto start = std::chrono::steady_clock::now();
        gate.waiter()();
        QVERIFY(std::chrono::steady_clock::now() - start >= 100ms);
        QVERIFY(!gate.isOpen());
    }
    {
        // A gate that goes (main() returning early) lets its waiters through.
        std::function<void()> wait;
        {
            WindowShownGate gate(10s);
            wait = gate.waiter();
        }
        auto after = std::async(std::launch::async, wait);
        QCOMPARE(after.wait_for(5s), std::future_status::ready);
    }
}

void StartupTest::fontWaitComesAfterTheNativeWindowAndBeforeAnyText()
{
    // main() waits for the font configuration there: the window must have made what needs no
    // font (its native window) and nothing that shows text.
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    int calls = 0;
    bool created = false;
    qsizetype textWidgets = -1;
    options.beforeFirstText = [&] {
        ++calls;
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (auto* building = qobject_cast<MainWindow*>(top)) {
                created = building->testAttribute(Qt::WA_WState_Created);
                textWidgets = building->findChildren<QLabel*>().size() + building->findChildren<QLineEdit*>().size();
            }
        }
    };
    MainWindow window(options);
    QCOMPARE(calls, 1);
    QVERIFY(created);
    QCOMPARE(textWidgets, 0);
    QVERIFY(!window.findChildren<QLineEdit*>().isEmpty());  // built after the wait
}

void StartupTest::firstPaintedWaitsForTheWindowToBeDrawn()
{
    // The show posts an update request, which the window handles before the window system has
    // exposed it (on X11 always): it draws nothing, and the work held for the first paint (the
    // log, the modules' extra reading threads) must go on waiting.
    test::Scratch scratch;
    std::promise<LoadedModules> loading;
    StartupOptions options = scratch.options();
    options.modules = loading.get_future().share();
    MainWindow window(options);
    QSignalSpy painted(&window, &MainWindow::firstPainted);
    const auto* rollButtonPaints = new PaintCount(window.rollControls()->rollButton());
    int rollButtonPaintsAtSignal = -1;
    connect(&window, &MainWindow::firstPainted, this, [&] { rollButtonPaintsAtSignal = rollButtonPaints->count; });
    QCoreApplication::postEvent(&window, new QEvent(QEvent::UpdateRequest));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(painted.count(), 0);
    QVERIFY(window.gameLog() == nullptr);

    // Once drawn, it is said once, after the widgets inside were painted.
    QVERIFY(test::showAndActivate(&window));
    QTRY_COMPARE(painted.count(), 1);
    QVERIFY2(rollButtonPaintsAtSignal >= 1, qPrintable(QString::number(rollButtonPaintsAtSignal)));
    QTRY_VERIFY(window.gameLog() != nullptr);
    window.update();
    QVERIFY(QTest::qWaitFor([&] { return rollButtonPaints->count > rollButtonPaintsAtSignal; }));
    QCoreApplication::processEvents();
    QCOMPARE(painted.count(), 1);
    loading.set_value(loadModules(defaultModulePaths()));
}

QTEST_MAIN(StartupTest)
#include "startup_test.moc"
