// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_job.h"

#include <QLocale>
#include <QProgressDialog>
#include <QPushButton>
#include <QThread>
#include <QTimer>

namespace umpire {

QString logTaskText(LogTask::Stage stage, qint64 done, qint64 total)
{
    const QLocale locale;
    switch (stage) {
    case LogTask::Stage::Starting:
        return LogJob::tr("Starting…");
    case LogTask::Stage::CheckingFile:
        return LogJob::tr("Checking the database file…");
    case LogTask::Stage::CheckingEntries:
        return LogJob::tr("Checking entries: %1 of %2").arg(locale.toString(done), locale.toString(total));
    case LogTask::Stage::CopyingLog:
        return LogJob::tr("Copying the log before upgrading it…");
    case LogTask::Stage::Upgrading:
        return LogJob::tr("Upgrading the log to the current version…");
    case LogTask::Stage::ReadingEntries:
        return LogJob::tr("Reading entries: %1 of %2").arg(locale.toString(done), locale.toString(total));
    case LogTask::Stage::Writing:
        return LogJob::tr("Writing the file…");
    case LogTask::Stage::CheckingSeals:
        return LogJob::tr("Checking the dice seals: %1 of %2 entries").arg(locale.toString(done), locale.toString(total));
    }
    return QString();
}

LogJob::LogJob(QWidget* window, const QString& title, const QString& label, Work work, bool cancellable)
    : QObject(window), label_(label), cancellable_(cancellable)
{
    dialog_ = new QProgressDialog(label, cancellable ? tr("Cancel") : QString(), 0, 0, window);
    dialog_->setObjectName(QStringLiteral("logJobProgress"));
    dialog_->setWindowTitle(title);
    dialog_->setMinimumDuration(0);
    dialog_->setAutoClose(false);
    dialog_->setAutoReset(false);
    // The button stops the work and, once it has ended, closes the dialog; by itself the
    // dialog would only hide while the work went on.
    disconnect(dialog_, &QProgressDialog::canceled, dialog_, &QProgressDialog::cancel);
    connect(dialog_, &QProgressDialog::canceled, this, [this] {
        if (!running_)
            dialog_->close();
        else if (cancellable_)
            cancel();
    });
    dialog_->open();  // window-modal without blocking: the work runs on its own thread

    // The figures are read a few times a second rather than sent for every batch of entries.
    poll_ = new QTimer(this);
    poll_->setInterval(100);
    connect(poll_, &QTimer::timeout, this, &LogJob::showProgress);
    poll_->start();

    thread_ = QThread::create([this, work = std::move(work)] { result_ = work(task_); });
    connect(thread_, &QThread::finished, this, &LogJob::end);
    thread_->start();
}

LogJob::~LogJob()
{
    if (thread_) {
        task_.cancel();
        thread_->wait();
        delete thread_;
    }
    delete dialog_.data();
}

void LogJob::cancel()
{
    if (!running_)
        return;
    task_.cancel();
    if (!dialog_)
        return;
    dialog_->setLabelText(tr("Cancelling…"));
    if (QPushButton* button = dialog_->findChild<QPushButton*>())
        button->setEnabled(false);
}

void LogJob::showProgress()
{
    if (!running_ || task_.cancelled() || !dialog_)
        return;
    const qint64 total = task_.total();
    const qint64 done = std::min(task_.done(), total);
    if (total > 0) {
        dialog_->setRange(0, static_cast<int>(std::min<qint64>(total, INT_MAX)));
        dialog_->setValue(static_cast<int>(std::min<qint64>(done, INT_MAX)));
    } else {
        dialog_->setRange(0, 0);  // a stage without a count: the bar just shows that work goes on
    }
    dialog_->setLabelText(label_ + QLatin1Char('\n') + logTaskText(task_.stage(), done, total));
}

void LogJob::end()
{
    poll_->stop();
    running_ = false;
    outcome_ = result_;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
    if (!dialog_) {
        emit finished(outcome_);
        return;
    }
    // The last figures the work gave (a finished count reaches its total).
    const qint64 total = task_.total();
    if (outcome_.kind == LogJobOutcome::Kind::Done && total > 0) {
        dialog_->setRange(0, static_cast<int>(std::min<qint64>(total, INT_MAX)));
        dialog_->setValue(static_cast<int>(std::min<qint64>(task_.done(), INT_MAX)));
    } else if (outcome_.kind != LogJobOutcome::Kind::Done) {
        dialog_->setRange(0, 1);
        dialog_->setValue(0);
    } else {
        dialog_->setRange(0, 1);
        dialog_->setValue(1);
    }
    dialog_->setLabelText(outcome_.message);
    dialog_->setCancelButtonText(tr("Close"));
    dialog_->show();  // Escape may have hidden it while work that cannot be cancelled went on
    if (QPushButton* button = dialog_->findChild<QPushButton*>())
        button->setEnabled(true);
    emit finished(outcome_);
}

}  // namespace umpire
