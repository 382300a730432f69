// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_task.h"

#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <QString>

#include <functional>
#include <memory>

class QThread;
class QTimer;
class QWidget;

namespace umpire {

/// How a log job ended.
struct LogJobOutcome {
    enum class Kind { Done, Failed, Cancelled };
    Kind kind = Kind::Done;
    QString message;  ///< one line for the player: what was found, written, or why it stopped
};

/// One long game-log job (verify, export, opening an old log) run on a thread of its own, with
/// a window-modal progress dialog that shows how far it has got and a Cancel button. The work
/// must open its own connection to the log: an SQLite connection belongs to the thread that
/// opened it. The window keeps running its event loop meanwhile.
class LogJob : public QObject {
    Q_OBJECT

public:
    using Work = std::function<LogJobOutcome(LogTask& task)>;

    /// Starts `work` at once. `cancellable`: whether the dialog offers Cancel.
    LogJob(QWidget* window, const QString& title, const QString& label, Work work, bool cancellable = true);
    /// Cancels the work if it still runs and waits for it (cancelled work stops within moments);
    /// the dialog goes too.
    ~LogJob() override;

    QProgressDialog* dialog() const { return dialog_.data(); }
    bool isRunning() const { return running_; }
    const LogJobOutcome& outcome() const { return outcome_; }
    /// Asks the work to stop (the Cancel button does the same).
    void cancel();

signals:
    /// The work returned; the dialog shows the outcome and offers Close.
    void finished(const umpire::LogJobOutcome& outcome);

private:
    void showProgress();
    void end();

    QString label_;
    QPointer<QProgressDialog> dialog_;  // the window's child: it may go first when the window closes
    QTimer* poll_ = nullptr;
    QThread* thread_ = nullptr;
    LogTask task_;
    LogJobOutcome result_;  // written by the worker, read here once it has finished
    LogJobOutcome outcome_;
    bool running_ = true;
    bool cancellable_ = true;
};

/// The words for a stage of a log job, e.g. "Checking entries: 1,200 of 5,000".
QString logTaskText(LogTask::Stage stage, qint64 done, qint64 total);

}  // namespace umpire
