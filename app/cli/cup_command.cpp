// SPDX-License-Identifier: GPL-3.0-or-later
// `umpire-cli cup`: the chit cup of a play session, kept in the game log (core/cup_log.h).
#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "cli/log_run.h"
#include "cli/terminal_text.h"
#include "core/cup_log.h"
#include "engine/game.h"
#include "log/default_log_path.h"

#include <QTextStream>

namespace umpire {

namespace {

/// What a cup subcommand works with: the log (through LogRun) and the modules (for the game).
struct CupRun {
    LogRun& run;
    CliContext& context;
    qint64 sessionId = 0;
};

struct CupSubcommand {
    QString name;
    CommandLine (*commandLine)();
    int (*run)(CupRun& cup);
};

CommandLine subcommandLine(const QString& name, const QString& summary)
{
    CommandLine line(QStringLiteral("cup ") + name, summary);
    addLogFileOption(line);
    line.addValue(QStringLiteral("session"), QStringLiteral("N"), QStringLiteral("Session N's cup; the newest session when not given."));
    return line;
}

QStringList chitIds(const std::vector<CupChit>& chits, std::optional<CupChit::Kind> kind = std::nullopt)
{
    QStringList ids;
    for (const CupChit& chit : chits)
        if (!kind || chit.kind == *kind)
            ids << terminalText(QString::fromStdString(chit.id));  // read back from the log
    return ids;
}

QString listOrNone(const QStringList& ids)
{
    return ids.isEmpty() ? QStringLiteral("none") : ids.join(QStringLiteral(", "));
}

/// The session's game, loaded from the modules; null after printing why.
const Game* sessionGame(CupRun& cup, const LoadedModules& modules)
{
    auto session = cup.run.log.session(cup.sessionId);
    if (!session) {
        cup.run.failed(session.failure());
        return nullptr;
    }
    return findGame(cup.context, modules, session->game);
}

void printLeft(QTextStream& out, const ChitCup& cup)
{
    const auto left = cup.remaining();
    out << QStringLiteral("left in the cup (turn %1): %2 activation (%3), %4 event (%5)\n")
               .arg(cup.turn())
               .arg(chitIds(left, CupChit::Kind::Activation).size())
               .arg(listOrNone(chitIds(left, CupChit::Kind::Activation)))
               .arg(chitIds(left, CupChit::Kind::Event).size())
               .arg(listOrNone(chitIds(left, CupChit::Kind::Event)));
}

CommandLine setupCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("setup"), QStringLiteral("put the turn's chits in the cup"));
    line.addValue(QStringLiteral("activation"), QStringLiteral("NAME"),
                  QStringLiteral("An activation chit, one per formation in play, named as on the scenario sheet (repeat it)."), true);
    line.addValue(QStringLiteral("event"), QStringLiteral("ID"),
                  QStringLiteral("An event chit by its id in the module (repeat it; an unknown id lists the module's)."), true);
    line.addValue(QStringLiteral("turn"), QStringLiteral("N"),
                  QStringLiteral("The turn; else 1 for the first cup, the next turn after the last activation, else the same turn."));
    line.setNotes(QStringLiteral("A new set-up replaces the session's cup and its draws of the turn.\n"));
    return line;
}

int setup(CupRun& cup)
{
    const CommandLine& line = cup.run.line;
    std::optional<int> turn;
    if (line.isSet(QStringLiteral("turn"))) {
        const auto number = positiveNumber(line.value(QStringLiteral("turn")));
        if (!number || *number > 100000)
            return cup.run.usage(QStringLiteral("--turn needs a turn number from 1, got '%1'").arg(line.value(QStringLiteral("turn"))));
        turn = static_cast<int>(*number);
    }
    const LoadedModules modules = loadForCli(cup.context, {}, false);
    const Game* game = sessionGame(cup, modules);
    if (!game)
        return ExitRefused;
    const QStringList events = line.values(QStringLiteral("event"));
    if (line.values(QStringLiteral("activation")).isEmpty())
        return cup.run.usage(QStringLiteral("give the activation chits with --activation NAME (one per formation in play)"));
    auto state = setUpCup(cup.run.log, cup.sessionId, *game, line.values(QStringLiteral("activation")), events, turn);
    if (!state)
        return cup.run.failed(state.failure());
    cup.run.out << QStringLiteral("cup set up for turn %1 in session %2 (entry %3)\n")
                       .arg(state->cup->turn())
                       .arg(cup.sessionId)
                       .arg(state->setupEntry);
    printLeft(cup.run.out, *state->cup);
    return ExitOk;
}

