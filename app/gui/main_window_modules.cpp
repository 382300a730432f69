// SPDX-License-Identifier: GPL-3.0-or-later
// The window's game modules: read by the window itself (tests, reloads) or by main() on other
// threads while the window is shown in a "loading" state, then given to every widget.
#include "gui/main_window.h"

#include "gui/diagnostics_dock.h"
#include "gui/gui_text.h"
#include "gui/log_dock.h"
#include "gui/newest_rolls_dock.h"
#include "gui/main_menus.h"
#include "gui/module_arrival.h"
#include "core/module_watcher.h"
#include "gui/procedure_picker.h"
#include "gui/roll_controls.h"

#include "play/play_session.h"

#include "core/module_paths.h"
#include "engine/game.h"

#include <QAction>
#include <QComboBox>
#include <QStatusBar>

#include <utility>

namespace umpire {

void MainWindow::waitForModules(const std::shared_future<LoadedModules>& modules, const QString& logPath)
{
    pendingModules_ = modules;
    startupLog_ = logPath;
    // Nothing can be rolled, picked or reloaded until the games are there; the rest of the
    // window (menus, log, docks) is usable.
    picker_->setEnabled(false);
    menus_->reloadModules->setEnabled(false);
    rollControls_->setRollAvailable(false, QString(), tr("Loading game modules…"));
    statusBar()->showMessage(tr("Loading game modules…"));
    // Opening the log reads its file, which on a cold disk takes longer than drawing the window:
    // it waits for the first paint, so the window does not stay blank meanwhile, unless the
    // modules come first.
    connect(this, &MainWindow::firstPainted, this, &MainWindow::openStartupLog);
    auto* arrival = new ModuleArrival(modules, this);
    connect(arrival, &ModuleArrival::arrived, this, [this, arrival] {
        arrival->deleteLater();
        modulesArrived();
    });
}

void MainWindow::openStartupLog()
{
    if (startupLog_.isEmpty())
        return;  // already opened, or another log was chosen since
    const QString path = std::exchange(startupLog_, QString());
    openLog(path, false);
}

void MainWindow::modulesArrived()
{
    // In the order the window follows when it loads the modules itself: the log is open when
    // the last procedure chosen is picked again.
    openStartupLog();
    if (statusBar()->currentMessage() == tr("Loading game modules…"))
        statusBar()->clearMessage();  // not what the log said meanwhile
    useModules(pendingModules_.get());
    pendingModules_ = {};
    moduleWatcher_->watch(modulePaths());
    picker_->setEnabled(true);
    menus_->reloadModules->setEnabled(true);
    restoreChoice();
    updateStatus();
    emit modulesReady();
}

bool MainWindow::modulesLoading() const
{
    return pendingModules_.valid();
}

void MainWindow::loadModules(const std::vector<std::filesystem::path>& paths)
{
    useModules(umpire::loadModules(paths));
    // A file saved while the modules were read is seen at the next change, or by F5.
    moduleWatcher_->watch(paths);
}

void MainWindow::useModules(LoadedModules modules)
{
    modules_ = std::move(modules);
    // The window shows each game in the interface's language when a companion gives it; the
    // English texts stay in the module for every other language.
    const std::string language = language_.toStdString();
    for (Game& game : modules_.games) {
        if (const Game& shown = game.inLanguage(language); &shown != &game) {
            Game copy = shown;  // `shown` belongs to `game`: copied before `game` is replaced
            game = std::move(copy);
        }
    }
    session_->setGames(&modules_.games);
    picker_->setGames(&modules_.games);
    logDock_->setGames(&modules_.games);
    if (newestRollsDock_)
        newestRollsDock_->setGames(&modules_.games);
    diagnosticsDock_->setDiagnostics(modules_.diagnostics);
    if (!modules_.diagnostics.empty()) {
        statusBar()->showMessage(tr("%n problem(s) while loading modules: see Module diagnostics", nullptr,
                                    static_cast<int>(modules_.diagnostics.size())),
                                 15000);
        // In front, even if the player had closed it: a module may be missing or wrong.
        diagnosticsDock_->show();
        diagnosticsDock_->raise();
    }
    if (modules_.games.empty())
        rollControls_->setRollAvailable(false, QString(), tr("No game module is loaded: see Module diagnostics"));
    updateCupDock();  // the games were read again: the dock must not keep the old one
}

std::vector<std::filesystem::path> MainWindow::modulePaths() const
{
    // Computed each time: the player's folder may have been created since the last load.
    return explicitModulePaths_.empty() ? defaultModulePaths() : explicitModulePaths_;
}

void MainWindow::reloadModules()
{
    if (modulesLoading())
        return;  // the action is disabled until the first load is in
    if (session_->hasUnrecordedRoll()) {
        statusBar()->showMessage(tr("Modules not reloaded: the last roll is not in the log yet (write it again or discard it)"), 10000);
        return;
    }
    // The session and the widgets point into the games loaded so far: they stay alive until
    // every one of them has been given the new ones.
    const LoadedModules previous = std::move(modules_);
    loadModules(modulePaths());
    if (!session_->procedure())
        restoreChoice();
    if (modules_.diagnostics.empty())
        statusBar()->showMessage(tr("Modules reloaded (games: %n)", nullptr, static_cast<int>(modules_.games.size())), 8000);
}

void MainWindow::restoreChoice()
{
    if (modules_.games.empty())
        return;
    QString game = settings_.lastGame();
    if (picker_->gameBox()->findData(game) < 0)
        game = qs(modules_.games.front().id);
    if (chooseProcedure(game, settings_.lastProcedure(game)))
        return;
    for (const auto& g : modules_.games)
        if (qs(g.id) == game)
            for (const auto& p : g.procedures)
                if (!p.followUpOnly && chooseProcedure(game, qs(p.id)))
                    return;
}

}  // namespace umpire
