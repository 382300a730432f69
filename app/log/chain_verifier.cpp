// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/chain_verifier.h"

#include "log/chain_row_reading.h"
#include "log/entry_hash.h"
#include "log/entry_hash_workers.h"
#include "log/integrity_check.h"
#include "log/log_task.h"
#include "log/sql_fault.h"
#include "log/sqlite_interrupt.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <sqlite3.h>

#include <memory>
#include <optional>

namespace umpire {
namespace {

/// Rows per batch handed to the hashing threads (about 1.5 MB of typical entries).
constexpr int kBatchRows = 1000;
constexpr qsizetype kBatchBytes = 2 * 1024 * 1024;

/// A problem at a position in the chain (0 = first entry).
struct Found {
    qint64 row = 0;
    LogVerification::Problem kind = LogVerification::Problem::None;
    qint64 entryId = 0;
};

/// Each session's recorded count (session_counts, kept by every append) against the entries the
/// walk found in it: a count edited by hand, or entries removed with their count left, would
/// otherwise show in every list without verify saying so. The lowest session id is reported.
LogResult<std::optional<LogVerification>> checkSessionCounts(QSqlDatabase& db, const QHash<qint64, qint64>& found,
                                                             qint64 checked, const QString& path, int busyTimeoutMs)
{
    QSqlQuery counts(db);
    counts.setForwardOnly(true);
    if (!counts.exec(QStringLiteral("SELECT session_id, entries FROM session_counts")))
        return sqlFault(path, QStringLiteral("cannot verify the game log"), counts.lastError(), busyTimeoutMs);
    QMap<qint64, std::pair<qint64, qint64>> wrong;  // session -> (recorded, found)
    QSet<qint64> recorded;
    while (counts.next()) {
        const qint64 session = counts.value(0).toLongLong();
        const qint64 entries = counts.value(1).toLongLong();
        recorded.insert(session);
        if (entries != found.value(session))
            wrong.insert(session, {entries, found.value(session)});
    }
    for (auto it = found.constBegin(); it != found.constEnd(); ++it) {
        if (!recorded.contains(it.key()))
            wrong.insert(it.key(), {0, it.value()});
    }
    if (wrong.isEmpty())
        return std::optional<LogVerification>();
    const auto first = wrong.constBegin();
    return std::optional<LogVerification>(
        LogVerification::found(LogVerification::Problem::CountChanged, 0, checked,
                QStringLiteral("session %1: its count records %2 entries, the log holds %3")
                    .arg(first.key())
                    .arg(first.value().first)
                    .arg(first.value().second)));
}

LogVerification report(const Found& found)
{
    switch (found.kind) {
    case LogVerification::Problem::Missing:
        return LogVerification::found(found.kind, found.entryId, found.row, QStringLiteral("gap: entry %1 missing").arg(found.entryId));
    case LogVerification::Problem::ChainBroken:
        return LogVerification::found(found.kind, found.entryId, found.row,
                       QStringLiteral("entry %1: out of order / chain broken").arg(found.entryId));
    default:
        return LogVerification::found(LogVerification::Problem::ContentChanged, found.entryId, found.row,
                       QStringLiteral("entry %1: content changed").arg(found.entryId));
    }
}

/// The file's integrity: the answer of the check run alongside the walk, or, when the file
/// could not be opened a second time, of the same check run here on the log's own connection.
std::optional<LogResult<LogVerification>> checkFile(QSqlDatabase& db, IntegrityCheck& check, const QString& path,
                                                    int busyTimeoutMs, LogTask* task)
{
    const QString action = QStringLiteral("cannot verify the game log");
    IntegrityCheck::Outcome file = check.result();
    if (cancelRequested(task))
        return LogError::cancelled(QStringLiteral("%1: verification cancelled; the log was not changed").arg(path));
    if (!file.ran) {
        QSqlQuery integrity(db);
        if (!integrity.exec(QStringLiteral("PRAGMA integrity_check")))
            return sqlFault(path, action, integrity.lastError(), busyTimeoutMs);
        while (integrity.next())
            file.lines << integrity.value(0).toString();
    } else if (!file.error.isEmpty()) {
        // Told as an error of the log's own connection would be (a damaged file says so).
        return sqlFault(path, action,
                        QSqlError(QStringLiteral("Unable to fetch row"), file.error, QSqlError::StatementError,
                                  QString::number(file.errorCode)),
                        busyTimeoutMs);
    }
    if (file.lines != QStringList{QStringLiteral("ok")})
        return LogVerification::found(LogVerification::Problem::Damaged, 0, 0,
                       QStringLiteral("the database file is damaged (integrity check: %1)")
                           .arg(file.lines.value(0, QStringLiteral("no answer"))));
    return std::nullopt;
}

/// While alive, the connection reads the file through a memory map (see integrity_check.cpp).
struct MappedReads {
    explicit MappedReads(QSqlDatabase& connection) : db(connection)
    {
        QSqlQuery(db).exec(QStringLiteral("PRAGMA mmap_size = 2147418112"));
    }
    ~MappedReads() { QSqlQuery(db).exec(QStringLiteral("PRAGMA mmap_size = 0")); }
    QSqlDatabase& db;
};

LogResult<LogVerification> walkEntries(QSqlDatabase& db, const QString& path, int busyTimeoutMs, LogTask* task)
{
    const QString action = QStringLiteral("cannot verify the game log");
    const auto stopped = [&] {
        return LogError::cancelled(QStringLiteral("%1: verification cancelled; the log was not changed").arg(path));
    };
    const MappedReads mapped(db);

    // One read transaction: a consistent snapshot even while another program appends.
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN")))
        return sqlFault(path, action, begin.lastError(), busyTimeoutMs);
    struct EndRead {
        QSqlDatabase& db;
        ~EndRead() { QSqlQuery(db).exec(QStringLiteral("COMMIT")); }
    } endRead{db};

    // The recorded end of the chain is its length when nothing is wrong: the progress total.
    qint64 expected = 0;
    if (task) {
        QSqlQuery head(db);
        if (head.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'head_id'")) && head.next())
            expected = head.value(0).toLongLong();
        task->report(LogTask::Stage::CheckingEntries, 0, expected);
    }

    // Rows are read here with SQLite's own calls (no QVariant per value) and hashed on every
    // core from the stored UTF-8; links and gaps are checked in order on this thread.
    sqlite3* handle = sqliteHandle(db);
    if (!handle)
        return LogError{QStringLiteral("%1: %2: the Qt SQLite driver gave no database handle").arg(path, action)};
    const auto sqliteError = [&] {
        return LogError{QStringLiteral("%1: %2: %3").arg(path, action, QString::fromUtf8(sqlite3_errmsg(handle)))};
    };
    sqlite3_stmt* statement = nullptr;
    const QByteArray sql = chainSelect(QString()).toUtf8();
    if (sqlite3_prepare_v2(handle, sql.constData(), int(sql.size()), &statement, nullptr) != SQLITE_OK)
        return sqliteError();
    const std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> finalize(statement, sqlite3_finalize);
    const int prevHashColumn = 2 + int(hashedEntryColumns().indexOf(QStringLiteral("prev_hash")));

    // Reading keeps one core busy; the hashing threads share all of them.
    EntryHashWorkers workers(std::max(1, QThread::idealThreadCount()));
    EntryBatch batch;
    qint64 previousId = 0;
    std::string previousHash = genesisHash().toStdString();
    qint64 rows = 0;
    std::optional<Found> linkProblem;    // a gap or a broken link, found while reading
    std::optional<Found> contentProblem;  // a changed entry found through Qt's path
    bool readThroughQt = false;           // then the workers did not see every entry
    QHash<qint64, qint64> entriesPerSession;  // checked against session_counts at the end
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        if (rows > workers.firstChangedRow())
            break;  // a changed entry before this one is what will be reported
        const qint64 id = sqlite3_column_int64(statement, 0);
        if (id != previousId + 1) {
            linkProblem = Found{rows, LogVerification::Problem::Missing, previousId + 1};
            break;
        }
        bool linked = true;
        if (batch.rows == 0 && batch.bytes.capacity() < kBatchBytes) {
            batch.bytes.reserve(kBatchBytes);
            batch.cells.reserve(std::size_t(kBatchRows) * std::size_t(workers.cellsPerRow()));
        }
        if (!addRow(batch, statement)) {
            readThroughQt = true;
            // A REAL somewhere, or a hash or link that is not strict UTF-8: judged as Qt would.
            const QtPathRow checked = checkThroughQt(db, id);
            if (!checked.error.isEmpty())
                return LogError{QStringLiteral("%1: %2: %3").arg(path, action, checked.error)};
            if (!checked.hashMatches) {
                contentProblem = Found{rows, LogVerification::Problem::ContentChanged, id};
                break;
            }
            linked = checked.prevHash.toStdString() == previousHash;
            previousHash = checked.storedHash.toStdString();
        } else {
            if (batch.rows == 1)
                batch.firstRow = rows;
            const QByteArrayView link(reinterpret_cast<const char*>(sqlite3_column_text(statement, prevHashColumn)),
                                      sqlite3_column_bytes(statement, prevHashColumn));
            linked = link == QByteArrayView(previousHash.data(), qsizetype(previousHash.size()));
            previousHash.assign(reinterpret_cast<const char*>(sqlite3_column_text(statement, 1)),
                                std::size_t(sqlite3_column_bytes(statement, 1)));
            if (batch.rows == kBatchRows) {
                workers.submit(std::move(batch));
                batch = EntryBatch();
                if (task) {
                    // Reading waits for the hashing threads (submit blocks), so this is also
                    // about how far hashing has got.
                    task->report(LogTask::Stage::CheckingEntries, rows + 1, std::max(expected, rows + 1));
                    if (task->cancelled())
                        break;
                }
            }
        }
        if (!linked) {
            linkProblem = Found{rows, LogVerification::Problem::ChainBroken, id};
            break;
        }
        previousId = id;
        ++rows;
        ++entriesPerSession[sqlite3_column_int64(statement, 2)];  // session_id, the first hashed column
    }
    if (cancelRequested(task))
        return stopped();  // the hashing threads finish their queued batches and are dropped
    if (step != SQLITE_ROW && step != SQLITE_DONE)
        return sqliteError();
    if (batch.rows > 0)
        workers.submit(std::move(batch));
    workers.wait();

    // The first problem in chain order is reported; within one entry its content comes first.
    for (const FlaggedRow& flagged : workers.flagged()) {
        if (contentProblem && flagged.row >= contentProblem->row)
            break;
        const qint64 entryId = flagged.row + 1;  // ids run 1, 2, 3... up to any gap
        if (flagged.needsQtPath) {
            const QtPathRow checked = checkThroughQt(db, entryId);
            if (!checked.error.isEmpty())
                return LogError{QStringLiteral("%1: %2: %3").arg(path, action, checked.error)};
            if (checked.hashMatches)
                continue;
        }
        contentProblem = Found{flagged.row, LogVerification::Problem::ContentChanged, entryId};
        break;
    }
    if (contentProblem && (!linkProblem || contentProblem->row < linkProblem->row
                           || (contentProblem->row == linkProblem->row
                               && linkProblem->kind != LogVerification::Problem::Missing)))
        return report(*contentProblem);
    if (linkProblem)
        return report(*linkProblem);

    const qint64 checked = rows;
    QSqlQuery head(db);
    if (!head.exec(QStringLiteral("SELECT (SELECT value FROM meta WHERE key = 'head_id'),"
                                  " (SELECT value FROM meta WHERE key = 'head_hash')"))
        || !head.next())
        return sqlFault(path, action, head.lastError(), busyTimeoutMs);
    const qint64 headId = head.value(0).isNull() ? 0 : head.value(0).toLongLong();
    const QString headHash = head.value(1).isNull() ? genesisHash() : head.value(1).toString();
    if (headId > previousId)
        return LogVerification::found(LogVerification::Problem::Missing, previousId + 1, checked,
                       QStringLiteral("gap: entry %1 missing").arg(previousId + 1));
    if (headId < previousId)
        return LogVerification::found(LogVerification::Problem::Unchained, headId + 1, checked,
                       QStringLiteral("entry %1: added outside Umpire (after the recorded end of the log)")
                           .arg(headId + 1));
    if (headHash != QString::fromStdString(previousHash))
        return LogVerification::found(LogVerification::Problem::ContentChanged, previousId, checked,
                       QStringLiteral("entry %1: content changed (it does not match the recorded end of the log)")
                           .arg(previousId));

    auto miscounted = checkSessionCounts(db, entriesPerSession, checked, path, busyTimeoutMs);
    if (!miscounted)
        return miscounted.failure();
    if (*miscounted)
        return **miscounted;

    if (task)
        task->report(LogTask::Stage::CheckingEntries, checked, checked);
    LogVerification result;
    result.entriesChecked = checked;
    result.message = QStringLiteral("ok: %1 entries, hash chain intact").arg(checked);
    if (auto seen = workers.programDiceSeen(); seen && !readThroughQt)
        result.programDice = std::make_shared<const ProgramDiceSeen>(std::move(*seen));
    return result;
}

}  // namespace

LogResult<LogVerification> verifyChain(QSqlDatabase& db, const QString& path, int busyTimeoutMs, LogTask* task)
{
    auto result = [&]() -> LogResult<LogVerification> {
        const SqliteInterrupt interrupt(db, task);
        if (task)
            task->report(LogTask::Stage::CheckingFile);
        // The file's check and the chain's walk run at once, on connections of their own; a
        // damaged file is reported before anything the walk found (it may be why).
        IntegrityCheck integrity(path, busyTimeoutMs, task);
        auto walked = walkEntries(db, path, busyTimeoutMs, task);
        if (auto damaged = checkFile(db, integrity, path, busyTimeoutMs, task))
            return *damaged;
        return walked;
    }();
    // A statement interrupted by the cancel fails like any other: say why it stopped.
    if (!result.ok() && cancelRequested(task))
        return LogError::cancelled(QStringLiteral("%1: verification cancelled; the log was not changed").arg(path));
    return result;
}

}  // namespace umpire
