// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of the game log: which log file, which log session, the turn, phase and
// player written with the rolls of that session, and the status line that says so.
#include "gui/main_window.h"

#include "gui/gui_text.h"
#include "gui/log_connection.h"
#include "gui/log_dock.h"
#include "gui/log_job.h"
#include "gui/log_menu.h"
#include "gui/log_viewer.h"
#include "gui/luck_report_window.h"
#include "gui/main_menus.h"
#include "gui/newest_rolls_dock.h"
#include "gui/seal_dialog.h"
#include "gui/session_dialog.h"
#include "gui/situation_form.h"
#include "gui/turn_phase_bar.h"
#include "gui/voided_roll.h"

#include "play/background_log_writer.h"
#include "play/play_session.h"

#include "engine/game.h"
#include "log/game_log.h"

#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

namespace umpire {

void MainWindow::showTurnOfSession()
{
    const QString game = session_->gameId();
    const auto logSession = logDock_->currentSession();
    turnGame_ = game;
    turnSession_ = logSession ? QString::number(*logSession) : QStringLiteral("new");
    const QStringList labels = settings_.turnAndPhase(game, turnSession_);
    const QStringList phases = settings_.phases(game);
    session_->turnAndPhase()->replace(labels.value(0), labels.value(1).isEmpty() ? phases.value(0) : labels.value(1), phases);
    QStringList players;
    if (GameLog* log = gameLog(); log && logSession)
        if (const auto sessions = log->sessions(); sessions.ok())
            for (const LogSession& s : *sessions)
                if (s.id == *logSession)
                    players = s.players;
    turnBar_->setPlayers(players, settings_.player(game));
    session_->setPlayer(turnBar_->player());
}

void MainWindow::keepTurnForNewSession(qint64 id)
{
    // The labels typed before the session started (by a roll or the chit cup) are its own.
    settings_.setTurnAndPhase(session_->gameId(), QString::number(id), session_->turn(), session_->phase());
}

void MainWindow::refreshLogLists()
{
    logDock_->refresh();
    if (newestRollsDock_)
        newestRollsDock_->refresh();
}

void MainWindow::showNewestRolls()
{
    if (!newestRollsDock_) {
        newestRollsDock_ = new NewestRollsDock(this);
        newestRollsDock_->setGames(&modules_.games);
        newestRollsDock_->setLog(gameLog(), false);
        addDockWidget(Qt::BottomDockWidgetArea, newestRollsDock_);
        tabifyDockWidget(logDock_, newestRollsDock_);
        menus_->viewMenu->insertAction(menus_->viewMenu->actions().value(1), newestRollsDock_->toggleViewAction());
        connect(newestRollsDock_, &NewestRollsDock::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
        connect(newestRollsDock_, &NewestRollsDock::voidRequested, this, [this](qint64 id) {
            if (logDock_->voidEntry(id))
                newestRollsDock_->refresh();
        });
    }
    newestRollsDock_->show();
    newestRollsDock_->raise();
}

void MainWindow::connectLogDock()
{
    connect(session_, &PlaySession::logSessionStarted, this, [this](qint64 id) {
        keepTurnForNewSession(id);
        logDock_->selectSession(id);
        statusBar()->showMessage(tr("Started session %1 for %2").arg(id).arg(qs(session_->game()->title)), 8000);
    });
    connect(session_, &PlaySession::entryRecorded, this, [this] {
        refreshLogLists();
        updateStatus();
    });
    connect(logDock_, &LogDock::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(logDock_, &LogDock::newSessionRequested, this, &MainWindow::newSession);
    connect(logDock_, &LogDock::reloadRequested, this, &MainWindow::reloadEntry);
    connect(logDock_, &LogDock::entryVoided, this, [this](qint64 entryId) {
        if (newestRollsDock_)
            newestRollsDock_->refresh();
        if (const GameLog* log = gameLog())
            followVoid(*session_, *log, entryId, this);
    });
    connect(logDock_, &LogDock::sessionChanged, this, [this] {
        session_->setLogSession(logDock_->currentSession());
        showTurnOfSession();
        applySessionOptions();
        updateStatus();
    });
}

void MainWindow::reloadEntry(const LogEntry& entry)
{
    const QJsonObject r = entry.resolution();
    const QString game = r.value(QStringLiteral("game")).toString();
    const QString procedure = r.value(QStringLiteral("procedure")).toString();
    if (!chooseProcedure(game.isEmpty() ? session_->gameId() : game, procedure)) {
        statusBar()->showMessage(tr("Entry %1 cannot be reloaded: %2 / %3 is not loaded").arg(entry.id).arg(game, procedure), 10000);
        return;
    }
    const QStringList problems = session_->loadSituation(r.value(QStringLiteral("situation")).toObject());
    statusBar()->showMessage(problems.isEmpty() ? tr("Situation of entry %1 reloaded").arg(entry.id)
                                                : tr("Entry %1 reloaded, except: %2").arg(entry.id).arg(problems.join(QStringLiteral("; "))),
                             10000);
    form_->setFocus();
}

LogViewer* MainWindow::viewLog(const QString& path)
{
    auto* viewer = new LogViewer(&modules_.games, this);
    if (!viewer->open(path)) {
        const QString problem = viewer->problem();
        delete viewer;
        statusBar()->showMessage(tr("Log not opened: %1").arg(problem), 15000);
        QMessageBox::warning(this, tr("Log not opened"), problem);
        return nullptr;
    }
    connect(viewer, &LogViewer::reloadRequested, this, [this](const LogEntry& entry) {
        reloadEntry(entry);
        activateWindow();
        raise();
    });
    viewer->show();
    return viewer;
}

LuckReportWindow* MainWindow::showLuckReport()
{
    GameLog* log = gameLog();
    if (!log) {
        statusBar()->showMessage(tr("No luck report: the game log cannot be used: %1").arg(logProblem()), 10000);
        return nullptr;
    }
    if (!luckReport_) {
        luckReport_ = new LuckReportWindow(this);
        luckReport_->setAttribute(Qt::WA_DeleteOnClose);
    }
    // The job reads a copy of the games: the modules may be read again (F5) while it runs.
    luckReport_->setGames(std::make_shared<const std::vector<Game>>(modules_.games));
    luckReport_->setLog(logConnection_->path(), *log);
    luckReport_->chooseSession(logDock_->currentSession());
    luckReport_->show();
    luckReport_->raise();
    luckReport_->activateWindow();
    luckReport_->refresh();
    return luckReport_;
}

LuckReportWindow* MainWindow::luckReportWindow() const
{
    return luckReport_.data();
}

void MainWindow::switchLog(const QString& path)
{
    if (session_->hasUnrecordedRoll()) {
        statusBar()->showMessage(tr("The log is not changed: the last roll is not in it yet (write it again or discard it)"), 10000);
        return;
    }
    // The session forgets the old log's sessions; the old writer goes with the old connection.
    session_->setLogWriter(nullptr, tr("another log is being opened"));
    session_->setSealSource(nullptr);
    startupLog_.clear();  // the one named at start is not opened after this one
    openLog(path, true);
}

void MainWindow::openLog(const QString& path, bool chosen)
{
    logMenu_->setCurrentLog(path);
    delete sealDialog_;  // it shows a session of the connection about to close
    delete luckReport_;  // it reports on the log about to close
    if (LogConnection::needsUpgrade(path)) {
        upgradeThenOpen(path, chosen);
        return;
    }
    useOpenedLog(path, chosen, logConnection_->open(path, logBusyTimeoutMs_));
}

void MainWindow::upgradeThenOpen(const QString& path, bool chosen)
{
    // Until the upgrade is done the window has no log: rolls say so, the rest stays usable.
    logConnection_->fail(path, tr("%1 is being upgraded").arg(path));
    session_->setLogWriter(nullptr, logConnection_->problem());
    session_->setSealSource(nullptr);
    logDock_->setLog(nullptr, tr("Upgrading %1 to this version of Umpire…").arg(path));
    updateStatus();
    updateCupDock();
    delete openJob_.data();
    const int busy = logBusyTimeoutMs_;
    openJob_ = new LogJob(this, tr("Open log"), tr("%1 was written by an older version of Umpire: it is copied, then upgraded.").arg(path),
                          [path, busy](LogTask& task) {
                              // A connection of this thread's own; the window opens its own once it is done.
                              GameLog log;
                              GameLog::OpenOptions options;
                              options.busyTimeoutMs = busy;
                              options.task = &task;
                              const LogStatus opened = log.open(path, options);
                              if (opened.cancelled())
                                  return LogJobOutcome{LogJobOutcome::Kind::Cancelled,
                                                       tr("Opening %1 was cancelled: the log was not changed").arg(path)};
                              if (!opened.ok())
                                  return LogJobOutcome{LogJobOutcome::Kind::Failed, opened.error()};
                              return LogJobOutcome{LogJobOutcome::Kind::Done,
                                                   tr("%1 was upgraded; the old file was kept as %2").arg(path, log.upgradeBackup())};
                          });
    openJob_->dialog()->setObjectName(QStringLiteral("openLogProgress"));
    connect(openJob_, &LogJob::finished, this, [this, path, chosen](const LogJobOutcome& outcome) {
        if (outcome.kind != LogJobOutcome::Kind::Done) {
            logConnection_->fail(path, outcome.message);
            useOpenedLog(path, chosen, false);
            return;
        }
        if (QProgressDialog* dialog = openJob_->dialog())
            dialog->close();
        useOpenedLog(path, chosen, logConnection_->open(path, logBusyTimeoutMs_));
        if (gameLog())
            statusBar()->showMessage(outcome.message, 15000);
    });
}

LogJob* MainWindow::openLogJob() const
{
    return openJob_.data();
}

void MainWindow::useOpenedLog(const QString& path, bool chosen, bool opened)
{
    if (!opened) {
        // The app stays usable; rolls say plainly that they are not recorded.
        session_->setLogWriter(nullptr, logConnection_->problem());
        session_->setSealSource(nullptr);
        logDock_->setLog(nullptr, tr("The game log cannot be used, so rolls are not recorded: %1").arg(logConnection_->problem()));
        if (newestRollsDock_)
            newestRollsDock_->setLog(nullptr, false);
        statusBar()->showMessage(tr("Game log not available: %1").arg(logConnection_->problem()));
        updateStatus();
        updateCupDock();
        return;
    }
    session_->setLogWriter(logConnection_->writer());
    session_->setSealSource(logConnection_->log());
    logDock_->setLog(logConnection_->log());
    if (newestRollsDock_)
        newestRollsDock_->setLog(logConnection_->log(), false);
    // Another table's roll on a club log shows in the lists as soon as the server tells.
    logConnection_->log()->followAppends(logDock_, [this](qint64) { refreshLogLists(); });
    QStringList recent = settings_.recentLogs();
    recent.removeAll(path);
    recent.prepend(path);
    settings_.setRecentLogs(recent.mid(0, 8));
    logMenu_->setRecentLogs(settings_.recentLogs());
    updateStatus();
    updateCupDock();
    if (chosen) {
        settings_.setChosenLog(path);
        logDock_->showGame(session_->gameId());
        statusBar()->showMessage(tr("Rolls now go to %1").arg(path), 10000);
    }
}

void MainWindow::newSession()
{
    GameLog* log = gameLog();
    if (!log) {
        QMessageBox::warning(this, tr("No game log"), tr("The game log cannot be used: %1").arg(logProblem()));
        return;
    }
    SessionDialog dialog(modules_.games, session_->gameId(), this);
    dialog.setChosenOptions(session_->gameId(), session_->gameOptions(session_->gameId()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto created = log->newSession(dialog.gameId(), dialog.scenario(), dialog.players());
    if (!created.ok()) {
        QMessageBox::warning(this, tr("Session not started"), created.error());
        return;
    }
    // The options are the session's: kept with its number, shown with it, read by every roll.
    QJsonObject options = settings_.sessionOptions();
    options.insert(QStringLiteral("%1#%2").arg(log->path()).arg(*created), GameOptionsForm::toJson(dialog.gameOptions()));
    settings_.setSessionOptions(options);
    session_->setGameOptions(dialog.gameId(), dialog.gameOptions());
    if (dialog.gameId() != session_->gameId()) {
        if (!chooseProcedure(dialog.gameId(), settings_.lastProcedure(dialog.gameId())))
            for (const auto& g : modules_.games)
                if (qs(g.id) == dialog.gameId())
                    for (const auto& p : g.procedures)
                        if (!p.followUpOnly && chooseProcedure(dialog.gameId(), qs(p.id)))
                            break;
    }
    logDock_->selectSession(*created);
    statusBar()->showMessage(tr("Session %1 started").arg(*created), 8000);
    if (dialog.sealDice() && sealNewSession(*created))
        showDiceSeal();
}

void MainWindow::updateStatus()
{
    if (!statusLabel_)
        return;
    QStringList parts;
    if (GameLog* log = gameLog()) {
        const auto session = logDock_->currentSession();
        parts << (session ? tr("Session %1").arg(*session) : tr("No session yet"));
        if (const QString seal = sealStatus(); !seal.isEmpty())
            parts << seal;
        if (const Game* game = session_->game(); game && !game->options.empty())
            parts << tr("Options: %1").arg(GameOptionsForm::summary(*game, session_->gameOptions(session_->gameId())));
        parts << tr("Log: %1").arg(log->path());
    } else {
        parts << tr("Not logging");
    }
    statusLabel_->setText(parts.join(QStringLiteral("  ·  ")));
    statusLabel_->setToolTip(parts.join(QLatin1Char('\n')));  // a long log path is cut in a narrow window
}

}  // namespace umpire
