// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_seal_commands.h"

#include "cli/cli_exit.h"
#include "log/dice_seal_store.h"
#include "log/seal_verification.h"

#include <QTextStream>

namespace umpire {

namespace {

void addSessionOption(CommandLine& line)
{
    line.addValue(QStringLiteral("session"), QStringLiteral("N"), QStringLiteral("Session N; the newest session when not given."));
}

/// --session N, else the newest session; an exit status when there is none.
std::optional<int> chooseOneSession(LogRun& run, std::optional<qint64>& sessionId)
{
    if (!run.line.isSet(QStringLiteral("session"))) {
        auto newest = run.log.newestSession();
        if (!newest)
            return run.failed(newest.failure());
        if (!newest->has_value())
            return run.failed(LogError::refused(
                QStringLiteral("%1: no sessions yet; start one with `umpire-cli log new GAME`").arg(run.logPath)));
        sessionId = (*newest)->id;
        return std::nullopt;
    }
    const QString text = run.line.value(QStringLiteral("session"));
    const auto id = positiveNumber(text);
    if (!id)
        return run.usage(QStringLiteral("--session needs a session number, got '%1'").arg(text));
    sessionId = *id;
    return std::nullopt;
}

}  // namespace

int sealNewSession(LogRun& run, qint64 sessionId)
{
    auto seal = sealSession(run.log, sessionId);
    if (!seal)
        return run.failed(seal.failure());
    run.out << QStringLiteral("dice commitment: %1\n").arg(seal->commitment)
            << QStringLiteral("The program's dice of this session are sealed: write the commitment down. Players may add "
                              "a phrase of their own before the first roll (umpire-cli log phrase TEXT); "
                              "umpire-cli log reveal shows the seed at the end, and umpire-cli log verify checks every "
                              "roll against it.\n");
    return ExitOk;
}

CommandLine phraseCommandLine()
{
    CommandLine line(QStringLiteral("log phrase"), QStringLiteral("add the players' phrase to a session's sealed dice"));
    addLogFileOption(line);
    line.addArgument(QStringLiteral("TEXT"), QStringLiteral("Any phrase the players choose after seeing the commitment."));
    line.setArgumentCount(1, 1);
    addSessionOption(line);
    line.setNotes(QStringLiteral("Give it before the first program roll of the session: it is mixed into every one.\n"));
    return line;
}

int phraseCommand(LogRun& run)
{
    if (auto code = run.open(false))
        return *code;
    std::optional<qint64> sessionId;
    if (auto code = chooseOneSession(run, sessionId))
        return *code;
    auto seal = setSealPhrase(run.log, *sessionId, run.line.arguments().constFirst());
    if (!seal)
        return run.failed(seal.failure());
    run.out << QStringLiteral("session %1: the players' phrase \"%2\" is mixed into every program roll (commitment %3)\n")
                   .arg(*sessionId)
                   .arg(seal->phrase, seal->commitment);
    return ExitOk;
}

CommandLine revealCommandLine()
{
    CommandLine line(QStringLiteral("log reveal"), QStringLiteral("end a session's sealed dice and show its seed"));
    addLogFileOption(line);
    addSessionOption(line);
    line.setNotes(QStringLiteral("After this no program roll can join the session. umpire-cli log verify then checks "
                                 "every roll against the seed; docs/game-log.md gives the recipe to check by hand.\n"));
    return line;
}

int revealCommand(LogRun& run)
{
    if (auto code = run.open(false))
        return *code;
    std::optional<qint64> sessionId;
    if (auto code = chooseOneSession(run, sessionId))
        return *code;
    auto seal = revealSeal(run.log, *sessionId);
    if (!seal)
        return run.failed(seal.failure());
    run.out << QStringLiteral("session %1\ncommitment: %2\nseed:       %3\nphrase:     %4\nsealed rolls: %5\n")
                   .arg(*sessionId)
                   .arg(seal->commitment, seal->secret.value_or(QString()),
                        seal->phrase.isEmpty() ? QStringLiteral("(none)") : QStringLiteral("\"%1\"").arg(seal->phrase))
                   .arg(seal->rolls);
    return ExitOk;
}

bool printSealChecks(LogRun& run, int& exitCode, const ProgramDiceSeen* seen)
{
    auto checks = verifySeals(run.log, seen);
    if (!checks) {
        exitCode = run.failed(checks.failure());
        return false;
    }
    bool ok = true;
    for (const SealCheck& check : *checks) {
        run.out << check.summary() << '\n';
        ok = ok && check.state != SealCheck::State::Failed;
    }
    if (!ok)
        exitCode = ExitRefused;
    return ok;
}

}  // namespace umpire
