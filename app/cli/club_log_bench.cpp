// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/club_log_bench.h"

#include "cli/bench_rows.h"
#include "log/game_log.h"
#include "log/log_bench.h"
#include "log/log_rows.h"
#include "log/server_connection.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QMutex>
#include <QMutexLocker>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTextStream>
#include <QThread>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace umpire {
namespace {

constexpr int kTables = 8;
constexpr int kAppendsPerTable = 25;

/// A plain connection to the same server, for the bare baselines.
class BareServer {
public:
    explicit BareServer(const QString& settings)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
        db.setConnectOptions(settings);
        ok_ = db.open();
        QSqlQuery query(db);
        ok_ = ok_ && query.exec(QStringLiteral("SET search_path TO umpire, public")) &&
              query.exec(QStringLiteral("CREATE SCHEMA IF NOT EXISTS umpire_bench")) &&
              query.exec(QStringLiteral("DROP TABLE IF EXISTS umpire_bench.bare")) &&
              query.exec(QStringLiteral("CREATE TABLE umpire_bench.bare (id bigserial PRIMARY KEY, body text NOT NULL)"));
        error_ = query.lastError().text();
        insert_ = QSqlQuery(db);
        ok_ = ok_ && insert_.prepare(QStringLiteral("INSERT INTO umpire_bench.bare (body) VALUES (?)"));
    }
    ~BareServer()
    {
        {
            QSqlQuery(db()).exec(QStringLiteral("DROP SCHEMA umpire_bench CASCADE"));
            insert_ = QSqlQuery();
            db().close();
        }
        QSqlDatabase::removeDatabase(name_);
    }
    bool ok() const { return ok_; }
    QString error() const { return error_; }
    QSqlDatabase db() const { return QSqlDatabase::database(name_, false); }
    bool insert(const QString& body)
    {
        insert_.bindValue(0, body);
        return insert_.exec();
    }

private:
    QString name_ = QStringLiteral("umpire-bench-bare-server");
    bool ok_ = false;
    QString error_;
    QSqlQuery insert_;
};

}  // namespace

