// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/main_window.h"

#include "gui/about_dialog.h"
#include "gui/after_first_paint.h"
#include "gui/chart_readings_dialog.h"
#include "gui/diagnostics_dock.h"
#include "gui/dice_history_strip.h"
#include "gui/game_options_form.h"
#include "gui/gui_text.h"
#include "gui/help_dialogs.h"
#include "gui/keyboard_router.h"
#include "gui/log_connection.h"
#include "gui/log_dock.h"
#include "gui/log_menu.h"
#include "gui/main_menus.h"
#include "gui/modifier_ledger.h"
#include "core/module_watcher.h"
#include "gui/outcome_chart.h"
#include "gui/palette_theme.h"
#include "gui/play_view.h"
#include "gui/procedure_picker.h"
#include "gui/reference_dialog.h"
#include "gui/result_card.h"
#include "gui/session_dialog.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"
#include "gui/turn_phase_bar.h"

#include "play/background_log_writer.h"
#include "play/play_session.h"

#include "core/module_paths.h"
#include "engine/game.h"
#include "log/default_log_path.h"
#include "log/game_log.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QUrl>
#include <QVBoxLayout>

namespace umpire {

namespace {

QGroupBox* framed(const QString& title, QWidget* inner)
{
    auto* box = new QGroupBox(title);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(inner);
    return box;
}

}  // namespace

MainWindow::MainWindow(const StartupOptions& options, QWidget* parent)
    : QMainWindow(parent),
      settings_(options.settingsFile),
      logConnection_(std::make_unique<LogConnection>()),
      logBusyTimeoutMs_(options.logBusyTimeoutMs),
      explicitModulePaths_(options.modulePaths),
      language_(options.language),
      firstSeed_(options.seed),
      session_(new PlaySession(this))
{
    setWindowTitle(tr("Umpire"));
    setObjectName(QStringLiteral("mainWindow"));
    session_->setFirstSeed(options.seed);
    session_->restoreRememberedSituations(settings_.situations());
    session_->restoreRememberedChartReadings(settings_.chartReadings());
    // The native window needs no font: it is made while main() waits for the fonts, which load
    // on another core (StartupOptions::beforeFirstText).
    create();
    if (options.beforeFirstText)
        options.beforeFirstText();
    new AfterFirstPaint(this, [this] { emit firstPainted(); });
    buildUi();
    view_ = new PlayView(session_, {picker_, form_, ledger_, chart_, rollControls_, card_}, this);
    buildMenus();
    moduleWatcher_ = new ModuleWatcher(this);
    connect(moduleWatcher_, &ModuleWatcher::modulesChanged, this, &MainWindow::reloadModules);
    connectLogDock();
    buildCupDock();
    buildPrintedTableDock();
    connectDiceSeal();
    // --log, else $UMPIRE_LOG, else the log last chosen in the Log menu, else the default one.
    QString logPath = options.logPath;
    if (logPath.isEmpty() && qEnvironmentVariableIsEmpty("UMPIRE_LOG"))
        logPath = settings_.chosenLog();
    logPath = logPath.isEmpty() ? defaultLogPath() : logPath;
    if (options.modules.valid()) {
        // Started by main() on other threads: the window is shown at once and filled in when
        // they are ready; the log opens on the first turn of the event loop, after the show.
        waitForModules(options.modules, logPath);
    } else {
        loadModules(modulePaths());
        openLog(logPath, false);
        restoreChoice();
    }

    if (!restoreGeometry(settings_.windowGeometry()))
        resize(1200, 800);
    restoreState(settings_.windowState());
    for (QSplitter* splitter : std::as_const(splitters_))
        splitter->restoreState(settings_.splitterState(splitter->objectName()));  // none saved: as built
    if (!modules_.diagnostics.empty()) {
        diagnosticsDock_->show();  // the layout saved may have it closed
        diagnosticsDock_->raise();
    }
    qApp->installEventFilter(new KeyboardRouter(this, form_));
    updateStatus();
}

MainWindow::~MainWindow()
{
    // The session refers to the writer: it goes first.
    session_->setLogWriter(nullptr);
    delete session_;
    session_ = nullptr;
}

GameLog* MainWindow::gameLog() const { return logConnection_->log(); }
QString MainWindow::logProblem() const { return logConnection_->problem(); }
const Assessment* MainWindow::assessment() const { return session_->assessment(); }
QLineEdit* MainWindow::turnField() const { return turnBar_->turnField(); }
QComboBox* MainWindow::phaseBox() const { return turnBar_->phaseBox(); }

const QList<RollReport>& MainWindow::reports() const { return card_->reports(); }
qint64 MainWindow::lastRefreshNanoseconds() const { return view_->lastChangeNanoseconds(); }
QAction* MainWindow::rollAction() const { return menus_->roll; }
QAction* MainWindow::voidLastAction() const { return menus_->voidLast; }
QAction* MainWindow::resetSituationAction() const { return menus_->resetSituation; }

void MainWindow::buildUi()
{
    picker_ = new ProcedurePicker;
    picker_->setRememberedProcedure([this](const QString& gameId) { return settings_.lastProcedure(gameId); });
    form_ = new SituationForm;
    ledger_ = new ModifierLedger;
    chart_ = new OutcomeChart;
    rollControls_ = new RollControls;
    card_ = new ResultCard;
    diceHistory_ = new DiceHistoryStrip;
    diceHistory_->setSession(session_);

    // The picker takes the height of its list (ProcedurePicker sizes it), the form the rest.
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(picker_);
    leftLayout->addWidget(framed(tr("Situation"), form_), 1);

    auto* rollPanel = new QWidget;
    auto* rollLayout = new QVBoxLayout(rollPanel);
    rollLayout->setContentsMargins(0, 0, 0, 0);
    rollLayout->addWidget(rollControls_);
    rollLayout->addWidget(diceHistory_);
    rollLayout->addWidget(card_, 1);

    auto* lower = new QSplitter(Qt::Horizontal);
    lower->setObjectName(QStringLiteral("chanceSplitter"));
    lower->addWidget(framed(tr("Chances"), chart_));
    lower->addWidget(rollPanel);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);
    lower->setSizes({400, 400});
    splitters_ << lower;
    auto* right = new QSplitter(Qt::Vertical);
    right->setObjectName(QStringLiteral("rightSplitter"));
    right->addWidget(framed(tr("Modifiers"), ledger_));
    right->addWidget(lower);
    // The ledgers get the larger share: two sides' modifiers, each with why it counts or not,
    // take more lines than the chances' chart needs to be read.
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 1);
    right->setSizes({320, 280});
    splitters_ << right;

    auto* central = new QSplitter(Qt::Horizontal);
    central->setObjectName(QStringLiteral("centralSplitter"));
    central->addWidget(left);
    central->addWidget(right);
    // 380 px for the form at the smallest window (1024 wide); a wider window gives it about a
    // third of what it adds, so that a units table of seven fields reads whole at 1600.
    central->setStretchFactor(0, 1);
    central->setStretchFactor(1, 2);
    central->setSizes({380, 640});
    splitters_ << central;
    setCentralWidget(central);

    logDock_ = new LogDock(this);
    logDock_->setExportFolder(settings_.exportFolder());
    addDockWidget(Qt::BottomDockWidgetArea, logDock_);
    diagnosticsDock_ = new DiagnosticsDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, diagnosticsDock_);
    tabifyDockWidget(diagnosticsDock_, logDock_);
    logDock_->raise();
    resizeDocks({logDock_}, {140}, Qt::Vertical);

    turnBar_ = new TurnPhaseBar(session_->turnAndPhase(), this);
    addToolBar(turnBar_);

    statusLabel_ = new QLabel;
    statusLabel_->setObjectName(QStringLiteral("statusSummary"));
    // A long log path must not widen the window (the tooltip holds it whole), and a message
    // takes the whole bar while it shows, instead of running into the session text.
    statusLabel_->setMinimumWidth(statusLabel_->fontMetrics().averageCharWidth() * 20);
    statusBar()->addPermanentWidget(statusLabel_);
    connect(statusBar(), &QStatusBar::messageChanged, statusLabel_,
            [this](const QString& message) { statusLabel_->setVisible(message.isEmpty()); });
}

