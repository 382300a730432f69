// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/background_log_writer.h"

#include "log/game_log.h"

namespace umpire {

class BackgroundLogWriter::Worker : public QObject {
public:
    Worker(QString path, int busyTimeoutMs) : path_(std::move(path)), busyTimeoutMs_(busyTimeoutMs) {}

    LogWriteOutcome run(const LogWriteJob& job)
    {
        if (!log_ || !log_->isOpen()) {
            log_ = std::make_unique<GameLog>();
            GameLog::OpenOptions options;
            options.busyTimeoutMs = busyTimeoutMs_;
            const LogStatus opened = log_->open(path_, options);
            if (!opened.ok()) {
                log_.reset();
                LogWriteOutcome outcome;
                outcome.jobId = job.id;
                outcome.error = opened.error();
                return outcome;
            }
        }
        return runLogWriteJob(*log_, job);
    }

    void close() { log_.reset(); }

private:
    QString path_;
    int busyTimeoutMs_;
    std::unique_ptr<GameLog> log_;
};

BackgroundLogWriter::BackgroundLogWriter(const QString& path, int busyTimeoutMs, QObject* parent)
    : LogWriter(parent), path_(path), busyTimeoutMs_(busyTimeoutMs), worker_(new Worker(path, busyTimeoutMs))
{
    thread_.setObjectName(QStringLiteral("umpire-log-writer"));
    worker_->moveToThread(&thread_);
    thread_.start();
}

BackgroundLogWriter::~BackgroundLogWriter()
{
    // The connection belongs to the writer thread: it is closed there, after any running job.
    Worker* worker = worker_;
    QMetaObject::invokeMethod(worker, [worker] { worker->close(); }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
    delete worker_;
}

void BackgroundLogWriter::submit(const LogWriteJob& job)
{
    Worker* worker = worker_;
    QMetaObject::invokeMethod(worker, [this, worker, job] {
        const LogWriteOutcome outcome = worker->run(job);
        // Back on the writer's own thread; dropped if the writer is gone by then.
        QMetaObject::invokeMethod(this, [this, outcome] { emit finished(outcome); }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
}

}  // namespace umpire
