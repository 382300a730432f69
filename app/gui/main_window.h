// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/app_settings.h"
#include "gui/roll_report.h"
#include "gui/startup_options.h"

#include "yaml/module_loader.h"

#include <QList>
#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QSplitter;
class QLineEdit;

namespace umpire {

struct Assessment;
class CupDock;
class DiagnosticsDock;
class DiceHistoryStrip;
class GameLog;
class LogConnection;
class LogDock;
class NewestRollsDock;
class LogJob;
class LogMenu;
class LogViewer;
class LuckReportWindow;
struct LogEntry;
class ModifierLedger;
class ModuleWatcher;
class OutcomeChart;
class PrintedTableDock;
class MainMenus;
class PlaySession;
class PlayView;
class ProcedurePicker;
class ResultCard;
class SealDialog;
class RollControls;
class SituationForm;
class TurnPhaseBar;

/// The desktop app's window. It holds a PlaySession and assembles the widgets that show it and
/// drive it: the procedure picker, the situation form, the modifier ledger, the chances, the roll
/// controls and the result card; the game log and the module diagnostics are docks.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const StartupOptions& options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Selects a game and procedure as the picker would; false when either is not loaded.
    bool chooseProcedure(const QString& gameId, const QString& procedureId);
    /// Rolls the program's dice for the current situation (Space).
    void rollProgramDice();
    /// Resolves the current situation with the dice thrown on the table ("4", "3,5").
    void enterPhysicalDice(const QString& dice);

    PlaySession* session() const { return session_; }
    const LoadedModules& modules() const { return modules_; }
    /// True while the modules main() started loading are not in yet (the window shows "Loading").
    bool modulesLoading() const;
    GameLog* gameLog() const;
    /// Why there is no log, when gameLog() is null.
    QString logProblem() const;
    /// The current assessment, or null when the situation is refused.
    const Assessment* assessment() const;
    /// Nanoseconds the last change took: assess, distribution, ledger and chart update.
    qint64 lastRefreshNanoseconds() const;
    /// The last roll and its follow-ups as the card shows them, oldest first.
    const QList<RollReport>& reports() const;