int runClubLogBench(QTextStream& out, QTextStream& err, const QString& address, int entries, int runs)
{
    const auto connection = serverConnection(address);
    if (!connection) {
        err << "bench: " << connection.error() << '\n';
        return 2;
    }
    GameLog big;
    if (auto opened = big.open(address); !opened) {
        err << "bench: " << opened.error() << '\n';
        return 2;
    }
    const auto sessions = big.sessions();
    if (!sessions) {
        err << "bench: " << sessions.error() << '\n';
        return 2;
    }
    std::optional<qint64> session;
    // A log an earlier run filled is used as it is (it grows by the appends timed): filling a
    // million entries takes many minutes.
    if (sessions->size() == 1 && sessions->first().game == QLatin1String("bench-game")
        && sessions->first().scenario == QLatin1String("bench")) {
        session = sessions->first().id;
        out << QStringLiteral("club log %1: the bench log of an earlier run, %2 entries, used as it is\n\n")
                   .arg(big.path())
                   .arg(sessions->first().entryCount);
    } else if (!sessions->isEmpty()) {
        err << "bench: "
            << QStringLiteral("%1 holds sessions already; give a club log just set up for the bench (setup-server on a "
                              "new database), or one an earlier bench filled")
                   .arg(big.path())
            << '\n';
        return 2;
    } else {
        QElapsedTimer building;
        building.start();
        const auto filled = fillBenchLog(big, entries, [&err](int written) {
            if (written % 100000 == 0)
                err << "bench: " << written << " entries written\n" << Qt::flush;
        });
        if (!filled) {
            err << "bench: " << filled.error() << '\n';
            return 2;
        }
        session = *filled;
        out << QStringLiteral("club log %1: %2 entries written in %3 s\n\n")
                   .arg(big.path())
                   .arg(entries)
                   .arg(double(building.elapsed()) / 1000.0, 0, 'f', 1);
    }

    BareServer bare(connection->settings);
    if (!bare.ok()) {
        err << "bench: cannot make the baseline's table: " << bare.error() << '\n';
        return 2;
    }
    bool failed = false;
    std::vector<BenchRow> rows;
    QRandomGenerator random(20261129);

    BenchRow append{QStringLiteral("durable append, %1 entries").arg(entries),
                    QStringLiteral("bare parameterised INSERT of the same text"), QStringLiteral("≤ 1.5x"), {}, {}, {}};
    const QString body = QString::fromUtf8(QJsonDocument(benchDraft(random, *session, 1).resolution).toJson(QJsonDocument::Compact));
    alternate(append, std::max(runs, 50),
              [&]() -> std::optional<double> {
                  const LogEntryDraft draft = benchDraft(random, *session, 3);
                  return timeMs([&] { return big.append(draft).ok(); }, failed);
              },
              [&]() -> std::optional<double> { return timeMs([&] { return bare.insert(body); }, failed); });
    rows.push_back(append);

    // Eight tables at once, each with its own connection on its own thread.
    QMutex mutex;
    std::vector<double> latencies;
    std::vector<std::unique_ptr<QThread>> tables;
    QElapsedTimer together;
    together.start();
    for (int t = 0; t < kTables; ++t) {
        tables.emplace_back(QThread::create([&, t] {
            GameLog table;
            if (!table.open(address)) {
                QMutexLocker lock(&mutex);
                failed = true;
                return;
            }
            QRandomGenerator own(quint32(t + 1));
            for (int i = 0; i < kAppendsPerTable; ++i) {
                const LogEntryDraft draft = benchDraft(own, *session, i);
                QElapsedTimer one;
                one.start();
                const bool ok = table.append(draft).ok();
                QMutexLocker lock(&mutex);
                latencies.push_back(double(one.nsecsElapsed()) / 1e6);
                failed = failed || !ok;
            }
        }));
        tables.back()->start();
    }
    for (auto& table : tables)
        table->wait();
    const double seconds = double(together.nsecsElapsed()) / 1e9;
    BenchRow many{QStringLiteral("%1 tables appending at once, %2 each").arg(kTables).arg(kAppendsPerTable),
                  QStringLiteral("one table's append alone"), QStringLiteral("—"), {}, {}, {}};
    many.ours = latencies;
    many.bare = append.ours;
    many.note = QStringLiteral("%1 entries per second in all; the slowest append took %2")
                    .arg(double(latencies.size()) / seconds, 0, 'f', 0)
                    .arg(milliseconds(latencies.empty() ? 0 : *std::max_element(latencies.begin(), latencies.end())));
    rows.push_back(many);

    LogFilter textFilter;
    textFilter.sessionId = *session;
    textFilter.text = QStringLiteral("A/DR");
    textFilter.limit = 500;
    BenchRow text{QStringLiteral("text filter 'A/DR' (1 in 6), newest 500"), QStringLiteral("the plain ILIKE query"),
                  QStringLiteral("≤ 1.2x"), {}, {}, {}};
    const QString plain = QStringLiteral("SELECT %1 FROM umpire.entries e WHERE e.session_id = ? AND e.search_text ILIKE ? "
                                         "ORDER BY e.id DESC LIMIT 500")
                              .arg(entrySelectColumns().arg(QStringLiteral("''"), QStringLiteral("'', ''")))
                              .replace(QStringLiteral("FROM entries v"), QStringLiteral("FROM umpire.entries v"));
    alternate(text, runs,
              [&]() -> std::optional<double> { return timeMs([&] { return big.entries(textFilter).ok(); }, failed); },
              [&]() -> std::optional<double> {
                  return timeMs([&] {
                      QSqlQuery query(bare.db());
                      query.setForwardOnly(true);
                      query.prepare(plain);
                      query.addBindValue(*session);
                      query.addBindValue(QStringLiteral("%A/DR%"));
                      if (!query.exec())
                          return false;
                      QList<LogEntry> list;
                      while (query.next())
                          list << readEntry(query);
                      std::reverse(list.begin(), list.end());
                      return list.size() == 500;
                  }, failed);
              });
    rows.push_back(text);

    BenchRow verify{QStringLiteral("`log verify`, %1 entries").arg(big.countEntries(LogFilter{}).value()),
                    QStringLiteral("—"), QStringLiteral("under 10 s"), {}, {}, {}};
    verify.ours.push_back(timeMs([&] {
        const auto report = big.verify();
        return report.ok() && report->ok();
    }, failed));
    rows.push_back(verify);

    printTable(out, rows);
    if (failed) {
        err << "bench: some runs failed; their times are in the table but the figures are suspect\n";
        return 2;
    }
    return 0;
}

}  // namespace umpire
