// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_viewer.h"

#include "gui/gui_text.h"
#include "gui/log_dock.h"
#include "gui/log_job.h"
#include "gui/log_verify_job.h"

#include "engine/game.h"
#include "log/game_log.h"

#include <QAction>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QSet>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace umpire {

LogViewer::LogViewer(const std::vector<Game>* games, QWidget* parent)
    : QMainWindow(parent, Qt::Window),
      games_(games),
      log_(std::make_unique<GameLog>()),
      gameBox_(new QComboBox),
      note_(new QLabel),
      dock_(new LogDock)
{
    setObjectName(QStringLiteral("logViewer"));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* bar = addToolBar(tr("Read-only log"));
    bar->setObjectName(QStringLiteral("logViewerBar"));
    bar->setMovable(false);
    auto* gameLabel = new QLabel(tr("&Game:"));
    gameLabel->setBuddy(gameBox_);
    gameLabel->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(gameLabel);
    gameBox_->setObjectName(QStringLiteral("viewerGameBox"));
    gameBox_->setAccessibleName(tr("Game shown"));
    gameBox_->setToolTip(tr("The game whose sessions are shown: a log may hold several"));
    gameBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(gameBox_);
    QAction* refresh = bar->addAction(tr("&Refresh"), this, &LogViewer::reload);
    refresh->setObjectName(QStringLiteral("viewerRefreshAction"));
    refresh->setShortcut(QKeySequence::Refresh);
    refresh->setToolTip(tr("Read the log again, with the entries written since it was opened (%1)")
                            .arg(refresh->shortcut().toString(QKeySequence::NativeText)));
    QAction* check = bar->addAction(tr("&Verify"), this, [this] { verify(); });
    check->setObjectName(QStringLiteral("viewerVerifyAction"));
    check->setToolTip(tr("Check that no entry was changed, removed or added outside Umpire; nothing is written"));
    QAction* closeAction = bar->addAction(tr("&Close"), this, &QWidget::close);
    closeAction->setShortcut(QKeySequence::Close);

    dock_->setReadOnly(true);
    dock_->setGames(games_);
    dock_->setFeatures(QDockWidget::NoDockWidgetFeatures);
    dock_->setTitleBarWidget(new QWidget(dock_));  // the window's title says what it is
    note_->setObjectName(QStringLiteral("viewerNote"));
    note_->setWordWrap(true);
    note_->setStyleSheet(QStringLiteral("color: #b06000;"));
    note_->hide();
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(note_);
    layout->addWidget(dock_, 1);
    setCentralWidget(central);
    statusBar()->addPermanentWidget(new QLabel(tr("Read only: nothing is written to this log")));

    connect(gameBox_, &QComboBox::currentIndexChanged, this, [this] { dock_->showGame(gameBox_->currentData().toString()); });
    connect(dock_, &LogDock::reloadRequested, this, &LogViewer::reloadRequested);
    connect(dock_, &LogDock::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    resize(960, 620);
}

LogViewer::~LogViewer()
{
    delete verifyJob_;  // its worker has a connection of its own; it stops before the window goes
}

bool LogViewer::open(const QString& path)
{
    path_ = path;
    setWindowTitle(tr("%1 (read-only) — Umpire").arg(QFileInfo(path).fileName()));
    setWindowFilePath(path);
    GameLog::OpenOptions options;
    options.create = false;
    options.readOnly = true;
    const LogStatus opened = log_->open(path, options);
    if (!opened.ok()) {
        problem_ = opened.error();
        note_->hide();
        {
            const QSignalBlocker quiet(gameBox_);
            gameBox_->clear();
        }
        dock_->setLog(nullptr, problem_);
        return false;
    }
    problem_.clear();
    note_->setText(log_->readOnlyCaveat());
    note_->setVisible(!log_->readOnlyCaveat().isEmpty());
    dock_->setLog(log_.get());
    fillGames(gameBox_->currentData().toString());
    return true;
}

void LogViewer::reload()
{
    const auto session = dock_->currentSession();
    // Opened again, not only read again: a log read as its file stands sees nothing new otherwise.
    if (open(path_) && session)
        dock_->selectSession(*session);
}

LogJob* LogViewer::verify()
{
    delete verifyJob_;  // a verification still running is cancelled first
    verifyJob_ = startVerifyJob(this, path_, true);
    connect(verifyJob_, &LogJob::finished, this, [this](const LogJobOutcome& outcome) { statusBar()->showMessage(outcome.message); });
    connect(verifyJob_, &QObject::destroyed, this, [this] { verifyJob_ = nullptr; });
    return verifyJob_;
}

QString LogViewer::gameTitle(const QString& gameId) const
{
    if (games_)
        for (const Game& game : *games_)
            if (qs(game.id) == gameId)
                return qs(game.title);
    return tr("%1 (no module loaded for it)").arg(gameId);
}

void LogViewer::fillGames(const QString& select)
{
    QStringList ids;
    if (const auto sessions = log_->sessions(); sessions.ok()) {
        // The game of the newest session first: usually the one the player wants to see.
        QSet<QString> seen;
        for (auto it = sessions->crbegin(); it != sessions->crend(); ++it)
            if (!seen.contains(it->game)) {
                seen.insert(it->game);
                ids << it->game;
            }
    }
    {
        const QSignalBlocker quiet(gameBox_);
        gameBox_->clear();
        for (const QString& id : ids)
            gameBox_->addItem(gameTitle(id), id);
        gameBox_->setCurrentIndex(std::max(0, gameBox_->findData(select)));
        gameBox_->setEnabled(!ids.isEmpty());
        if (ids.isEmpty())
            gameBox_->setPlaceholderText(tr("no session in this log"));
    }
    dock_->showGame(gameBox_->currentData().toString());
}

}  // namespace umpire