    ProcedurePicker* picker() const { return picker_; }
    SituationForm* form() const { return form_; }
    ModifierLedger* ledger() const { return ledger_; }
    OutcomeChart* chart() const { return chart_; }
    RollControls* rollControls() const { return rollControls_; }
    ResultCard* card() const { return card_; }
    DiceHistoryStrip* diceHistory() const { return diceHistory_; }
    LogDock* logDock() const { return logDock_; }
    /// The newest entries of every session (Log > Every table's newest rolls), once opened; else null.
    NewestRollsDock* newestRollsDock() const { return newestRollsDock_; }
    CupDock* cupDock() const { return cupDock_; }
    PrintedTableDock* printedTableDock() const { return printedTableDock_; }
    /// The dice seal window of the log session shown, while open; else null.
    SealDialog* sealDialog() const;
    DiagnosticsDock* diagnosticsDock() const { return diagnosticsDock_; }
    TurnPhaseBar* turnPhaseBar() const { return turnBar_; }
    MainMenus* menus() const { return menus_; }
    LogMenu* logMenu() const { return logMenu_; }
    /// The upgrade of an older log being opened (running or ended), or null.
    LogJob* openLogJob() const;
    /// The luck report window while it is open; else null.
    LuckReportWindow* luckReportWindow() const;
    QAction* rollAction() const;
    QAction* voidLastAction() const;
    QAction* resetSituationAction() const;
    QLineEdit* turnField() const;
    QComboBox* phaseBox() const;

public slots:
    /// Shows the session's assessment again in the ledger and the chart.
    void refresh();
    void nextTurn();
    void nextPhase();
    void newSession();
    /// Shows the dice seal of the log session in use (commitment, phrase, reveal).
    void showDiceSeal();
    /// Reads the modules again (F5); refused while a roll waits for the log.
    void reloadModules();
    /// Writes the next rolls to the log at `path` (created when missing); refused while a roll waits for the log.
    void switchLog(const QString& path);
    /// Opens the log at `path` read-only in a window of its own (null, and a message, when it
    /// cannot be read). Rolls keep going to the log in use.
    LogViewer* viewLog(const QString& path);
    /// Log > Luck report: opens the report of the log in use on the log session shown (null,
    /// and a message, when no log is open) and starts working it out.
    LuckReportWindow* showLuckReport();
    void showAbout();

signals:
    /// The modules loading on other threads are in and shown (and the log is open): the
    /// window is filled in. Only for a window started with StartupOptions::modules.
    void modulesReady();
    /// The window has been drawn for the first time; emitted once, on the turn of the event
    /// loop after its first paint. What is not needed to draw it waits for this (the log named
    /// at start).
    void firstPainted();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildUi();
    void buildMenus();
    void connectLogDock();
    /// Shows the dock of every session's newest entries, made on first use.
    void showNewestRolls();
    /// Reads the log again in the docks that list it (after any table's append).
    void refreshLogLists();
    /// Puts the situation of a logged roll back into the form (from the log dock or a viewer).
    void reloadEntry(const LogEntry& entry);
    void buildCupDock();
    void buildPrintedTableDock();
    void connectDiceSeal();
    /// Seals the dice of the new log session `id` and shows its commitment; false when refused.
    bool sealNewSession(qint64 id);
    /// The status bar's words on the dice seal of the log session shown; empty without one.
    QString sealStatus() const;
    /// Why the seal may not change now (a roll holds its next sealed roll); empty when it may.
    QString sealBusy() const;
    /// Shows the chit cup of the current game's log session (the dock only for games with chits).
    void updateCupDock();
    void loadModules(const std::vector<std::filesystem::path>& paths);
    /// Shows the window "loading" until `modules` are ready, then fills it in; opens the log
    /// at `logPath` once the window has been painted, or when the modules come first.
    void waitForModules(const std::shared_future<LoadedModules>& modules, const QString& logPath);
    void modulesArrived();
    void openStartupLog();
    std::vector<std::filesystem::path> modulePaths() const;
    void useModules(LoadedModules modules);
    /// Opens the log at `path` for reading and writing; rolls are not recorded (and say why) when
    /// it cannot be used. An older log is copied and upgraded on a thread of its own first, with
    /// a progress dialog. `chosen`: the player picked it in the Log menu (it becomes the default).
    void openLog(const QString& path, bool chosen);
    /// Uses the log logConnection_ opened, or says why there is none.
    void useOpenedLog(const QString& path, bool chosen, bool opened);
    void upgradeThenOpen(const QString& path, bool chosen);
    void restoreChoice();
    void onProcedureChanged();
    void applyTheme(const QString& name);
    void setLanguage(const QString& language);
    void updateStatus();
    /// The game options kept for the log session shown go to the play session.
    void applySessionOptions();
    /// Shows the turn and phase of the current game's current log session.
    void showTurnOfSession();
    /// Keeps the turn and phase shown for log session `id`, just started.
    void keepTurnForNewSession(qint64 id);

    AppSettings settings_;
    LoadedModules modules_;
    std::unique_ptr<LogConnection> logConnection_;
    int logBusyTimeoutMs_;
    std::vector<std::filesystem::path> explicitModulePaths_;  ///< empty: defaultModulePaths()
    QString language_;  ///< the interface's language: the modules' texts are shown in it when a companion gives them
    std::optional<quint64> firstSeed_;  ///< of the first program roll and the first cup draw (tests)
    PlaySession* session_ = nullptr;
    PlayView* view_ = nullptr;
    MainMenus* menus_ = nullptr;
    LogMenu* logMenu_ = nullptr;
    QPointer<LogJob> openJob_;
    std::shared_future<LoadedModules> pendingModules_;  ///< loading on other threads; not valid once in
    QString startupLog_;  ///< the log to open after the window's first paint; empty once opened
    QString shownGame_;
    QString turnGame_;     ///< the game and log session ("new": none yet) the turn bar shows
    QString turnSession_;

    ProcedurePicker* picker_ = nullptr;
    SituationForm* form_ = nullptr;
    ModifierLedger* ledger_ = nullptr;
    OutcomeChart* chart_ = nullptr;
    RollControls* rollControls_ = nullptr;
    ResultCard* card_ = nullptr;
    DiceHistoryStrip* diceHistory_ = nullptr;
    LogDock* logDock_ = nullptr;
    NewestRollsDock* newestRollsDock_ = nullptr;
    DiagnosticsDock* diagnosticsDock_ = nullptr;
    ModuleWatcher* moduleWatcher_ = nullptr;  ///< reads the modules again when their files change
    CupDock* cupDock_ = nullptr;
    PrintedTableDock* printedTableDock_ = nullptr;
    QPointer<SealDialog> sealDialog_;
    QPointer<LuckReportWindow> luckReport_;
    TurnPhaseBar* turnBar_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QList<QSplitter*> splitters_;  ///< the panes the player sizes: remembered between runs
};

}  // namespace umpire
