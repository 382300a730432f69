// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_menu.h"

#include "log/game_log.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMainWindow>
#include <QPointer>
#include <QProgressDialog>
#include <QThread>

#include <memory>

namespace umpire {

namespace {

struct VerifyOutcome {
    bool ok = false;
    QString message;
};

/// Runs on the worker thread: its own connection, opened without creating anything.
VerifyOutcome verifyFile(const QString& path)
{
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    const LogStatus opened = log.open(path, options);
    if (!opened.ok())
        return {false, opened.error()};
    const auto result = log.verify();
    if (!result.ok())
        return {false, result.error()};
    if (!result->ok())
        return {false, LogMenu::tr("%1: %2 (entries checked before it: %n)", nullptr, static_cast<int>(result->entriesChecked))
                           .arg(path, result->message)};
    return {true, LogMenu::tr("%1: intact (entries checked: %n), none changed, none missing", nullptr,
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
    delete progress_;
    progress_ = new QProgressDialog(tr("Verifying %1…").arg(path), tr("Close"), 0, 0, window_);
    progress_->setObjectName(QStringLiteral("verifyProgress"));
    progress_->setWindowTitle(tr("Verify log"));
    progress_->setMinimumDuration(0);
    progress_->setAutoClose(false);
    progress_->setAutoReset(false);
    progress_->open();  // window-modal, without blocking: the check runs on its own thread

    auto outcome = std::make_shared<VerifyOutcome>();
    QThread* worker = QThread::create([outcome, path] { *outcome = verifyFile(path); });
    QPointer<QProgressDialog> dialog = progress_;
    connect(worker, &QThread::finished, this, [this, worker, outcome, dialog] {
        worker->deleteLater();
        if (dialog) {
            dialog->setRange(0, 1);
            dialog->setValue(1);
            dialog->setLabelText(outcome->message);
        }
        emit verified(outcome->ok, outcome->message);
    });
    worker->start();
}

}  // namespace umpire
