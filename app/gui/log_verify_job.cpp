// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_verify_job.h"

#include "gui/log_job.h"

#include "log/game_log.h"
#include "log/seal_verification.h"

#include <QCoreApplication>

#include <algorithm>

namespace umpire {

namespace {

/// The words of a verification: they were the Log menu's, and keep its translations.
class Text {
    Q_DECLARE_TR_FUNCTIONS(umpire::LogMenu)
};

/// What the dice seals add to an intact chain, as `umpire-cli log verify` reports them: the
/// sealed sessions verified, those not revealed yet (not checkable), and each one that fails.
/// Sessions without a seal are checked too (no sealed roll may hide in them) but only named
/// when they fail. Empty when no session is sealed and none fails.
QString sealVerdict(const QList<SealCheck>& checks)
{
    QStringList failures;
    qint64 verified = 0;
    qint64 kept = 0;
    for (const SealCheck& check : checks) {
        if (check.state == SealCheck::State::Failed)
            failures << Text::tr("session %1: the sealed dice do not verify: %2").arg(check.sessionId).arg(check.problems.join(QStringLiteral("; ")));
        verified += check.state == SealCheck::State::Verified;
        kept += check.state == SealCheck::State::Kept;
    }
    QStringList lines;
    if (verified > 0)
        lines << Text::tr("Sealed dice verified in %n session(s): every sealed roll is what its seed gives.", nullptr, static_cast<int>(verified));
    if (kept > 0)
        lines << Text::tr("Sealed dice not revealed yet in %n session(s): they can be checked once revealed.", nullptr, static_cast<int>(kept));
    return (failures + lines).join(QLatin1Char('\n'));
}

/// Runs on the worker thread: its own connection, opened without creating anything.
LogJobOutcome verifyFile(const QString& path, bool readOnly, LogTask& task)
{
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    options.checkpoint = false;  // only reads: the journal stays as it was found
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
    const QString intact =
        Text::tr("%1: intact (entries checked: %n), none changed, none missing", nullptr, static_cast<int>(result->entriesChecked))
            .arg(path);
    // Then the dice, from what the walk of the chain saw (a session without a seal is not read again).
    const auto seals = verifySeals(log, result->programDice.get(), &task);
    if (seals.cancelled())
        return {LogJobOutcome::Kind::Cancelled,
                Text::tr("%1: the chain is intact; checking the dice seals was cancelled; nothing in the log was changed").arg(path)};
    if (!seals.ok())
        return {LogJobOutcome::Kind::Failed, intact + QLatin1Char('\n') + seals.error()};
    const bool sealFailed = std::any_of(seals->begin(), seals->end(),
                                        [](const SealCheck& check) { return check.state == SealCheck::State::Failed; });
    const QString dice = sealVerdict(*seals);
    return {sealFailed ? LogJobOutcome::Kind::Failed : LogJobOutcome::Kind::Done,
            dice.isEmpty() ? intact : intact + QLatin1Char('\n') + dice};
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