CommandLine drawCommandLine()
{
    CommandLine line = subcommandLine(QStringLiteral("draw"), QStringLiteral("draw a chit and log it"));
    line.addValue(QStringLiteral("seed"), QStringLiteral("N"),
                  QStringLiteral("Seed of the draw, to replay it (refused in a session that seals its dice)."));
    line.setNotes(QStringLiteral("In a session started with `umpire-cli log new` the draw comes from the session's sealed dice,\n"
                                 "so `log verify` checks it after `log reveal`.\n"));
    return line;
}

int draw(CupRun& cup)
{
    std::optional<quint64> seed;
    if (cup.run.line.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const QString value = cup.run.line.value(QStringLiteral("seed"));
        seed = value.toULongLong(&ok);
        if (!ok)
            return cup.run.usage(QStringLiteral("--seed '%1' must be a whole number from 0 to 18446744073709551615").arg(value));
    }
    const LoadedModules modules = loadForCli(cup.context, {}, false);
    const Game* game = sessionGame(cup, modules);
    if (!game)
        return ExitRefused;
    auto drawn = drawFromCup(cup.run.log, cup.sessionId, *game, seed);
    if (!drawn)
        return cup.run.failed(drawn.failure());
    const ChitCup& after = *drawn->after.cup;
    cup.run.out << QStringLiteral("turn %1, draw %2: %3\n")
                       .arg(after.turn())
                       .arg(after.drawnThisTurn().size())
                       .arg(terminalText(drawn->after.draws.constLast().text));
    cup.run.out << QStringLiteral("entry %1 in session %2: chit %3 of the %4 left, %5\n")
                       .arg(drawn->entryId)
                       .arg(cup.sessionId)
                       .arg(drawn->draw.face)
                       .arg(drawn->draw.sides)
                       .arg(drawn->diceSource);
    printLeft(cup.run.out, after);
    if (after.activationsOver())
        cup.run.out << "no more draws this turn: after Rally and Housekeeping, `umpire-cli cup new-turn`\n";
    return ExitOk;
}

CommandLine showCommandLine()
{
    return subcommandLine(QStringLiteral("show"), QStringLiteral("the chits left and this turn's draws"));
}

int show(CupRun& cup)
{
    auto state = replayCup(cup.run.log, cup.sessionId);
    if (!state)
        return cup.run.failed(state.failure());
    if (!state->cup) {
        cup.run.out << QStringLiteral("session %1 has no chit cup yet: umpire-cli cup setup --activation NAME... [--event ID...]\n")
                           .arg(cup.sessionId);
        return ExitOk;
    }
    cup.run.out << QStringLiteral("session %1 (%2), cup set up in entry %3\n").arg(cup.sessionId).arg(terminalText(state->game)).arg(state->setupEntry);
    printLeft(cup.run.out, *state->cup);
    if (state->draws.isEmpty())
        cup.run.out << "no draws yet this turn\n";
    int number = 0;
    for (const CupLogDraw& logged : state->draws) {
        if (logged.voided)
            cup.run.out << QStringLiteral("  entry %1 (voided, chit back in the cup): %2\n").arg(logged.entryId).arg(terminalText(logged.text));
        else
            cup.run.out << QStringLiteral("  %1. entry %2: %3\n").arg(++number).arg(logged.entryId).arg(terminalText(logged.text));
    }
    if (state->cup->activationsOver())
        cup.run.out << "the last activation chit is drawn: Rally and Housekeeping, then `umpire-cli cup new-turn`\n";
    return ExitOk;
}

CommandLine newTurnCommandLine()
{
    return subcommandLine(QStringLiteral("new-turn"), QStringLiteral("Housekeeping: every chit back in the cup"));
}

