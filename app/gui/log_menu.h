// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QMenu;
class QProgressDialog;
class QWidget;

namespace umpire {

class LogJob;

/// The Log menu: start a new log file, open another, the logs used lately, and verify a log's
/// chain of entries on a thread of its own, with a progress dialog (entries checked of the
/// total, and Cancel), so a long check never freezes the window. Which log the window writes to is the window's business: the menu only
/// asks for it with openRequested(). The luck report is the window's too: it connects luckReport.
class LogMenu : public QObject {
    Q_OBJECT

public:
    /// Adds the menu to `window`'s menu bar, before `before` (a menu's action), or last.
    LogMenu(QWidget* window, QAction* before);

    /// The logs used lately, newest first (set from the settings, kept up to date by the window).
    void setRecentLogs(const QStringList& paths);
    QStringList recentLogs() const { return recent_; }
    /// The log in use: the one Verify checks by default.
    void setCurrentLog(const QString& path) { current_ = path; }

    /// Verifies the log at `path` on a worker thread; finished() says how it went. Read only:
    /// the log is opened without writing anything (a log viewed read-only).
    void verify(const QString& path, bool readOnly = false);
    /// The progress dialog of the last verification, or null.
    QProgressDialog* verifyDialog() const;
    /// The last verification (running or ended), or null.
    LogJob* verifyJob() const { return job_; }

    QMenu* menu;
    QAction* newLog;
    QAction* openLog;
    QAction* openClubLog;
    QMenu* recentMenu;
    QAction* viewLog;
    QAction* everyTable;
    QAction* verifyLog;
    QAction* luckReport;

signals:
    /// The player chose the log at `path` (new or existing).
    void openRequested(const QString& path);
    /// The player wants to look at the log at `path` without writing to it (rolls stay where they go).
    void viewRequested(const QString& path);
    /// A verification ended: `ok` when the chain is intact; `message` says what was found.
    void verified(bool ok, const QString& message);

private:
    void fillRecent();

    QWidget* window_;
    QStringList recent_;
    QString current_;
    LogJob* job_ = nullptr;
};

}  // namespace umpire
