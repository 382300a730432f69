// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_report_builder.h"

#include "core/cup_log.h"
#include "core/luck_scale.h"
#include "core/std_text.h"
#include "core/stored_luck_roll.h"
#include "log/game_log.h"
#include "log/log_task.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <set>

namespace umpire {

namespace {

constexpr std::size_t extremeRolls = 3;

/// Whom a procedure's good results favour, as the report groups rolls: the side's label when the
/// module names a game side, else the module's own words ("The attacker").
QString favouredName(const Game& game, const LuckOrder& order)
{
    for (const auto& side : game.sides)
        if (side.id == order.side)
            return qs(side.label);
    return qs(order.favours);
}

/// Keeps the `extremeRolls` rolls that rank first by `before`, best first; on a tie the earlier roll.
template<typename Before>
void keepExtreme(std::vector<RatedRoll>& kept, const RatedRoll& roll, Before before)
{
    const auto at = std::upper_bound(kept.begin(), kept.end(), roll, before);
    if (at - kept.begin() >= static_cast<std::ptrdiff_t>(extremeRolls))
        return;
    kept.insert(at, roll);
    if (kept.size() > extremeRolls)
        kept.pop_back();
}

class LuckReportTally {
public:
    LuckReportTally(const std::vector<Game>& games, const QList<LogSession>& sessions)
    {
        for (const auto& game : games)
            games_.emplace(qs(game.id), &game);
        for (const auto& session : sessions)
            gameOfSession_.insert(session.id, session.game);
    }

    void add(const LogEntry& entry)
    {
        // A chit drawn from the cup is not a throw of a procedure's dice, and a decision throws none.
        if (entry.kind != LogEntryKind::Roll || entry.voidedBy || CupLog::isCupProcedure(entry.procedure))
            return;
        const StoredLuckRoll stored = storedLuckRollOf(entry.resolutionJson);
        if (stored.dice.empty() && entry.dice.isEmpty())
            return;
        ++report_.rolls;
        if (sessionsSeen_.insert(entry.sessionId).second)
            ++report_.sessions;
        tallyDice(entry.diceOrigin, stored);

        const RatedProcedure* rated = ratedProcedureOf(entry);
        if (rated == nullptr) {
            ++report_.unrated.noLuckOrder;
            return;
        }
        const Procedure* procedure = rated->procedure;
        if (stored.readOffChart || entry.chartResult) {
            ++report_.unrated.readOffChart;
            return;
        }
        const LuckOrder& order = *procedure->luck;
        const LuckScale& scale = scaleOf(procedure, order, stored.chances);
        const auto code = stored.luckCode(order.ranking != LuckOrder::Ranking::Results);
        const LuckScale::Result* result = code ? scale.find(code->toStdString()) : nullptr;
        if (!scale.counted || result == nullptr) {
            ++report_.unrated.notCounted;
            return;
        }
        if (!result->luck) {
            ++report_.unrated.readOffChart;
            return;
        }
        rate(entry, stored, *rated, *result, scale.variance);
    }

    LuckReport take()
    {
        std::sort(sides_.begin(), sides_.end(), [](const auto& a, const auto& b) { return a.rated > b.rated; });
        std::sort(players_.begin(), players_.end(), [](const auto& a, const auto& b) { return a.rated > b.rated; });
        report_.bySide = sides_;
        report_.byPlayer = players_;
        for (const auto& side : report_.bySide) {
            LuckOverTurns::Line line{side.name, {}};
            double running = 0;
            const auto& deltas = turnDeltas_[side.name];
            for (std::size_t i = 0; i < static_cast<std::size_t>(report_.overTurns.turns.size()); ++i) {
                running += i < deltas.size() ? deltas[i] : 0.0;
                line.running.push_back(running);
            }
            report_.overTurns.lines.push_back(std::move(line));
        }
        for (const auto& [kind, faces] : faces_)
            report_.dice.push_back(judgeDice(kind.first, faces));
        return std::move(report_);
    }

    LuckReport& report() { return report_; }

private:
    /// A procedure that rates its rolls, with the names the report gives it.
    struct RatedProcedure {
        const Procedure* procedure = nullptr;
        QString label;
        QString favours;
    };

    /// The rating procedure of `entry`'s session's game; nullptr when the game is not loaded or the
    /// procedure says nothing of luck. Looked up once per session and procedure.
    const RatedProcedure* ratedProcedureOf(const LogEntry& entry)
    {
        auto& known = ratedProcedures_[entry.sessionId];
        auto it = known.constFind(entry.procedure);
        if (it == known.constEnd())
            it = known.insert(entry.procedure, lookUpProcedure(entry));
        return it->procedure ? &*it : nullptr;
    }

    RatedProcedure lookUpProcedure(const LogEntry& entry) const
    {
        const auto session = gameOfSession_.constFind(entry.sessionId);
        if (session == gameOfSession_.constEnd())
            return {};
        const auto game = games_.find(*session);
        if (game == games_.end())
            return {};
        const Procedure* procedure = game->second->procedure(entry.procedure.toStdString());
        if (procedure == nullptr || !procedure->luck)
            return {};
        return {procedure, qs(procedure->label), favouredName(*game->second, *procedure->luck)};
    }

