// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_context.h"
#include "core/module_paths.h"
#include "log/log_bench.h"

#include "engine/game.h"
#include "engine/resolver.h"

#include <QElapsedTimer>

namespace umpire {

namespace {

/// Mean microseconds per run of `work`, over enough runs to fill about half a second.
template <typename Work>
double microsecondsPerRun(Work work, int& runs)
{
    QElapsedTimer timer;
    timer.start();
    runs = 0;
    while (timer.nsecsElapsed() < 500'000'000 || runs < 5) {
        work();
        ++runs;
    }
    return static_cast<double>(timer.nsecsElapsed()) / 1000.0 / runs;
}

int benchEngine(CliContext& context)
{
    const auto paths = defaultModulePaths();
    LoadedModules modules;
    int runs = 0;
    const double loadMicros = microsecondsPerRun([&] { modules = loadModules(paths); }, runs);
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
            Situation situation{game.id, procedure.id, {}};
            // The first worked example is a realistic situation; defaults otherwise.
            if (!procedure.examples.empty())
                for (const auto& [name, text] : procedure.examples.front().inputs)
                    if (const InputSpec* input = procedure.input(name); input && input->kind != InputSpec::Kind::Units)
                        if (const auto v = input->scalar.parse(text))
                            situation.values[name] = *v;
            std::size_t entries = 0;
            const double micros = microsecondsPerRun(
                [&] {
                    const AssessmentResult a = resolver.assess(situation);
                    if (const auto* assessment = std::get_if<Assessment>(&a))
                        entries = resolver.distribution(*assessment).entries.size();
                },
                runs);
            context.out << QStringLiteral("assess + exact distribution  %1 / %2: %3 us (%4 results, %5 runs)\n")
                               .arg(QString::fromStdString(game.id), QString::fromStdString(procedure.id))
                               .arg(micros, 0, 'f', 1)
                               .arg(entries)
                               .arg(runs);
        }
    }
    return ExitOk;
}

}  // namespace

int runBench(CliContext& context)
{
    QString which = QStringLiteral("all");
    int entries = 100000;
    for (int i = 0; i < context.args.size(); ++i) {
        const QString& arg = context.args[i];
        if (arg == QStringLiteral("engine") || arg == QStringLiteral("log")) {
            which = arg;
        } else if (arg == QStringLiteral("--entries") && i + 1 < context.args.size()) {
            bool ok = false;
            entries = context.args[++i].toInt(&ok);
            if (!ok || entries <= 0) {
                context.err << "umpire-cli bench: --entries needs a positive whole number\n";
                return ExitUsage;
            }
        } else {
            context.err << "usage: umpire-cli bench [engine|log] [--entries N]\n";
            return ExitUsage;
        }
    }
    int status = ExitOk;
    if (which != QStringLiteral("log"))
        status = benchEngine(context);
    if (which != QStringLiteral("engine"))
        status = std::max(status, runLogBench(context.out, entries));
    return status;
}

}  // namespace umpire
