// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_menu.h"

#include "gui/club_log_dialog.h"
#include "gui/log_job.h"
#include "gui/log_verify_job.h"
#include "log/server_log_address.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMainWindow>

namespace umpire {

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
    openClubLog = menu->addAction(tr("Open &club log…"));
    openClubLog->setObjectName(QStringLiteral("openClubLogAction"));
    openClubLog->setToolTip(tr("Use a log shared by a club's tables, kept on a PostgreSQL server"));
    recentMenu = menu->addMenu(tr("&Recent logs"));
    recentMenu->setObjectName(QStringLiteral("recentLogsMenu"));
    menu->addSeparator();
    everyTable = menu->addAction(tr("Every &table's newest rolls"));
    everyTable->setObjectName(QStringLiteral("everyTableAction"));
    everyTable->setToolTip(tr("The newest entries of every session in this log, newest first: a referee's view of a "
                              "club's tables"));
    viewLog = menu->addAction(tr("Vie&w a log read-only…"));
    viewLog->setObjectName(QStringLiteral("viewLogAction"));
    viewLog->setToolTip(tr("Look through a log in a window of its own without writing to it, even on a read-only disk"));
    verifyLog = menu->addAction(tr("&Verify log…"));
    verifyLog->setObjectName(QStringLiteral("verifyLogAction"));
    verifyLog->setToolTip(tr("Check that no entry of a log was changed, removed or added outside Umpire"));
    luckReport = menu->addAction(tr("Luc&k report…"));
    luckReport->setObjectName(QStringLiteral("luckReportAction"));
    luckReport->setToolTip(tr("How lucky the dice were in a session, by side and by player, turn by turn, and whether they look fair"));

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
    connect(openClubLog, &QAction::triggered, this, [this] {
        QString start = isServerLogAddress(current_) ? current_ : QString();
        for (const QString& recent : recent_) {
            if (start.isEmpty() && isServerLogAddress(recent))
                start = recent;
        }
        ClubLogDialog dialog(start, window_);
        if (dialog.exec() == QDialog::Accepted)
            emit openRequested(dialog.address());
    });
    connect(viewLog, &QAction::triggered, this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(window_, tr("View a game log read-only"), QFileInfo(current_).absolutePath(), filter);
        if (!path.isEmpty())
            emit viewRequested(path);
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
        const bool server = isServerLogAddress(path);
        QAction* a = recentMenu->addAction(server ? tr("Club log %1").arg(path)
                                                  : QFileInfo(path).fileName() + QStringLiteral("  —  ") + QFileInfo(path).absolutePath());
        a->setToolTip(path);
        a->setEnabled(server || QFileInfo::exists(path));
        connect(a, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    recentMenu->setEnabled(!recent_.isEmpty());
}

void LogMenu::verify(const QString& path, bool readOnly)
{
    delete job_;  // a verification still running is cancelled first
    job_ = startVerifyJob(window_, path, readOnly);
    connect(job_, &LogJob::finished, this, [this](const LogJobOutcome& outcome) {
        emit verified(outcome.kind == LogJobOutcome::Kind::Done, outcome.message);
    });
}

QProgressDialog* LogMenu::verifyDialog() const
{
    return job_ ? job_->dialog() : nullptr;
}

}  // namespace umpire
