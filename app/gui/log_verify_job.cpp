// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_verify_job.h"

#include "gui/log_job.h"

#include "log/game_log.h"

#include <QCoreApplication>

namespace umpire {

namespace {

/// The words of a verification: they were the Log menu's, and keep its translations.
class Text {
    Q_DECLARE_TR_FUNCTIONS(umpire::LogMenu)
};

/// Runs on the worker thread: its own connection, opened without creating anything.
LogJobOutcome verifyFile(const QString& path, bool readOnly, LogTask& task)
{
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    options.readOnly = readOnly;
    const LogStatus opened = log.open(path, options);
    if (!opened.ok())
        return {LogJobOutcome::Kind::Failed, opened.error()};
    const auto result = log.verify(&task);
    if (result.cancelled())
        return {LogJobOutcome::Kind::Cancelled,
                Text::tr("%1: verification cancelled after %n entries; nothing in the log was changed", nullptr,
                            static_cast<int>(task.done()))
                    .arg(path)};
    if (!result.ok())
        return {LogJobOutcome::Kind::Failed, result.error()};
    if (!result->ok())
        return {LogJobOutcome::Kind::Failed,
                Text::tr("%1: %2 (entries checked before it: %n)", nullptr, static_cast<int>(result->entriesChecked))
                    .arg(path, result->message)};
    return {LogJobOutcome::Kind::Done, Text::tr("%1: intact (entries checked: %n), none changed, none missing", nullptr,
                                                   static_cast<int>(result->entriesChecked))
                                           .arg(path)};
}

}  // namespace

LogJob* startVerifyJob(QWidget* window, const QString& path, bool readOnly)
{
    auto* job = new LogJob(window, Text::tr("Verify log"),
                           Text::tr("Verifying %1…").arg(path),
                           [path, readOnly](LogTask& task) { return verifyFile(path, readOnly, task); });
    job->dialog()->setObjectName(QStringLiteral("verifyProgress"));
    return job;
}

}  // namespace umpire
