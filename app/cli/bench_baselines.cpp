// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bench_baselines.h"

#include "log/entry_hash.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <chrono>

namespace umpire {
namespace {

/// The baseline check: what a short script in another language makes of the same chain.
QString pythonCheck()
{
    QStringList selected{QStringLiteral("e.id"), QStringLiteral("e.hash")};
    for (const QString& column : hashedEntryColumns())
        selected << hashedColumnExpression(column);
    for (const QString& column : hashedSessionColumns())
        selected << QStringLiteral("s.") + column;
    return QStringLiteral(R"(import hashlib, json, sqlite3, sys
columns = %1
session_columns = %2
db = sqlite3.connect(sys.argv[1])
rows = db.execute("SELECT %3 FROM entries e LEFT JOIN sessions s ON s.id = e.session_id "
                  "LEFT JOIN entry_resolutions r ON r.entry_id = e.id ORDER BY e.id")
previous_id, previous_hash, checked = 0, "0" * 64, 0
for row in rows:
    entry_id, stored = row[0], row[1]
    if entry_id != previous_id + 1:
        sys.exit(f"gap: entry {previous_id + 1} missing")
    content = dict(zip(columns, row[2:2 + len(columns)]))
    content["session"] = dict(zip(session_columns, row[2 + len(columns):]))
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    if hashlib.sha256(text.encode()).hexdigest() != stored:
        sys.exit(f"entry {entry_id}: content changed")
    if content["prev_hash"] != previous_hash:
        sys.exit(f"entry {entry_id}: chain broken")
    previous_id, previous_hash, checked = entry_id, stored, checked + 1
print(f"ok: {checked} entries")
)")
        .arg(QStringLiteral("[\"%1\"]").arg(hashedEntryColumns().join(QStringLiteral("\", \""))),
             QStringLiteral("[\"%1\"]").arg(hashedSessionColumns().join(QStringLiteral("\", \""))),
             selected.join(QStringLiteral(", ")));
}

}  // namespace

QString siblingProgram(const QString& name, const QString& buildFolder)
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString& candidate : {here.filePath(name), here.filePath(QStringLiteral("../%1/%2").arg(buildFolder, name))}) {
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    }
    return QString();
}

std::optional<WindowStartup> windowStartupMs(const QString& program, const QStringList& arguments, const QString& home)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The player's own settings and log are never touched by a bench.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    process.setProcessEnvironment(environment);
    // Each line is timed at the steady clock's reading it carries: when the window became
    // usable, not when this process got a core to read it (on 2 cores, with umpire's module
    // reader busy, that came some 2 ms later).
    const auto steadyNs = [] { return qint64(std::chrono::steady_clock::now().time_since_epoch().count()); };
    const qint64 launched = steadyNs();
    process.start(program, arguments);
    static const QRegularExpression stamp(QStringLiteral("^(usable|drawn|filled) window after [0-9.]+ ms(?: \\(steady clock ([0-9]+) ns\\))?$"));
    QByteArray pending;
    std::optional<double> shown;
    std::optional<double> drawn;
    std::optional<double> filled;
    while (process.waitForReadyRead(120000)) {
        const qint64 read = steadyNs();
        pending += process.readAllStandardOutput();
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QRegularExpressionMatch line = stamp.match(QString::fromUtf8(pending.left(end)));
            pending.remove(0, end + 1);
            if (!line.hasMatch())
                continue;
            // A reading outside launch..read is not this machine's steady clock: the read time stands.
            const qint64 stamped = line.capturedView(2).toLongLong();
            const qint64 at = stamped >= launched && stamped <= read ? stamped : read;
            const double ms = double(at - launched) / 1e6;
            const QStringView what = line.capturedView(1);
            std::optional<double>& moment = what == QLatin1String("usable") ? shown : what == QLatin1String("drawn") ? drawn : filled;
            if (!moment)
                moment = ms;
        }
    }
    // waitForFinished() answers false for a process already finished.
    if (process.state() != QProcess::NotRunning && !process.waitForFinished(120000))
        return std::nullopt;
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0 || !shown)
        return std::nullopt;
    return WindowStartup{*shown, drawn, filled};
}

std::optional<double> pythonChainCheckMs(const QString& logPath, QString& why)
{
    QProcess process;
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral("python3"), {QStringLiteral("-c"), pythonCheck(), logPath});
    if (!process.waitForStarted()) {
        why = QStringLiteral("python3 is not installed");
        return std::nullopt;
    }
    process.waitForFinished(-1);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    const QString said = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError()).trimmed();
    if (process.exitCode() != 0 || !said.startsWith(QLatin1String("ok"))) {
        why = QStringLiteral("the Python check failed: %1").arg(said);
        return std::nullopt;
    }
    return ms;
}

BareInserts::BareInserts(const QString& path) : connection_(QStringLiteral("umpire-bench-bare-inserts"))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    db.setDatabaseName(path);
    if (!db.open())
        return;
    QSqlQuery query(db);
    ok_ = query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && query.exec(QStringLiteral("PRAGMA synchronous = FULL"))
          && query.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)"));
    insert_ = std::make_unique<QSqlQuery>(db);
    ok_ = ok_ && insert_->prepare(QStringLiteral("INSERT INTO rows (body) VALUES (?)"));
}

BareInserts::~BareInserts()
{
    insert_.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

bool BareInserts::insert(const QString& body)
{
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return false;
    insert_->bindValue(0, body);
    const bool inserted = insert_->exec();
    return QSqlQuery(db).exec(inserted ? QStringLiteral("COMMIT") : QStringLiteral("ROLLBACK")) && inserted;
}

}  // namespace umpire
