// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of sealed dice (log/dice_seal.h): a new session sealed when the players
// ask for it, the seal window (commitment, phrase, reveal) and the seal in the status line.
// The play session and the chit cup take their program dice from the seal themselves.
#include "gui/main_window.h"

#include "gui/cup_dock.h"
#include "gui/log_dock.h"
#include "gui/main_menus.h"
#include "gui/seal_dialog.h"

#include "play/play_session.h"

#include "log/dice_seal_store.h"
#include "log/game_log.h"

#include <QAction>
#include <QMessageBox>
#include <QStatusBar>

namespace umpire {

void MainWindow::connectDiceSeal()
{
    connect(menus_->diceSeal, &QAction::triggered, this, &MainWindow::showDiceSeal);
    cupDock_->setSealBusyCheck([this] { return sealBusy(); });
}

QString MainWindow::sealBusy() const
{
    // A roll not in the log yet already took the session's next sealed roll (and its phrase).
    return session_->hasUnrecordedRoll() ? tr("The last roll is not in the log yet: finish it, write it again or discard "
                                              "it first")
                                         : QString();
}

SealDialog* MainWindow::sealDialog() const { return sealDialog_; }

bool MainWindow::sealNewSession(qint64 id)
{
    GameLog* log = gameLog();
    if (!log)
        return false;
    const auto seal = sealSession(*log, id);
    if (!seal) {
        QMessageBox::warning(this, tr("Dice not sealed"),
                             tr("Session %1 is started, but its dice could not be sealed: %2").arg(id).arg(seal.error()));
        return false;
    }
    updateStatus();
    return true;
}

void MainWindow::showDiceSeal()
{
    GameLog* log = gameLog();
    const auto id = logDock_->currentSession();
    if (!log || !id) {
        statusBar()->showMessage(log ? tr("No log session yet: start one with New session") : tr("No game log is open"), 8000);
        return;
    }
    if (sealDialog_ && sealDialog_->sessionId() != *id)
        delete sealDialog_;
    if (!sealDialog_) {
        sealDialog_ = new SealDialog(*log, *id, this);
        sealDialog_->setAttribute(Qt::WA_DeleteOnClose);
        sealDialog_->setBusyCheck([this] { return sealBusy(); });
        connect(sealDialog_, &SealDialog::sealChanged, this, [this] {
            updateStatus();
            logDock_->refresh();
        });
    }
    sealDialog_->refresh();
    sealDialog_->show();
    sealDialog_->raise();
}

QString MainWindow::sealStatus() const
{
    GameLog* log = gameLog();
    const auto id = logDock_ ? logDock_->currentSession() : std::nullopt;
    if (!log || !id)
        return {};
    const auto seal = sessionSeal(*log, *id);
    if (!seal)
        return tr("Dice seal unreadable");
    return sealStatusText(*seal);
}

}  // namespace umpire