void MainWindow::buildMenus()
{
    menus_ = new MainMenus(this, settings_.theme(), settings_.language());
    connect(menus_->roll, &QAction::triggered, view_, &PlayView::rollProgramDice);
    connect(view_, &PlayView::rollAvailabilityChanged, menus_->roll, &QAction::setEnabled);
    menus_->roll->setEnabled(false);
    connect(menus_->resetSituation, &QAction::triggered, session_, &PlaySession::resetSituation);
    connect(menus_->voidLast, &QAction::triggered, logDock_, &LogDock::voidLastEntry);
    connect(menus_->findInLog, &QAction::triggered, logDock_, &LogDock::focusFilter);
    connect(menus_->newSession, &QAction::triggered, this, &MainWindow::newSession);
    connect(menus_->reloadModules, &QAction::triggered, this, &MainWindow::reloadModules);
    connect(menus_->openModuleFolder, &QAction::triggered, this, [this] {
        const QString folder = userModuleFolder();
        if (!QDir().mkpath(folder)) {
            statusBar()->showMessage(tr("Cannot create %1").arg(folder), 10000);
            return;
        }
        statusBar()->showMessage(tr("Your modules folder: %1 (Reload modules, F5, reads it)").arg(folder), 15000);
        QDesktopServices::openUrl(QUrl::fromLocalFile(folder));
    });
    connect(menus_->quit, &QAction::triggered, this, &QWidget::close);
    connect(menus_->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(menus_->userGuide, &QAction::triggered, this, [this] { UserGuideDialog(this).exec(); });
    connect(menus_->shortcuts, &QAction::triggered, this, [this] { ShortcutsDialog(this, this).exec(); });
    connect(menus_->chartReadings, &QAction::triggered, this, [this] { ChartReadingsDialog(session_, this).exec(); });
    connect(menus_->gameReference, &QAction::triggered, this, [this] {
        if (const Game* game = session_->game())
            ReferenceDialog(*game, this).exec();
    });
    logMenu_ = new LogMenu(this, menus_->viewMenu->menuAction());
    logMenu_->setRecentLogs(settings_.recentLogs());
    connect(logMenu_, &LogMenu::openRequested, this, &MainWindow::switchLog);
    connect(logMenu_, &LogMenu::viewRequested, this, &MainWindow::viewLog);
    connect(logMenu_->everyTable, &QAction::triggered, this, &MainWindow::showNewestRolls);
    connect(logMenu_->luckReport, &QAction::triggered, this, &MainWindow::showLuckReport);
    connect(menus_->copyResult, &QAction::triggered, this, [this] {
        statusBar()->showMessage(card_->copyToClipboard() ? tr("The result is on the clipboard") : tr("No result to copy yet"), 5000);
    });
    connect(logMenu_, &LogMenu::verified, this, [this](bool, const QString& message) { statusBar()->showMessage(message, 15000); });
    connect(menus_, &MainMenus::themeChosen, this, &MainWindow::applyTheme);
    connect(menus_, &MainMenus::languageChosen, this, &MainWindow::setLanguage);
    menus_->playMenu->insertAction(menus_->resetSituation, turnBar_->nextTurnAction());
    menus_->playMenu->insertAction(menus_->resetSituation, turnBar_->nextPhaseAction());
    menus_->viewMenu->insertAction(menus_->viewMenu->actions().value(0), logDock_->toggleViewAction());
    menus_->viewMenu->insertAction(menus_->viewMenu->actions().value(1), diagnosticsDock_->toggleViewAction());
    turnBar_->addSeparator();
    turnBar_->addAction(menus_->newSession);
    turnBar_->addAction(menus_->voidLast);

    connect(view_, &PlayView::statusMessage, this, [this](const QString& message, int timeoutMs) {
        if (message.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(message, timeoutMs);
    });
    connect(session_, &PlaySession::procedureChanged, this, &MainWindow::onProcedureChanged);
    connect(session_, &PlaySession::rollsChanged, this, &MainWindow::updateStatus);
    connect(session_, &PlaySession::chartReadingsChanged, this, [this] {
        settings_.setChartReadings(session_->rememberedChartReadings());
        settings_.sync();
    });
    connect(turnBar_, &TurnPhaseBar::playerChanged, this, [this] {
        session_->setPlayer(turnBar_->player());
        if (!turnGame_.isEmpty())
            settings_.setPlayer(turnGame_, turnBar_->player());
    });
    connect(session_->turnAndPhase(), &TurnAndPhase::changed, this, [this] {
        if (turnGame_.isEmpty())
            return;
        settings_.setTurnAndPhase(turnGame_, turnSession_, session_->turn(), session_->phase());
        settings_.setPhases(turnGame_, session_->turnAndPhase()->phases());
    });
    connect(turnBar_, &TurnPhaseBar::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 4000); });
}

