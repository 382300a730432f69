// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/sqlite_log_store.h"

#include "log/chain_writer.h"
#include "log/journal_keeping.h"
#include "log/log_backup.h"
#include "log/log_file_access.h"
#include "log/log_file_check.h"
#include "log/log_file_marks.h"
#include "log/log_read_only.h"
#include "log/log_schema.h"
#include "log/log_task.h"
#include "log/sql_fault.h"
#include "log/sqlite_interrupt.h"
#include "log/write_transaction.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

// This file opens, checks, creates and upgrades the log file; sessions, appends and queries
// live in sqlite_log_store_sessions.cpp, _append.cpp and _queries.cpp.

namespace umpire {
namespace {

const QString kDriver = QStringLiteral("QSQLITE");
constexpr int kWalCheckpointPages = 100;

QString newConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("umpire-game-log-%1").arg(counter.fetchAndAddRelaxed(1));
}

}  // namespace

SqliteLogStore::SqliteLogStore() = default;

SqliteLogStore::~SqliteLogStore()
{
    close();
}

QSqlDatabase SqliteLogStore::database() const
{
    return QSqlDatabase::database(connectionName_, false);
}

LogError SqliteLogStore::fault(const QString& action, const QSqlError& error) const
{
    return sqlFault(path_, action, error, busyTimeoutMs_);
}

ChainWriter& SqliteLogStore::chainWriter()
{
    if (!writer_)
        writer_ = std::make_unique<ChainWriter>(database(), path_, busyTimeoutMs_);
    return *writer_;
}

bool SqliteLogStore::isOpen() const
{
    return !connectionName_.isEmpty() && database().isOpen();
}

void SqliteLogStore::close()
{
    writer_.reset();  // its prepared statements go before the connection
    if (connectionName_.isEmpty())
        return;
    {
        QSqlDatabase db = database();
        // An empty journal holds nothing to keep: SQLite may remove it as it always did.
        if (keepJournal_ && !readOnly_ && QFileInfo(path_ + QStringLiteral("-wal")).size() == 0)
            keepJournalAtClose(db, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName_);
    connectionName_.clear();
    path_.clear();
    upgradeBackup_.clear();
    readOnlyCaveat_.clear();
    readOnly_ = false;
    keepJournal_ = false;
    structureChecked_ = false;
    structureProblem_.clear();
}

LogStatus SqliteLogStore::open(const QString& path, const LogOpenOptions& options)
{
    close();
    if (path.isEmpty())
        return LogError{QStringLiteral("no game log file given (use --log FILE or set UMPIRE_LOG)")};
    busyTimeoutMs_ = options.busyTimeoutMs;
    if (auto problem = logFileAccessProblem(path))
        return *problem;

    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return LogError{QStringLiteral("%1: is a folder, not a game log file").arg(path)};
    if (!info.exists()) {
        if (!options.create || options.readOnly)
            return LogError{QStringLiteral("%1: no game log here (the file does not exist); start one with "
                                           "`umpire-cli log new GAME`")
                                .arg(path)};
        if (!QDir().mkpath(info.absolutePath()))
            return LogError{QStringLiteral("%1: cannot create the folder %2").arg(path, info.absolutePath())};
    } else if (info.size() > 0) {
        // Check the header ourselves before SQLite sees the file: a foreign file is never touched.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return LogError{QStringLiteral("%1: cannot read the game log: %2").arg(path, file.errorString())};
        const QByteArray header = file.read(100);
        if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
            return LogError{QStringLiteral("%1: not an Umpire game log (not an SQLite database: damaged, or "
                                           "another program's file); left untouched")
                                .arg(path)};
        file.close();
        // Its length and its journal, before SQLite applies the journal (or, at the close,
        // checkpoints and deletes it). A file read as it stands does not read its journal.
        const bool withJournal = !(options.readOnly && readOnlyAccess(path).immutable);
        if (auto refused = checkLogFiles(path, header, withJournal, options.busyTimeoutMs))
            return *refused;
    } else if (!options.create || options.readOnly) {
        return LogError{QStringLiteral("%1: no game log here (the file is empty); start one with "
                                       "`umpire-cli log new GAME`")
                            .arg(path)};
    }

    QString databaseName = path;
    QString connectOptions = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs);
    if (options.readOnly) {
        connectOptions += QStringLiteral(";QSQLITE_OPEN_READONLY");
        // SQLite reads a WAL file only through its shared-memory file, which a folder that cannot
        // be written (a read-only mount, a CD) keeps it from creating: read the file as it stands.
        const ReadOnlyAccess access = readOnlyAccess(path);
        if (access.immutable) {
            databaseName = QStringLiteral("file:%1?immutable=1")
                               .arg(QString::fromUtf8(QUrl::toPercentEncoding(QFileInfo(path).absoluteFilePath(), "/")));
            connectOptions += QStringLiteral(";QSQLITE_OPEN_URI");
        }
        readOnlyCaveat_ = access.caveat;
    }

    const QString name = newConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(kDriver, name);
        db.setDatabaseName(databaseName);
        db.setConnectOptions(connectOptions);
        if (!db.open()) {
            const QSqlError error = db.lastError();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            readOnlyCaveat_.clear();
            removeUnfinishedJournal(path);
            return sqlFault(path, QStringLiteral("cannot open the game log"), error, options.busyTimeoutMs);
        }
    }
    connectionName_ = name;
    path_ = path;
    readOnly_ = options.readOnly;
    keepJournal_ = !options.checkpoint;
    if (keepJournal_ && !keepJournalAtClose(database())) {
        close();
        return LogError{QStringLiteral("%1: cannot open the game log: SQLite did not take the setting that keeps its journal "
                                       "as it is at the close; nothing was read")
                            .arg(path)};
    }

    auto prepared = options.readOnly ? prepareReadOnly() : prepare(options);
    if (!prepared) {
        const QString caveat = readOnlyCaveat_;
        close();  // after prepare() returned: its queries are gone, so the connection can go
        removeUnfinishedJournal(path);
        if (!caveat.isEmpty())
            return LogError{QStringLiteral("%1 (%2)").arg(prepared.error(), caveat), prepared.failure().kind};
    }
    return prepared;
}

