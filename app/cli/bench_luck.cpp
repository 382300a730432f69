// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bench_luck.h"

#include "core/luck_report_builder.h"
#include "log/game_log.h"
#include "log/log_bench.h"

#include <QStringList>

namespace umpire {

namespace {

/// The bench log's made-up game, with a luck order for each of its procedures, so that every
/// entry of the bench log is rated as a real game's would be. Not a game anyone plays.
Game luckBenchGame()
{
    Game game;
    game.id = "bench-game";
    game.title = "Bench game";
    for (const QString& id : benchProcedures()) {
        Procedure procedure;
        procedure.id = id.toStdString();
        procedure.label = id.toStdString();
        LuckOrder order;
        order.favours = "The attacker";
        std::int64_t value = benchResults().size();
        for (const QString& code : benchResults())
            order.values.emplace(code.toStdString(), Fraction(value--));
        procedure.luck = order;
        game.procedures.push_back(std::move(procedure));
    }
    return game;
}

}  // namespace

BenchRow luckReportBenchRow(const GameLog& log, qint64 sessionId, int runs, bool& failed)
{
    const std::vector<Game> games{luckBenchGame()};
    qint64 rated = 0;
    BenchRow row{QStringLiteral("luck report, one session"), QStringLiteral("reading the same columns of its entries"),
                 QStringLiteral("a few seconds"), {}, {}, {}};
    alternate(
        row, runs,
        [&]() -> std::optional<double> {
            return timeMs([&] {
                const auto report = buildLuckReport(log, games, sessionId);
                rated = report ? report->overall.rated : 0;
                return report.ok() && rated > 0;
            }, failed);
        },
        [&]() -> std::optional<double> {
            return timeMs([&] {
                LogFilter filter;
                filter.sessionId = sessionId;
                filter.withResolution = true;
                filter.rollColumnsOnly = true;
                qint64 bytes = 0;
                return log.forEachEntry(filter, [&](const LogEntry& entry) {
                           bytes += entry.resolutionJson.size();
                           return true;
                       }).ok()
                       && bytes > 0;
            }, failed);
        });
    row.what = QStringLiteral("luck report, %1 rolls rated").arg(rated);
    return row;
}

}  // namespace umpire