bool MainWindow::chooseProcedure(const QString& gameId, const QString& procedureId)
{
    return picker_->select(gameId, procedureId) && session_->gameId() == gameId && session_->procedureId() == procedureId;
}

void MainWindow::onProcedureChanged()
{
    const QString gameId = session_->gameId();
    const QString procedureId = session_->procedureId();
    if (gameId.isEmpty())
        return;
    if (gameId != shownGame_) {
        shownGame_ = gameId;
        logDock_->showGame(gameId);
        applySessionOptions();
    }
    // The picker follows when the session changed procedure by itself (a reloaded entry).
    if (picker_->gameId() != gameId || picker_->procedureId() != procedureId)
        picker_->select(gameId, procedureId);
    // Keyboard path: game, search, procedure list, every field, then Roll and the dice field.
    QList<QWidget*> chain{picker_->gameBox(), picker_->searchField(), picker_->procedureList()};
    chain << form_->tabChain() << rollControls_->rollButton() << rollControls_->diceField() << rollControls_->useDiceButton()
          << rollControls_->noteField();
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    settings_.setLastGame(gameId);
    settings_.setLastProcedure(gameId, procedureId);
    settings_.sync();
    updateStatus();
}

void MainWindow::rollProgramDice() { view_->rollProgramDice(); }
void MainWindow::enterPhysicalDice(const QString& text) { view_->enterPhysicalDice(text); }
void MainWindow::refresh() { view_->refresh(); }