LogStatus SqliteLogStore::prepare(const LogOpenOptions& options)
{
    const QString path = path_;
    QSqlDatabase db = database();

    // Only reads until the file is known to be ours.
    QSqlError readError;
    const auto marks = readLogFileMarks(db, readError);
    if (!marks)
        return fault(QStringLiteral("cannot read the game log"), readError);
    if (auto refused = marks->refusal(path))
        return *refused;
    if (marks->empty() && !options.create)
        return LogError{QStringLiteral("%1: no game log here (an empty database); start one with `umpire-cli log new GAME`")
                            .arg(path)};
    const bool ours = marks->ours();
    const int version = marks->version;

    if (ours && version < LogSchema::currentVersion) {
        // A copy of the old file is kept in case of regret, made before anything changes it
        // (even its journal mode), so it is the file as the older program left it.
        auto backup = backupBeforeUpgrade(db, path, version, busyTimeoutMs_, options.task);
        if (!backup)
            return backup.failure();
        upgradeBackup_ = *backup;
    }
    const auto stopped = [&] {
        if (!upgradeBackup_.isEmpty())
            QFile::remove(upgradeBackup_);  // the log is as it was: its copy is not needed
        upgradeBackup_.clear();
        return LogError::cancelled(QStringLiteral("%1: the upgrade was cancelled; the log was not changed").arg(path));
    };
    if (cancelRequested(options.task))
        return stopped();

    // Durability: WAL with synchronous=FULL syncs the WAL on every commit, so a returned append
    // survives a crash or power loss.
    QSqlQuery pragma(db);
    if (!pragma.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !pragma.next())
        return fault(QStringLiteral("cannot switch the game log to WAL mode"), pragma.lastError());
    if (pragma.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return LogError{QStringLiteral("%1: cannot switch the game log to WAL mode (SQLite kept "
                                              "journal mode '%2')")
                                   .arg(path, pragma.value(0).toString())};
    pragma.finish();
    // A checkpoint every 100 pages rather than SQLite's 1000: an append writes about eight, and
    // while the WAL file is still growing each commit's sync must also record its new length
    // (about 0.1 ms more on ext4). With 1000, the first 125 appends of every opening grew it.
    for (const QString& statement :
         {QStringLiteral("PRAGMA synchronous = FULL"), QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA wal_autocheckpoint = %1").arg(options.checkpoint ? kWalCheckpointPages : 0),
          QStringLiteral("PRAGMA busy_timeout = %1").arg(options.busyTimeoutMs)}) {
        if (!pragma.exec(statement))
            return fault(QStringLiteral("cannot configure the game log (%1)").arg(statement),
                                pragma.lastError());
    }
    pragma.finish();  // PRAGMA busy_timeout answers a row; the transaction below needs none running

    if (!ours || version < LogSchema::currentVersion) {
        WriteTransaction transaction(db);
        if (auto error = transaction.begin())
            return fault(QStringLiteral("cannot create or upgrade the game log"), *error);
        // Read again under the write lock: another Umpire may have created or upgraded it meanwhile.
        const auto locked = readLogFileMarks(db, readError);
        if (!locked)
            return fault(QStringLiteral("cannot read the game log"), readError);
        if (auto refused = locked->refusal(path))
            return *refused;
        const int lockedVersion = locked->ours() ? locked->version : 0;
        {
            // Declared after the transaction, so it is gone before an uncommitted one rolls back.
            const SqliteInterrupt interrupt(db, options.task);
            for (int step = lockedVersion; step < LogSchema::currentVersion; ++step) {
                if (options.task)
                    options.task->report(LogTask::Stage::Upgrading, step - lockedVersion,
                                         LogSchema::currentVersion - lockedVersion);
                auto migrated = LogSchema::migrate(db, step, step + 1, path);
                if (cancelRequested(options.task))
                    return stopped();
                if (!migrated)
                    return migrated.failure();
            }
        }
        if (auto error = transaction.commit())
            return fault(QStringLiteral("cannot create or upgrade the game log"), *error);
        if (options.task)
            options.task->report(LogTask::Stage::Upgrading, 1, 1);
    }
    return logOk();
}

}  // namespace umpire