int newTurn(CupRun& cup)
{
    const LoadedModules modules = loadForCli(cup.context, {}, false);
    const Game* game = sessionGame(cup, modules);
    if (!game)
        return ExitRefused;
    auto state = newCupTurn(cup.run.log, cup.sessionId, *game);
    if (!state)
        return cup.run.failed(state.failure());
    cup.run.out << QStringLiteral("turn %1 in session %2: every chit is back in the cup\n").arg(state->cup->turn()).arg(cup.sessionId);
    printLeft(cup.run.out, *state->cup);
    return ExitOk;
}

const std::vector<CupSubcommand>& cupSubcommands()
{
    static const std::vector<CupSubcommand> subcommands{
        {QStringLiteral("setup"), setupCommandLine, setup},
        {QStringLiteral("draw"), drawCommandLine, draw},
        {QStringLiteral("show"), showCommandLine, show},
        {QStringLiteral("new-turn"), newTurnCommandLine, newTurn},
    };
    return subcommands;
}

}  // namespace

CommandLine cupCommandLine()
{
    QString list = QStringLiteral("The chit cup of a play session, kept in the game log: every set-up, draw and new turn is "
                                  "an entry.\n\nSubcommands:\n");
    for (const CupSubcommand& subcommand : cupSubcommands())
        list += QStringLiteral("  %1 %2\n").arg(subcommand.name, -10).arg(subcommand.commandLine().summary());
    list.chop(1);
    CommandLine line(QStringLiteral("cup"), QStringLiteral("the chit cup of a session: set up, draw, show, new turn"));
    line.setDescription(list);
    line.stopOptionsAtFirstArgument();
    addLogFileOption(line);
    line.addArgument(QStringLiteral("SUBCOMMAND"), QStringLiteral("What to do with the cup (see the list above)."));
    line.addArgument(QStringLiteral("ARGS"), QStringLiteral("Its arguments: umpire-cli cup SUBCOMMAND --help."), QStringLiteral("[ARGS...]"));
    line.setArgumentCount(1, -1);
    line.setNotes(QStringLiteral("Without --session, the newest session's cup. A voided draw (umpire-cli log void N) puts its chit back.\n"
                                 "Exit status: 0 done, 1 refused (no cup, activations over, unknown chit...), 2 usage or storage error.\n"));
    return line;
}

int runCup(CliContext& context)
{
    auto finish = [&](int code) {
        context.out.flush();
        context.err.flush();
        return code;
    };
    QStringList args = context.args;
    if (!args.isEmpty() && args.constFirst() == QStringLiteral("help")) {
        args.removeFirst();
        args << QStringLiteral("--help");
    }
    CommandLine line = cupCommandLine();
    if (const auto code = line.parse(args, context.out, context.err))
        return finish(*code);
    QStringList rest = line.arguments();
    const QString name = rest.takeFirst();
    QString path = context.logPath.isEmpty() ? defaultLogPath() : context.logPath;
    if (line.isSet(QStringLiteral("log")))
        path = line.value(QStringLiteral("log"));
    for (const CupSubcommand& subcommand : cupSubcommands()) {
        if (subcommand.name != name)
            continue;
        CommandLine parsed = subcommand.commandLine();
        if (const auto code = parsed.parse(rest, context.out, context.err))
            return finish(*code);
        LogRun run(parsed, path, context.out, context.err);
        // `cup show` only reads: it leaves the log's journal as it found it.
        if (auto code = run.open(false, subcommand.name != QStringLiteral("show")))
            return finish(*code);
        CupRun cup{run, context};
        if (auto code = run.chooseOneSession(cup.sessionId))
            return finish(*code);
        return finish(subcommand.run(cup));
    }
    QStringList names;
    for (const CupSubcommand& subcommand : cupSubcommands())
        names << subcommand.name;
    return finish(line.usageError(context.err, QStringLiteral("unknown command '%1'; the subcommands are %2")
                                                   .arg(name, names.join(QStringLiteral(", ")))));
}

}  // namespace umpire