void MainWindow::nextTurn() { session_->turnAndPhase()->nextTurn(); }
void MainWindow::nextPhase() { turnBar_->nextPhase(); }

void MainWindow::showAbout()
{
    AboutDialog dialog(modules_.games, static_cast<int>(modules_.diagnostics.size()), this);
    dialog.exec();
}

void MainWindow::applyTheme(const QString& name)
{
    settings_.setTheme(name);
    PaletteTheme::apply(PaletteTheme::fromName(name));
    chart_->applyTheme();
    view_->refresh();
}

void MainWindow::setLanguage(const QString& language)
{
    settings_.setLanguage(language);
    settings_.sync();
    statusBar()->showMessage(tr("The language changes the next time Umpire starts."), 8000);
}

void MainWindow::applySessionOptions()
{
    const Game* game = session_->game();
    GameLog* log = gameLog();
    const auto id = logDock_->currentSession();
    if (!game || game->options.empty() || !log || !id)
        return;
    const QJsonObject stored = settings_.sessionOptions().value(QStringLiteral("%1#%2").arg(log->path()).arg(*id)).toObject();
    session_->setGameOptions(session_->gameId(), GameOptionsForm::fromJson(*game, stored));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (session_->hasUnrecordedRoll() && !session_->isWriting()) {
        const auto answer = QMessageBox::question(this, tr("A roll is not in the log"),
                                                  tr("The last roll is not in the game log yet. Quit anyway? It will not be recorded."));
        if (answer != QMessageBox::Yes) {
            event->ignore();
            return;
        }
    }
    settings_.setWindowGeometry(saveGeometry());
    settings_.setWindowState(saveState());
    for (QSplitter* splitter : std::as_const(splitters_))
        settings_.setSplitterState(splitter->objectName(), splitter->saveState());
    settings_.setSituations(session_->rememberedSituations());
    settings_.setChartReadings(session_->rememberedChartReadings());
    settings_.setExportFolder(logDock_->exportFolder());
    settings_.sync();
    QMainWindow::closeEvent(event);
}

}  // namespace umpire
