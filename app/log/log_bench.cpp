// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_bench.h"

#include "log/game_log.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <vector>

namespace umpire {
namespace {

const QStringList kProcedures{QStringLiteral("combat"),   QStringLiteral("bombardment"),
                              QStringLiteral("rally"),    QStringLiteral("activation"),
                              QStringLiteral("reaction"), QStringLiteral("morale")};
const QStringList kResults{QStringLiteral("A/DR"), QStringLiteral("DR"), QStringLiteral("EX"),
                           QStringLiteral("AR"),   QStringLiteral("DE"), QStringLiteral("-")};

/// A resolution of typical size: five situation values, six modifiers, six-result distribution.
QJsonObject sampleResolution(QRandomGenerator& random, int index)
{
    const int a = random.bounded(1, 7);
    const int b = random.bounded(1, 7);
    const int drm = random.bounded(-2, 3);
    QJsonArray modifiers;
    for (int m = 0; m < 6; ++m) {
        const bool applied = random.bounded(2) == 1;
        modifiers.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("modifier_%1").arg(m)},
                                     {QStringLiteral("label"), QStringLiteral("Modifier number %1").arg(m)},
                                     {QStringLiteral("rule"), QStringLiteral("7.%1").arg(m)},
                                     {QStringLiteral("kind"), QStringLiteral("drm")},
                                     {QStringLiteral("applied"), applied},
                                     {QStringLiteral("value"), applied ? 1 : 0},
                                     {QStringLiteral("reason"), applied ? QString() : QStringLiteral("condition false")}});
    }
    QJsonArray distribution;
    for (const QString& code : kResults)
        distribution.append(QJsonObject{{QStringLiteral("code"), code},
                                        {QStringLiteral("probability"), QStringLiteral("6/36")},
                                        {QStringLiteral("percent"), 16.7}});
    const QString code = kResults.at(random.bounded(int(kResults.size())));
    return QJsonObject{
        {QStringLiteral("game"), QStringLiteral("bench-game")},
        {QStringLiteral("procedure"), kProcedures.at(index % kProcedures.size())},
        {QStringLiteral("situation"), QJsonObject{{QStringLiteral("attacker_strength"), random.bounded(1, 20)},
                                                  {QStringLiteral("defender_strength"), random.bounded(1, 20)},
                                                  {QStringLiteral("terrain"), QStringLiteral("clear")},
                                                  {QStringLiteral("supported"), random.bounded(2) == 1},
                                                  {QStringLiteral("quality"), QStringLiteral("line")}}},
        {QStringLiteral("modifiers"), modifiers},
        {QStringLiteral("drm_total"), drm},
        {QStringLiteral("column"), QStringLiteral("%1:1").arg(random.bounded(1, 6))},
        {QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{a, b}},
                                             {QStringLiteral("natural"), a + b},
                                             {QStringLiteral("modified"), a + b + drm}}},
        {QStringLiteral("result"), QJsonObject{{QStringLiteral("code"), code},
                                               {QStringLiteral("text"), QStringLiteral("Result %1 as explained").arg(code)}}},
        {QStringLiteral("interpretations"), QJsonArray()},
        {QStringLiteral("distribution"), distribution},
    };
}

}  // namespace

const QStringList& benchProcedures()
{
    return kProcedures;
}

const QStringList& benchResults()
{
    return kResults;
}

LogEntryDraft benchDraft(QRandomGenerator& random, qint64 sessionId, int index)
{
    LogEntryDraft draft;
    draft.sessionId = sessionId;
    draft.turn = QString::number(index / 50 + 1);
    draft.phase = QStringLiteral("Fire");
    draft.resolution = sampleResolution(random, index);
    draft.diceOrigin = DiceOrigin::Rolled;
    draft.seed = random.generate64();
    // One entry in a hundred carries a rare word, to time a selective text search.
    draft.note = index % 100 == 0 ? QStringLiteral("ambush at the bridge") : QStringLiteral("routine");
    return draft;
}

LogResult<qint64> fillBenchLog(GameLog& log, int entries, const std::function<void(int)>& progress)
{
    auto session = log.newSession(QStringLiteral("bench-game"), QStringLiteral("bench"), {QStringLiteral("A")});
    if (!session)
        return session.failure();
    QRandomGenerator random(20240501);
    constexpr int chunk = 20000;
    for (int written = 0; written < entries;) {
        QList<LogEntryDraft> drafts;
        const int count = std::min(chunk, entries - written);
        drafts.reserve(count);
        for (int i = 0; i < count; ++i)
            drafts << benchDraft(random, *session, written + i);
        if (auto ids = log.appendAll(drafts); !ids)
            return ids.failure();
        written += count;
        if (progress)
            progress(written);
    }
    return *session;
}

