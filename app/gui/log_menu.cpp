// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_menu.h"

#include "gui/log_job.h"

#include "log/game_log.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMainWindow>

namespace umpire {

namespace {

/// Runs on the worker thread: its own connection, opened without creating anything.
LogJobOutcome verifyFile(const QString& path, LogTask& task)
{
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    const LogStatus opened = log.open(path, options);
    if (!opened.ok())
        return {LogJobOutcome::Kind::Failed, opened.error()};
    const auto result = log.verify(&task);
    if (result.cancelled())
        return {LogJobOutcome::Kind::Cancelled,
                LogMenu::tr("%1: verification cancelled after %n entries; nothing in the log was changed", nullptr,
                            static_cast<int>(task.done()))
                    .arg(path)};
    if (!result.ok())
        return {LogJobOutcome::Kind::Failed, result.error()};
    if (!result->ok())
        return {LogJobOutcome::Kind::Failed,
                LogMenu::tr("%1: %2 (entries checked before it: %n)", nullptr, static_cast<int>(result->entriesChecked))
                    .arg(path, result->message)};
    return {LogJobOutcome::Kind::Done, LogMenu::tr("%1: intact (entries checked: %n), none changed, none missing", nullptr,
                                                   static_cast<int>(result->entriesChecked))
                                           .arg(path)};
}

}  // namespace

LogMenu::LogMenu(QWidget* window, QAction* before) : QObject(window), window_(window)
{
    auto* main = qobject_cast<QMainWindow*>(window);
    menu = new QMenu(tr("&Log"), window);
    if (main)
        main->menuBar()->insertMenu(before, menu);

    newLog = menu->addAction(tr("&New log…"));
    newLog->setObjectName(QStringLiteral("newLogAction"));
    newLog->setToolTip(tr("Start a game log in a new file; rolls go there from now on"));
    openLog = menu->addAction(tr("&Open log…"));
    openLog->setObjectName(QStringLiteral("openLogAction"));
    openLog->setShortcut(QKeySequence::Open);
    recentMenu = menu->addMenu(tr("&Recent logs"));
    recentMenu->setObjectName(QStringLiteral("recentLogsMenu"));
    menu->addSeparator();
    verifyLog = menu->addAction(tr("&Verify log…"));
    verifyLog->setObjectName(QStringLiteral("verifyLogAction"));
    verifyLog->setToolTip(tr("Check that no entry of a log was changed, removed or added outside Umpire"));

    const QString filter = tr("Game logs (*.sqlite *.db);;All files (*)");
    connect(newLog, &QAction::triggered, this, [this, filter] {
        const QString path = QFileDialog::getSaveFileName(window_, tr("New game log"), QFileInfo(current_).absolutePath(), filter);
        if (!path.isEmpty())
            emit openRequested(path);
    });
    connect(openLog, &QAction::triggered, this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("Open a game log"), QFileInfo(current_).absolutePath(), filter);
        if (!path.isEmpty())
            emit openRequested(path);
    });
    connect(verifyLog, &QAction::triggered, this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("Verify a game log"), current_, filter);
        if (!path.isEmpty())
            verify(path);
    });
    connect(recentMenu, &QMenu::aboutToShow, this, &LogMenu::fillRecent);
    fillRecent();
}

void LogMenu::setRecentLogs(const QStringList& paths)
{
    recent_ = paths;
    fillRecent();
}

void LogMenu::fillRecent()
{
    recentMenu->clear();
    for (const QString& path : recent_) {
        QAction* a = recentMenu->addAction(QFileInfo(path).fileName() + QStringLiteral("  —  ") + QFileInfo(path).absolutePath());
        a->setToolTip(path);
        a->setEnabled(QFileInfo::exists(path));
        connect(a, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    recentMenu->setEnabled(!recent_.isEmpty());
}

void LogMenu::verify(const QString& path)
{
    delete job_;  // a verification still running is cancelled first
    job_ = new LogJob(window_, tr("Verify log"), tr("Verifying %1…").arg(path),
                      [path](LogTask& task) { return verifyFile(path, task); });
    job_->dialog()->setObjectName(QStringLiteral("verifyProgress"));
    connect(job_, &LogJob::finished, this, [this](const LogJobOutcome& outcome) {
        emit verified(outcome.kind == LogJobOutcome::Kind::Done, outcome.message);
    });
}

QProgressDialog* LogMenu::verifyDialog() const
{
    return job_ ? job_->dialog() : nullptr;
}

}  // namespace umpire