    const LuckScale& scaleOf(const Procedure* procedure, const LuckOrder& order, QByteArrayView chances)
    {
        auto& scales = scales_[procedure];
        // Looked up without a copy; copied once when first seen.
        const QByteArray key = QByteArray::fromRawData(chances.data(), chances.size());
        auto it = scales.constFind(key);
        if (it == scales.constEnd())
            it = scales.insert(QByteArray(chances.data(), chances.size()), luckScaleOf(chances, order));
        return *it;
    }

    void rate(const LogEntry& entry, const StoredLuckRoll& stored, const RatedProcedure& procedure,
              const LuckScale::Result& result, double variance)
    {
        const double luck = luckNumber(*result.luck);
        report_.overall.add(luck, variance);
        tallyOf(sides_, procedure.favours).add(luck, variance);
        tallyOf(players_, stored.player).add(luck, variance);

        // Rolls come in the order they were made: most follow one of the same turn.
        if (entry.sessionId != lastTurn_.first || entry.turn != lastTurn_.second) {
            lastTurn_ = {entry.sessionId, entry.turn};
            auto index = turnIndex_.find(lastTurn_);
            if (index == turnIndex_.end()) {
                index = turnIndex_.emplace(lastTurn_, static_cast<std::size_t>(report_.overTurns.turns.size())).first;
                report_.overTurns.turns.append(entry.turn);
                report_.overTurns.turnSessions.append(entry.sessionId);
            }
            lastTurnIndex_ = index->second;
        }
        auto& deltas = turnDeltas_[procedure.favours];
        if (deltas.size() <= lastTurnIndex_)
            deltas.resize(lastTurnIndex_ + 1, 0.0);
        deltas[lastTurnIndex_] += luck;

        const auto luckier = [](const RatedRoll& a, const RatedRoll& b) { return a.luck > b.luck; };
        const auto unluckier = [](const RatedRoll& a, const RatedRoll& b) { return a.luck < b.luck; };
        const bool amongLuckiest = report_.luckiest.size() < extremeRolls || *result.luck > report_.luckiest.back().luck;
        const bool amongUnluckiest = report_.unluckiest.size() < extremeRolls || *result.luck < report_.unluckiest.back().luck;
        if (!amongLuckiest && !amongUnluckiest)
            return;
        const RatedRoll rated{entry.id,
                              entry.sessionId,
                              entry.turn,
                              procedure.label,
                              entry.resultCode.value_or(entry.resultText),
                              stored.columnLabel.isEmpty() ? entry.column.value_or(QString()) : stored.columnLabel,
                              procedure.favours,
                              stored.player,
                              result.chance,
                              *result.luck};
        if (amongLuckiest)
            keepExtreme(report_.luckiest, rated, luckier);
        if (amongUnluckiest)
            keepExtreme(report_.unluckiest, rated, unluckier);
    }

    static LuckTally& tallyOf(std::vector<LuckTally>& tallies, const QString& name)
    {
        for (auto& tally : tallies)
            if (tally.name == name)
                return tally;
        tallies.push_back(LuckTally{name});
        return tallies.back();
    }

    void tallyDice(DiceOrigin origin, const StoredLuckRoll& stored)
    {
        for (const auto& die : stored.dice) {
            auto& faces = faces_[{origin, die.sides}];
            if (faces.empty())
                faces.assign(static_cast<std::size_t>(die.sides), 0);
            ++faces[static_cast<std::size_t>(die.face - 1)];
        }
    }

    std::map<QString, const Game*> games_;
    QHash<qint64, QString> gameOfSession_;
    QHash<qint64, QHash<QString, RatedProcedure>> ratedProcedures_;
    std::pair<qint64, QString> lastTurn_{-1, QString()};
    std::size_t lastTurnIndex_ = 0;
    std::map<const Procedure*, QHash<QByteArray, LuckScale>> scales_;
    std::set<qint64> sessionsSeen_;
    std::vector<LuckTally> sides_;
    std::vector<LuckTally> players_;
    std::map<std::pair<qint64, QString>, std::size_t> turnIndex_;
    std::map<QString, std::vector<double>> turnDeltas_;
    std::map<std::pair<DiceOrigin, int>, std::vector<std::int64_t>> faces_;
    LuckReport report_;
};

}  // namespace

LuckReport luckReportOf(const QList<LogEntry>& entries, const QList<LogSession>& sessions, const std::vector<Game>& games,
                        std::optional<qint64> sessionId)
{
    LuckReportTally tally(games, sessions);
    tally.report().sessionId = sessionId;
    for (const auto& entry : entries)
        tally.add(entry);
    return tally.take();
}

LogResult<LuckReport> buildLuckReport(const GameLog& log, const std::vector<Game>& games, std::optional<qint64> sessionId,
                                      LogTask* task)
{
    const auto sessions = log.sessions();
    if (!sessions)
        return sessions.failure();
    LogFilter filter;
    filter.sessionId = sessionId;
    filter.withResolution = true;
    filter.rollColumnsOnly = true;
    qint64 total = 0;
    if (task) {
        const auto count = log.countEntries(filter);
        if (!count)
            return count.failure();
        total = *count;
        task->report(LogTask::Stage::ReadingEntries, 0, total);
    }
    LuckReportTally tally(games, *sessions);
    tally.report().sessionId = sessionId;
    qint64 read = 0;
    const LogStatus status = log.forEachEntry(
        filter,
        [&](const LogEntry& entry) {
            tally.add(entry);
            if (task && ++read % 1024 == 0)
                task->report(LogTask::Stage::ReadingEntries, read, total);
            return true;
        },
        task);
    if (!status)
        return status.failure();
    return tally.take();
}

}  // namespace umpire
