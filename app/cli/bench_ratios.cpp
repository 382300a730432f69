// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bench_ratios.h"

#include "cli/bench_baselines.h"
#include "cli/bench_luck.h"
#include "cli/bench_rows.h"
#include "core/module_paths.h"
#include "log/game_log.h"
#include "log/log_bench.h"
#include "log/log_rows.h"
#include "log/seal_verification.h"
#include "yaml/module_loader.h"
#include "yaml/yaml_parse_only.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

namespace umpire {
namespace {

using Row = BenchRow;

}  // namespace

int runBenchRatios(QTextStream& out, QTextStream& err, const BenchRatioOptions& options)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        err << "bench: cannot create a temporary folder\n";
        return 2;
    }
    const QString bigPath = options.keepFolder.isEmpty()
                                ? dir.filePath(QStringLiteral("big.sqlite"))
                                : QDir(options.keepFolder).filePath(QStringLiteral("bench-%1.sqlite").arg(options.entries));
    const QString smallPath = dir.filePath(QStringLiteral("small.sqlite"));
    GameLog big;
    GameLog small;
    if (auto opened = big.open(bigPath); !opened) {
        err << "bench: " << opened.error() << '\n';
        return 2;
    }
    QElapsedTimer building;
    building.start();
    LogResult<qint64> bigSession = LogError{QString()};
    if (auto kept = big.newestSession(); kept && *kept && (*kept)->entryCount >= options.entries) {
        if (const auto problem = keptBenchLogProblem(big, (*kept)->id)) {
            err << "bench: " << bigPath << " is not as the bench wrote it (" << *problem
                << "); remove it, or keep the bench's log in another folder\n";
            return 2;
        }
        bigSession = (*kept)->id;
        err << "bench: reusing " << bigPath << '\n';
    } else {
        err << "bench: writing a log of " << options.entries << " entries to " << bigPath << '\n';
        err.flush();
        bigSession = fillBenchLog(big, options.entries, [&](int written) {
        if (written % 100000 == 0 || written == options.entries) {
            err << "  " << written << " entries, " << building.elapsed() / 1000 << " s\n";
            err.flush();
        }
        });
    }
    if (!bigSession) {
        err << "bench: " << bigSession.error() << '\n';
        return 2;
    }
    if (auto opened = small.open(smallPath); !opened) {
        err << "bench: " << opened.error() << '\n';
        return 2;
    }
    auto smallSession = fillBenchLog(small, 1000);
    if (!smallSession) {
        err << "bench: " << smallSession.error() << '\n';
        return 2;
    }
    err << "bench: measuring\n";
    err.flush();

    bool failed = false;
    QRandomGenerator random(99);
    std::vector<Row> rows;
    const QString gui = siblingProgram(QStringLiteral("umpire"), QStringLiteral("gui"));
    const QString empty = siblingProgram(QStringLiteral("umpire-empty-window"), QStringLiteral("bench"));
    Row shown{QStringLiteral("start-up to shown window, offscreen"), QStringLiteral("empty Qt Widgets window"), QStringLiteral("1.5x"), {}, {}, {}};
    Row shownBig{QStringLiteral("start-up with the %1-entry log open").arg(options.entries), QStringLiteral("same"), QStringLiteral("2x"), {}, {}, {}};
    // No goal: a player sees the window at its first frame, drawn once the window system has
    // exposed it, a turn or more of the event loop after the shown rows' moment.
    Row drawn{QStringLiteral("start-up to the first frame drawn, small log"), QStringLiteral("same, to its first frame"), QStringLiteral("—"), {}, {}, {}};
    Row drawnBig{QStringLiteral("start-up to the first frame drawn, %1-entry log").arg(options.entries), QStringLiteral("same, to its first frame"),
                 QStringLiteral("—"), {}, {}, {}};
    Row filled{QStringLiteral("start-up to the window filled in (modules in, small log)"), QStringLiteral("same"), QStringLiteral("—"), {}, {}, {}};
    Row filledBig{QStringLiteral("start-up to the window filled in, %1-entry log").arg(options.entries), QStringLiteral("same"), QStringLiteral("—"), {}, {}, {}};
    // Both sides timed from launching the process (see windowStartupMs). One launch of each
    // gives its shown, drawn and filled times; the empty window's shown time is the baseline
    // of the shown and the filled rows, its drawn time that of the drawn rows.
    struct LaterRows {
        Row* drawn;
        Row* filled;
    };
    const auto startup = [&](LaterRows later, const QString& logPath) {
        return [&, later, logPath]() -> std::optional<double> {
            if (gui.isEmpty())
                return std::nullopt;
            const auto times = windowStartupMs(gui, {QStringLiteral("--startup-time"), QStringLiteral("--log"), logPath}, dir.path());
            if (!times)
                return std::nullopt;
            if (times->drawn)
                later.drawn->ours.push_back(*times->drawn);
            if (times->filled)
                later.filled->ours.push_back(*times->filled);
            return times->shown;
        };
    };
    const auto emptyWindowStartup = [&](const QStringList& arguments) -> std::optional<WindowStartup> {
        if (empty.isEmpty())
            return std::nullopt;
        return windowStartupMs(empty, arguments, dir.path());
    };
    const auto timeEmpty = [&](const QStringList& arguments) -> std::optional<double> {
        const auto times = emptyWindowStartup(arguments);
        return times ? std::optional<double>(times->shown) : std::nullopt;
    };
    const auto emptyWindow = [&](LaterRows later) {
        return [&, later]() -> std::optional<double> {
            const auto times = emptyWindowStartup({});
            if (!times)
                return std::nullopt;
            if (times->drawn)
                later.drawn->bare.push_back(*times->drawn);
            later.filled->bare.push_back(times->shown);
            return times->shown;
        };
    };
    // The two logs' runs are interleaved too: one row measured after the other, the first ran
    // while the machine was still writing the small log out, and read 0.2x slower.
    for (int i = 0; i < options.runs; ++i) {
        alternateOnce(shown, i, startup({&drawn, &filled}, smallPath), emptyWindow({&drawn, &filled}));
        alternateOnce(shownBig, i, startup({&drawnBig, &filledBig}, bigPath), emptyWindow({&drawnBig, &filledBig}));
    }
    // No goal: what any window pays for its first text (the font configuration, a font file,
    // one layout), for reading the 1.5x goal against.
    Row textFloor{QStringLiteral("reference: the empty window with one label and one line edit"), QStringLiteral("empty Qt Widgets window"),
                  QStringLiteral("—"), {}, {}, {}};
    alternate(textFloor, options.runs, [&] { return timeEmpty({QStringLiteral("--with-text")}); }, [&] { return timeEmpty({}); });
    if (gui.isEmpty() || empty.isEmpty())
        shown.note = shownBig.note = QStringLiteral("umpire or umpire-empty-window not found beside umpire-cli");
    rows.push_back(shown);
    rows.push_back(shownBig);
    rows.push_back(drawn);
    rows.push_back(drawnBig);
    rows.push_back(filled);
    rows.push_back(filledBig);
    rows.push_back(textFloor);

    // What the window does for one roll: the append (on its writer thread), then the log
    // dock's refresh: sessions, the newest 500 of the session and their count.
    const auto rollMs = [&](GameLog& log, qint64 session) -> std::optional<double> {
        return timeMs([&] {
            LogFilter shownFilter;
            shownFilter.sessionId = session;
            shownFilter.limit = 500;
            return log.append(benchDraft(random, session, 7)).ok() && log.sessions().ok() && log.entries(shownFilter).ok()
                   && log.countEntries(shownFilter).ok();
        }, failed);
    };
    Row roll{QStringLiteral("one roll recorded (append and the log dock's refresh), big log"),
             QStringLiteral("same roll, 1000-entry log"), QStringLiteral("1.1x"), {}, {}, {}};
    alternate(roll, std::max(options.runs, 20), [&] { return rollMs(big, *bigSession); },
              [&] { return rollMs(small, *smallSession); });
    rows.push_back(roll);

    BareInserts bare(dir.filePath(QStringLiteral("bare.sqlite")));
    Row append{QStringLiteral("durable append, big log"), QStringLiteral("bare SQLite insert, WAL, synchronous=FULL"), QStringLiteral("1.5x"), {}, {}, {}};
    const LogEntryDraft sample = benchDraft(random, *bigSession, 1);
    const QString body = QString::fromUtf8(QJsonDocument(sample.resolution).toJson(QJsonDocument::Compact));
    alternate(append, std::max(options.runs, 50),
              [&]() -> std::optional<double> {
                  // The draft is made first: the baseline's text is ready too, and the row times the write.
                  const LogEntryDraft draft = benchDraft(random, *bigSession, 3);
                  return timeMs([&] { return big.append(draft).ok(); }, failed);
              },
              [&]() -> std::optional<double> { return timeMs([&] { return bare.ok() && bare.insert(body); }, failed); });
    rows.push_back(append);

    // The text filter against the plain query that keeps SQLite off the rowid index. The texts
    // of the latest appends join the index first, so both sides search the same index.
    if (!big.indexSearch().ok())
        failed = true;
    LogFilter textFilter;
    textFilter.sessionId = *bigSession;
    textFilter.text = QStringLiteral("A/DR");
    textFilter.limit = 500;
    Row text{QStringLiteral("text filter 'A/DR' (1 in 6), newest 500"), QStringLiteral("the same query with `+e.id IN (...)`"), QStringLiteral("≤ 1.2x"), {}, {}, {}};
    {
        QSqlDatabase db = QSqlDatabase::database(big.connectionName(), false);
        const QString plain = QStringLiteral("SELECT %1 FROM entries e WHERE e.session_id = ? AND +e.id IN "
                                             "(SELECT rowid FROM entry_search WHERE entry_search MATCH ?) "
                                             "ORDER BY e.id DESC LIMIT 500")
                                  .arg(entrySelectColumns().arg(QStringLiteral("''"), QStringLiteral("'', ''")));
        alternate(text, options.runs,
                  [&]() -> std::optional<double> { return timeMs([&] { return big.entries(textFilter).ok(); }, failed); },
                  [&]() -> std::optional<double> {
                      return timeMs([&] {
                          QSqlQuery query(db);
                          query.setForwardOnly(true);
                          query.prepare(plain);
                          query.addBindValue(*bigSession);
                          query.addBindValue(QStringLiteral("body : \"A/DR\""));
                          if (!query.exec())
                              return false;
                          QList<LogEntry> list;
                          while (query.next())
                              list << readEntry(query);
                          std::reverse(list.begin(), list.end());
                          return list.size() == 500;
                      }, failed);
                  });
    }
    rows.push_back(text);

    Row verify{QStringLiteral("`log verify`, %1 entries").arg(big.countEntries(LogFilter{}).value()),
               QStringLiteral("a short Python check of the same chain"), QStringLiteral("≤ 0.3x"), {}, {}, {}};
    alternate(verify, options.verifyRuns,
              [&]() -> std::optional<double> {
                  // What `umpire-cli log verify` does: the file, the chain, then every session's dice.
                  return timeMs([&] {
                      auto report = big.verify();
                      return report.ok() && report->ok() && verifySeals(big, report->programDice.get()).ok();
                  }, failed);
              },
              [&]() -> std::optional<double> { return pythonChainCheckMs(bigPath, verify.note); });
    rows.push_back(verify);
    rows.push_back(luckReportBenchRow(big, *bigSession, options.verifyRuns, failed));

    const auto paths = defaultModulePaths();
    std::size_t games = 0;
    Row modules{QStringLiteral("module load"), QStringLiteral("yaml-cpp parsing the same files"), QStringLiteral("1.2x"), {}, {}, {}};
    alternate(modules, std::max(options.runs, 20),
              [&]() -> std::optional<double> { return timeMs([&] { return (games = loadModules(paths).games.size()) > 0; }, failed); },
              [&]() -> std::optional<double> { return timeMs([&] { return parseModuleFilesOnly(paths) > 0; }, failed); });
    modules.what = QStringLiteral("module load, %1 modules").arg(games);
    rows.push_back(modules);

    out << QStringLiteral("%1 entries; medians of %2 alternating runs (verify: %3)\n\n")
               .arg(options.entries)
               .arg(options.runs)
               .arg(options.verifyRuns);
    printTable(out, rows);
    if (failed) {
        err << "bench: some runs failed; their times are in the table but the figures are suspect\n";
        return 2;
    }
    return 0;
}

}  // namespace umpire
