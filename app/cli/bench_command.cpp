// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bench_ratios.h"
#include "cli/club_log_bench.h"
#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "core/module_paths.h"
#include "log/log_bench.h"

#include "engine/example_situation.h"
#include "engine/game.h"
#include "engine/resolver.h"

#include <QElapsedTimer>

#include <ctime>

namespace umpire {

namespace {

/// Mean microseconds per run of `work`, over enough runs to fill about half a second: wall
/// time, and the processor time the program used (on a machine shared with other work the
/// wall time grows with the load, the processor time much less).
struct PerRun {
    double wall = 0;
    double cpu = 0;
};

template <typename Work>
PerRun microsecondsPerRun(Work work, int& runs)
{
    QElapsedTimer timer;
    const std::clock_t cpuStart = std::clock();
    timer.start();
    runs = 0;
    while (timer.nsecsElapsed() < 500'000'000 || runs < 5) {
        work();
        ++runs;
    }
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    return {static_cast<double>(timer.nsecsElapsed()) / 1000.0 / runs, cpuSeconds * 1e6 / runs};
}

int benchEngine(CliContext& context)
{
    const auto paths = defaultModulePaths();
    LoadedModules modules;
    int runs = 0;
    const double loadMicros = microsecondsPerRun([&] { modules = loadModules(paths); }, runs).wall;
    int procedures = 0;
    for (const auto& game : modules.games)
        procedures += static_cast<int>(game.procedures.size());
    context.out << QStringLiteral("load all modules (%1 games, %2 procedures): %3 ms per load (%4 runs)\n")
                       .arg(modules.games.size())
                       .arg(procedures)
                       .arg(loadMicros / 1000.0, 0, 'f', 2)
                       .arg(runs);
    for (const auto& game : modules.games) {
        const Resolver resolver(game);
        for (const auto& procedure : game.procedures) {
            const Situation situation = firstExampleSituation(game, procedure);
            std::size_t entries = 0;
            const PerRun micros = microsecondsPerRun(
                [&] {
                    const AssessmentResult a = resolver.assess(situation);
                    if (const auto* assessment = std::get_if<Assessment>(&a))
                        entries = resolver.distribution(*assessment).entries.size();
                },
                runs);
            context.out << QStringLiteral("assess + exact distribution  %1 / %2: %3 us (%4 us of processor time; %5 results, %6 runs)\n")
                               .arg(QString::fromStdString(game.id), QString::fromStdString(procedure.id))
                               .arg(micros.wall, 0, 'f', 1)
                               .arg(micros.cpu, 0, 'f', 1)
                               .arg(entries)
                               .arg(runs);
        }
    }
    return ExitOk;
}

}  // namespace

CommandLine benchCommandLine()
{
    CommandLine line(QStringLiteral("bench"), QStringLiteral("print timings of loading, resolving and the log"));
    line.addArgument(QStringLiteral("WHAT"),
                     QStringLiteral("engine (loading and resolving), log (a scratch game log), ratios (each performance "
                                    "goal against its bare baseline, measured alternately, on a log it builds), or club-log "
                                    "(the same on a club log's server, --server); engine and log when not given."),
                     QStringLiteral("[engine|log|ratios|club-log]"));
    line.setArgumentCount(0, 1);
    line.addValue(QStringLiteral("entries"), QStringLiteral("N"),
                  QStringLiteral("How many entries the scratch log holds (log: 100000, ratios: 1000000)."));
    line.addValue(QStringLiteral("runs"), QStringLiteral("N"), QStringLiteral("ratios: timed runs of each side of a row (7)."));
    line.addValue(QStringLiteral("keep"), QStringLiteral("FOLDER"),
                  QStringLiteral("ratios: keep the big log in FOLDER and reuse it next time (it grows by the appends timed)."));
    line.addValue(QStringLiteral("server"), QStringLiteral("ADDRESS"),
                  QStringLiteral("club-log: a club log just set up for the bench (setup-server on a new database), "
                                 "or one an earlier club-log bench filled (used as it is)."));
    line.addValue(QStringLiteral("verify-runs"), QStringLiteral("N"), QStringLiteral("ratios: runs of each whole-log verification (1)."));
    return line;
}

int runBench(CliContext& context)
{
    CommandLine line = benchCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const QString which = line.arguments().value(0, QStringLiteral("all"));
    if (!line.arguments().isEmpty() && which != QStringLiteral("engine") && which != QStringLiteral("log")
        && which != QStringLiteral("ratios") && which != QStringLiteral("club-log"))
        return line.usageError(context.err,
                               QStringLiteral("'%1' is not something to time; give engine, log, ratios or club-log").arg(which));
    if ((which == QStringLiteral("club-log")) != line.isSet(QStringLiteral("server")))
        return line.usageError(context.err, QStringLiteral("club-log needs --server ADDRESS, and only it takes one"));
    const bool ratios = which == QStringLiteral("ratios");
    BenchRatioOptions options;
    int entries = ratios ? options.entries : 100000;
    for (auto [name, value] : {std::pair<QString, int*>{QStringLiteral("entries"), &entries},
                               {QStringLiteral("runs"), &options.runs},
                               {QStringLiteral("verify-runs"), &options.verifyRuns}}) {
        if (!line.isSet(name))
            continue;
        bool ok = false;
        *value = line.value(name).toInt(&ok);
        if (!ok || *value <= 0)
            return line.usageError(context.err, QStringLiteral("--%1 needs a positive whole number, not '%2'")
                                                    .arg(name, line.value(name)));
    }
    if (which == QStringLiteral("club-log"))
        return runClubLogBench(context.out, context.err, line.value(QStringLiteral("server")),
                               line.isSet(QStringLiteral("entries")) ? entries : 100000, options.runs);
    if (ratios) {
        options.entries = entries;
        options.keepFolder = line.value(QStringLiteral("keep"));
        return runBenchRatios(context.out, context.err, options);
    }
    int status = ExitOk;
    if (which != QStringLiteral("log"))
        status = benchEngine(context);
    if (which != QStringLiteral("engine"))
        status = std::max(status, runLogBench(context.out, entries));
    return status;
}

}  // namespace umpire
