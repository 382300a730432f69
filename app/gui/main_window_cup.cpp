// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of the chit cup: the dock, its menu action (for games whose module lists
// event chits), and keeping it on the game, log and log session in use.
#include "gui/main_window.h"

#include "gui/cup_dock.h"
#include "gui/log_dock.h"
#include "gui/main_menus.h"

#include "play/play_session.h"

#include "engine/game.h"

#include <QAction>
#include <QMenu>
#include <QStatusBar>

namespace umpire {

void MainWindow::buildCupDock()
{
    cupDock_ = new CupDock(this);
    addDockWidget(Qt::RightDockWidgetArea, cupDock_);
    cupDock_->hide();  // shown from Play > Chit cup, for the games that draw chits
    cupDock_->setFirstSeed(firstSeed_);
    cupDock_->setTurnAndPhase(session_->turnAndPhase());
    QAction* toggle = cupDock_->toggleViewAction();
    toggle->setText(tr("&Chit cup"));
    toggle->setObjectName(QStringLiteral("cupAction"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    toggle->setToolTip(tr("The chit cup of the session: the chits left, the draws, Draw and New turn"));
    menus_->playMenu->insertAction(menus_->resetSituation, toggle);

    connect(session_, &PlaySession::procedureChanged, this, &MainWindow::updateCupDock);
    connect(logDock_, &LogDock::sessionChanged, this, &MainWindow::updateCupDock);
    connect(logDock_, &LogDock::entryVoided, cupDock_, &CupDock::entryVoided);
    connect(cupDock_, &CupDock::entryAppended, logDock_, &LogDock::refresh);
    connect(cupDock_, &CupDock::entryAppended, this, &MainWindow::updateStatus);  // a draw may be a sealed roll
    connect(cupDock_, &CupDock::sessionStarted, this, [this](qint64 id) {
        keepTurnForNewSession(id);
        logDock_->selectSession(id);
        statusBar()->showMessage(tr("Started session %1 for the chit cup").arg(id), 8000);
    });
}

void MainWindow::updateCupDock()
{
    if (!cupDock_)
        return;
    const Game* game = session_->game();
    const bool drawsChits = game && !game->chits.empty();
    cupDock_->toggleViewAction()->setEnabled(drawsChits);
    if (!drawsChits)
        cupDock_->hide();
    cupDock_->setContext(gameLog(), drawsChits ? game : nullptr, logDock_->currentSession());
}

}  // namespace umpire