std::optional<QString> keptBenchLogProblem(const GameLog& log, qint64 sessionId)
{
    QSqlQuery query(QSqlDatabase::database(log.connectionName(), false));
    query.prepare(QStringLiteral("SELECT (SELECT entries FROM session_counts WHERE session_id = ?),"
                                 " (SELECT count(*) FROM entries WHERE session_id = ?),"
                                 " (SELECT entry_id FROM entry_resolutions ORDER BY entry_id DESC LIMIT 1),"
                                 " (SELECT id FROM entries ORDER BY id DESC LIMIT 1)"));
    query.addBindValue(sessionId);
    query.addBindValue(sessionId);
    if (!query.exec() || !query.next())
        return QStringLiteral("cannot read it: %1").arg(query.lastError().text());
    const qint64 recorded = query.value(0).toLongLong();
    const qint64 counted = query.value(1).toLongLong();
    if (recorded != counted)
        return QStringLiteral("session %1 records %2 entries but holds %3").arg(sessionId).arg(recorded).arg(counted);
    if (query.value(2).toLongLong() > query.value(3).toLongLong())
        return QStringLiteral("it holds the resolution of entry %1, after its newest entry %2")
            .arg(query.value(2).toLongLong())
            .arg(query.value(3).toLongLong());
    return std::nullopt;
}

namespace {

/// Median of `runs` timings of `work`, in milliseconds.
double medianMs(int runs, const std::function<void()>& work)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int runLogBench(QTextStream& out, int entries)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        out << "bench: cannot create a temporary folder\n";
        return 2;
    }
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    GameLog log;
    if (auto opened = log.open(path); !opened) {
        out << "bench: " << opened.error() << '\n';
        return 2;
    }
    auto session = log.newSession(QStringLiteral("bench-game"), QStringLiteral("bench"), {QStringLiteral("A")});
    if (!session) {
        out << "bench: " << session.error() << '\n';
        return 2;
    }
    QRandomGenerator random(20240501);

    // Durable single appends first, on a small log: each one is a committed, synced transaction.
    const int singles = 200;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < singles; ++i) {
        auto id = log.append(benchDraft(random, *session, i));
        if (!id) {
            out << "bench: " << id.error() << '\n';
            return 2;
        }
    }
    const double singleSeconds = double(timer.nsecsElapsed()) / 1e9;

    // Bulk setup in one transaction (not what play does; it only makes the big log quickly).
    QList<LogEntryDraft> drafts;
    drafts.reserve(entries);
    for (int i = singles; i < entries; ++i)
        drafts << benchDraft(random, *session, i);
    timer.restart();
    if (auto ids = log.appendAll(drafts); !ids) {
        out << "bench: " << ids.error() << '\n';
        return 2;
    }
    const double bulkSeconds = double(timer.nsecsElapsed()) / 1e9;
    drafts.clear();

    out << QStringLiteral("game log bench (%1 entries, SQLite WAL, synchronous=FULL)\n").arg(entries);
    out << QStringLiteral("  durable single appends: %1 entries/s (%2 ms each, %3 appends)\n")
               .arg(double(singles) / singleSeconds, 0, 'f', 0)
               .arg(singleSeconds * 1000.0 / singles, 0, 'f', 2)
               .arg(singles);
    out << QStringLiteral("  bulk setup, one transaction: %1 entries/s (%2 s)\n")
               .arg(double(entries - singles) / bulkSeconds, 0, 'f', 0)
               .arg(bulkSeconds, 0, 'f', 2);

    struct Case {
        const char* label;
        LogFilter filter;
        bool countOnly;
    };
    LogFilter all;
    all.sessionId = *session;
    LogFilter byProcedure = all;
    byProcedure.procedure = QStringLiteral("bombardment");
    LogFilter byRareText = all;
    byRareText.text = QStringLiteral("ambush");
    LogFilter byCommonText = all;
    byCommonText.text = QStringLiteral("A/DR");
    LogFilter newest = byProcedure;
    newest.limit = 500;
    const std::vector<Case> cases{
        {"list all entries", all, false},
        {"count all entries", all, true},
        {"filter procedure (1 in 6)", byProcedure, false},
        {"count procedure (1 in 6)", byProcedure, true},
        {"filter text 'ambush' (1 in 100)", byRareText, false},
        {"filter text 'A/DR' (1 in 6)", byCommonText, false},
        {"filter procedure, newest 500", newest, false},
    };
    out << "  median of 5 runs:\n";
    for (const Case& c : cases) {
        qint64 matches = 0;
        bool failed = false;
        const double ms = medianMs(5, [&] {
            if (c.countOnly) {
                auto count = log.countEntries(c.filter);
                failed = failed || !count;
                matches = count ? *count : 0;
            } else {
                auto list = log.entries(c.filter);
                failed = failed || !list;
                matches = list ? list->size() : 0;
            }
        });
        if (failed) {
            out << "bench: listing failed\n";
            return 2;
        }
        out << QStringLiteral("    %1 %2 ms (%3 entries)\n").arg(QLatin1String(c.label), -34).arg(ms, 8, 'f', 1).arg(matches);
    }
    timer.restart();
    auto verified = log.verify();
    if (!verified || !verified->ok()) {
        out << "bench: verify failed\n";
        return 2;
    }
    out << QStringLiteral("  verify (integrity check + hash chain): %1 ms\n").arg(double(timer.nsecsElapsed()) / 1e6, 0, 'f', 0);
    return 0;
}

}  // namespace umpire
